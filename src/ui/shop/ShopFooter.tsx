import { AppNameText } from '../AppName';
import Link from 'next/link';
import { PaymentMark, SocialIcon } from './marks';

type Props = {
  phone: string;
  email: string;
  /** The ways to pay the shop offers (from its payment providers). */
  payments: string[];
  /** The studio's social accounts, by name ("YouTube") and address; none configured, none shown. */
  social: { name: string; href: string }[];
  /** The newsletter box (the pages domain's island, given by the layout). */
  newsletter: React.ReactNode;
};

export function ShopFooter({ phone, email, payments, social, newsletter }: Props) {
  return (
    <footer className="shop-footer">
      <div className="container shop-footer-grid">
        <section aria-labelledby="shop-contact">
          <h2 id="shop-contact">Contact</h2>
          <p>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <ul className="social-links" aria-label="Follow us">
            {/* The blog's feed is always there to follow; the studio's accounts when it names them. */}
            <li>
              <a href="/blogs/feed.xml" title="Blog feed (RSS)">
                <SocialIcon network="feed" />
                <span className="visually-hidden">Blog feed (RSS)</span>
              </a>
            </li>
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener noreferrer me" target="_blank" title={s.name}>
                  <SocialIcon network={s.name} />
                  <span className="visually-hidden">{`${s.name} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="shop-links">
          <h2 id="shop-links">Quick links</h2>
          <ul>
            <li>
              <Link href="/extra/contact-us" prefetch={false}>
                Contact us
              </Link>
            </li>
            <li>
              <Link href="/extra/privacy-policy" prefetch={false}>
                Privacy policy
              </Link>
            </li>
            <li>
              <Link href="/extra/terms-of-use" prefetch={false}>
                Terms of use
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="shop-newsletter" className="shop-newsletter">
          <h2 id="shop-newsletter">Newsletter</h2>
          {newsletter}
        </section>
        <section aria-labelledby="shop-payments">
          <h2 id="shop-payments">We accept</h2>
          <ul className="payment-logos">
            {payments.map((p) => (
              <li key={p}>
                <PaymentMark name={p} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="container copyright">
        © {new Date().getFullYear()} <AppNameText />. All rights reserved.
      </p>
    </footer>
  );
}
