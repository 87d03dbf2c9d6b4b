import { BackToTop } from '../../ui/BackToTop';
import { Header } from '../../ui/Header';

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">Skip to content</a>
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <footer className="site-footer">
        <div className="container">
          <p>© {new Date().getFullYear()} StreamIt. All rights reserved.</p>
        </div>
      </footer>
      <BackToTop />
    </>
  );
}
