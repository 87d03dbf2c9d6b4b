import { AppearanceButton } from '@/domains/appearance/components/AppearanceButton';
import { config } from '@/config';
import { ShopAccountMenu } from '@/domains/identity/components/SiteHeader';
import { NewsletterForm } from '@/domains/pages/components/NewsletterForm';
import { CartButton } from '@/domains/shop/components/CartButton';
import { paymentMethodNames } from '@/domains/shop/payments';
import { BackToTop } from '@/ui/BackToTop';
import { DomainSlots } from '../_slots';
import { ShopFooter } from '@/ui/shop/ShopFooter';
import { ShopHeader } from '@/ui/shop/ShopHeader';

export default function MerchandiseLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ShopHeader supportUrl={config.SUPPORT_URL} cart={<CartButton />} account={<ShopAccountMenu />} settings={<AppearanceButton />} />
      <main id="main" tabIndex={-1}>
        <DomainSlots>{children}</DomainSlots>
      </main>
      <ShopFooter
        phone={config.SUPPORT_PHONE}
        email={config.SUPPORT_EMAIL}
        payments={paymentMethodNames()}
        social={config.SOCIAL_LINKS}
        newsletter={<NewsletterForm />}
      />
      <BackToTop />
    </>
  );
}
