import Link from 'next/link';
import { Logo } from '@/ui/Logo';
import { SearchBox } from '@/ui/SearchBox';

/** Shop chrome: logo, search, meta links, the cart and the account menu (islands of the shop and identity domains, given by the layout). */
export function ShopHeader({
  supportUrl,
  cart,
  account,
  settings,
}: {
  supportUrl: string;
  cart: React.ReactNode;
  account: React.ReactNode;
  /** The merchandise layout's settings button (SPEC.md section 2): it opens the appearance customizer. */
  settings: React.ReactNode;
}) {
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
          <SearchBox scope="shop" />
          {settings}
          {cart}
          {account}
        </div>
      </div>
    </header>
  );
}
