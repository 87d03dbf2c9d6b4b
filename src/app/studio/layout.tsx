import type { Metadata } from 'next';
import Link from 'next/link';
import { Logo } from '@/ui/Logo';
import { Notices } from '@/ui/Notices';
import { SectionNav } from '@/ui/SectionNav';
import { requireStudio } from './gate';
import './studio.css';

// The operator studio: per request, never cached, never indexed; a 404 for everyone but operators.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: { default: 'Studio', template: '%s | Studio | StreamIt' }, robots: { index: false } };

const SECTIONS = [
  { href: '/studio', label: 'Dashboard' },
  { href: '/studio/titles', label: 'Titles' },
  { href: '/studio/cast', label: 'Cast & crew' },
  { href: '/studio/terms', label: 'Genres & tags' },
  { href: '/studio/curated', label: 'Curated rows' },
  { href: '/studio/products', label: 'Products' },
  { href: '/studio/orders', label: 'Orders' },
  { href: '/studio/posts', label: 'Blog' },
  { href: '/studio/pages', label: 'Pages & plans' },
  { href: '/studio/inbox', label: 'Inbox' },
  { href: '/studio/newsletter', label: 'Newsletter' },
  { href: '/studio/people', label: 'People' },
  { href: '/studio/audit', label: 'Audit log' },
];

export default async function StudioLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requireStudio();
  return (
    <div className="studio">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="studio-header">
        <Link href="/" className="logo-link" aria-label="StreamIt home">
          <Logo />
        </Link>
        <p className="studio-name">Studio</p>
        <p className="studio-who">Signed in as {viewer.identity.name || viewer.identity.email}</p>
      </header>
      <div className="studio-body">
        <SectionNav label="Studio" className="studio-nav" links={[...SECTIONS, { href: '/', label: 'Back to the site' }]} />
        <main id="main" tabIndex={-1} className="studio-main">
          {children}
        </main>
      </div>
      <Notices />
    </div>
  );
}
