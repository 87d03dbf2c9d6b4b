import Link from 'next/link';
import { publicOrigin } from '@/server/site-url';
import { JsonLd } from './JsonLd';

export type Crumb = { href: string; label: string };

/** SPEC.md's breadcrumb banner: a title and Home > title. */
export function Breadcrumb({ title, show = true }: { title: string; show?: boolean }) {
  if (!show) return null;
  return (
    <section className="breadcrumb-banner">
      <div className="container">
        <h1>{title}</h1>
        <BreadcrumbTrail current={title} />
      </div>
    </section>
  );
}

/** The trail for search engines (BreadcrumbList): absolute URLs on the configured address; the current page has none. */
function breadcrumbJsonLd(current: string, trail: Crumb[]) {
  const origin = publicOrigin();
  const items = [{ href: '/', label: 'Home' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: `${origin}${c.href === '/' ? '' : c.href}` })),
      { '@type': 'ListItem', position: items.length + 1, name: current },
    ],
  };
}

/** The trail alone, for pages whose hero carries the heading (title and person pages). */
export function BreadcrumbTrail({ current, trail = [] }: { current: string; trail?: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <JsonLd data={breadcrumbJsonLd(current, trail)} />
      <ol className="breadcrumb">
        <li>
          <Link href="/">Home</Link>
        </li>
        {trail.map((c) => (
          <li key={c.href}>
            <Link href={c.href}>{c.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
