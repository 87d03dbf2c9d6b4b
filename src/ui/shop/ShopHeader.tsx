import Link from 'next/link';
import { Logo } from '@/ui/Logo';
import { SearchBox } from '@/ui/SearchBox';

/** Shop chrome (minimal until the shop issue): logo, search, meta links, cart and account links. */
export function ShopHeader({ supportUrl }: { supportUrl: string }) {
  return (
    <header className="shop-header">
      <div className="shop-meta">
        <div className="container shop-meta-inner">
          <nav aria-label="Shop help">
            <ul>
              <li>
                <Link href="/merchandise/account" prefetch={false}>
                  My Account
                </Link>
              </li>
              <li>
                <a href={supportUrl} rel="noopener noreferrer" target="_blank">
                  Customer Support
                </a>
              </li>
              <li>
                <Link href="/extra/contact-us" prefetch={false}>
                  Help?
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container shop-main">
        <Link href="/" className="logo-link" aria-label="StreamIt home">
          <Logo />
        </Link>
        <nav aria-label="Shop">
          <ul className="shop-nav">
            <li>
              <Link href="/merchandise" prefetch={false}>
                Store
              </Link>
            </li>
            <li>
              <Link href="/merchandise/shop" prefetch={false}>
                Shop
              </Link>
            </li>
            <li>
              <Link href="/play-list" prefetch={false}>
                Watchlist
              </Link>
            </li>
            <li>
              <Link href="/extra/pricing-plan" prefetch={false}>
                Subscription
              </Link>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <SearchBox />
          <Link href="/merchandise/cart" className="icon-button" aria-label="Shopping cart" prefetch={false}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="10" cy="20" r="1.5" fill="currentColor" />
              <circle cx="17" cy="20" r="1.5" fill="currentColor" />
            </svg>
          </Link>
        </div>
      </div>
    </header>
  );
}
