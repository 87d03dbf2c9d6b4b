import { AppNameText } from './AppName';
import Link from 'next/link';
import { Logo } from './Logo';
import { FOOTER_MENU } from './navigation';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link href="/" className="logo-link" aria-label="StreamIt home">
            <Logo />
          </Link>
          <p>Movies, TV shows and short videos, with the people who make them.</p>
        </div>
        {FOOTER_MENU.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`}>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <p className="copyright">
          © {new Date().getFullYear()} <AppNameText />. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
