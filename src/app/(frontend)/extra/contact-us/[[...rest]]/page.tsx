import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { config } from '@/config';
import { ContactForm } from '@/domains/pages/components/ContactForm';
import { Breadcrumb } from '@/ui/Breadcrumb';

// Rendered on first request (the support addresses are the running server's configuration), then cached: the form
// is the same for everyone.
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Questions about an order, your plan or your account, or a film to submit: write to the StreamIt team.',
  alternates: { canonical: '/extra/contact-us' },
};

export default async function ContactUs({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest?.length) notFound();
  return (
    <>
      <Breadcrumb title="Contact Us" />
      <div className="container section contact-page">
        <div>
          <p className="lead">
            Write to us about an order, your plan, your account or a film you made. A person answers within one working day.
          </p>
          <ContactForm />
        </div>
        <aside className="contact-details" aria-labelledby="contact-other">
          <h2 id="contact-other">Other ways to reach us</h2>
          <dl>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${config.SUPPORT_EMAIL}`}>{config.SUPPORT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${config.SUPPORT_PHONE.replace(/[^+\d]/g, '')}`}>{config.SUPPORT_PHONE}</a>
                <br />
                Monday to Friday, 9:00 to 17:00 (ET)
              </dd>
            </div>
            <div>
              <dt>Help centre</dt>
              <dd>
                <a href={config.SUPPORT_URL} rel="noopener">
                  Customer support
                </a>
              </dd>
            </div>
          </dl>
          <p>
            Looking for an order? <Link href="/merchandise/track-order">Track it here</Link>. Quick answers are in the{' '}
            <Link href="/extra/faq">FAQ</Link>.
          </p>
        </aside>
      </div>
    </>
  );
}
