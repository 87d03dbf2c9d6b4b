import { AppearanceButton } from '@/domains/appearance/components/AppearanceButton';
import { BackToTop } from '@/ui/BackToTop';
import { DomainSlots } from '../_slots';
import { SiteHeader } from '@/domains/identity/components/SiteHeader';
import { Notices } from '@/ui/Notices';
import { SiteFooter } from '@/ui/SiteFooter';

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader settings={<AppearanceButton />} />
      <main id="main" tabIndex={-1}>
        <DomainSlots>{children}</DomainSlots>
      </main>
      <SiteFooter />
      <BackToTop />
      <Notices />
    </>
  );
}
