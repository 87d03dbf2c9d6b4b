import type { Metadata } from 'next';
import { NewsletterLink } from '@/domains/pages/components/NewsletterLink';

// Opened from a newsletter mail; the token in the link says which address.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Confirm your newsletter subscription', robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ t?: string | string[] }> }) {
  const { t } = await searchParams;
  return (
    <div className="auth-screen">
      <NewsletterLink purpose="confirm" token={typeof t === 'string' ? t.slice(0, 600) : ''} />
    </div>
  );
}
