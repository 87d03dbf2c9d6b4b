import Link from 'next/link';

export const metadata = { title: 'Page not found', robots: { index: false } };

// A shop listing past its end or with an unknown category: say so and link back to the shop.
export default function ShopListingNotFound() {
  return (
    <div className="error-page error-page-one" data-not-found="listing">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>This page of the shop does not exist</h1>
      <p>That page number is past the last page, or the category or a price in the address is not one the shop has.</p>
      <p className="error-actions">
        <Link href="/merchandise/shop" className="button primary">
          All products
        </Link>
        <Link href="/merchandise" className="button">
          Merchandise Store
        </Link>
      </p>
    </div>
  );
}
