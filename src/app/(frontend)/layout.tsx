import { BackToTop } from '@/ui/BackToTop';
import { Header } from '@/ui/Header';
import { SiteFooter } from '@/ui/SiteFooter';

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
