import Link from 'next/link';

const PAYMENTS = ['Visa', 'Mastercard', 'PayPal', 'Apple Pay'];

export function ShopFooter({ phone, email }: { phone: string; email: string }) {
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
        <section aria-labelledby="shop-payments">
          <h2 id="shop-payments">We accept</h2>
          <ul className="payment-logos">
            {PAYMENTS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="container copyright">© {new Date().getFullYear()} StreamIt. All rights reserved.</p>
    </footer>
  );
}
