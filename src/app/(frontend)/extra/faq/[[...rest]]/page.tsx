import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listFaq } from '@/domains/pages/content';
import { FaqList, faqJsonLd } from '@/domains/pages/components/FaqList';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { JsonLd } from '@/ui/JsonLd';

// Rendered on first request (an optional catch-all keeps the build off the database), then cached by the FAQ's tag.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description: 'Answers about watching, plans and billing, shop orders and your StreamIt account.',
  alternates: { canonical: '/extra/faq' },
};

export default async function Faq({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest?.length) notFound();
  const topics = await listFaq();
  return (
    <>
      <Breadcrumb title="FAQ" />
      <div className="container section faq-page">
        <p className="lead">
          The questions our support desk hears most. Still stuck? <Link href="/extra/contact-us">Write to us</Link>: we answer within one
          working day.
        </p>
        {topics.length ? <FaqList topics={topics} /> : <p>No questions yet.</p>}
      </div>
      {topics.length > 0 && <JsonLd data={faqJsonLd(topics)} />}
    </>
  );
}
