import type { Metadata } from 'next';
import { TrackOrderForm } from '@/domains/shop/components/TrackOrderForm';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// The form is the same for everyone; what it finds comes from its action. Rendered per request for the number.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Track your order',
  description: 'Follow a StreamIt shop order with its number and your e-mail address.',
  alternates: { canonical: '/merchandise/track-order' },
};

export default async function Page({ searchParams }: { searchParams: Promise<{ number?: string | string[]; cancelled?: string }> }) {
  const { number, cancelled } = await searchParams;
  const given = typeof number === 'string' && /^[\w-]{1,40}$/.test(number) ? number : '';
  return (
    <div className="container section track-page">
      <BreadcrumbTrail trail={[{ href: '/merchandise', label: 'Merchandise Store' }]} current="Track your order" />
      <h1>Track your order</h1>
      <p className="lead">Enter the order number from your confirmation mail and the e-mail address you ordered with.</p>
      {/* Where a cancel posted before the app loaded lands: said here, the order found again with its e-mail. */}
      {given && cancelled === '1' && (
        <p className="form-notice" role="status">
          Order {given} is cancelled. A confirmation is on its way to the e-mail address you ordered with.
        </p>
      )}
      <TrackOrderForm number={given} />
    </div>
  );
}
