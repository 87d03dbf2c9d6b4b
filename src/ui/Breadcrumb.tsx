import Link from 'next/link';

export type Crumb = { href: string; label: string };

/** SPEC.md's breadcrumb banner: a title and Home > title. */
/** `trail`: the levels between Home and this page (a genre's page sits under Genres). */
export function Breadcrumb({ title, show = true, trail }: { title: string; show?: boolean; trail?: Crumb[] }) {
  if (!show) return null;
  return (
    <section className="breadcrumb-banner">
      <div className="container">
        <h1>{title}</h1>
        <BreadcrumbTrail current={title} trail={trail} />
      </div>
    </section>
  );
}

const LIST_ITEM = { itemProp: 'itemListElement', itemScope: true, itemType: 'https://schema.org/ListItem' } as const;

/**
 * The trail alone, for pages whose hero carries the heading (title and person pages). It is also the page's
 * BreadcrumbList for search engines, as microdata: its links are the items (read as absolute on the page's address).
 */
export function BreadcrumbTrail({ current, trail = [] }: { current: string; trail?: Crumb[] }) {
  const crumbs = [{ href: '/', label: 'Home' }, ...trail];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb" itemScope itemType="https://schema.org/BreadcrumbList">
        {crumbs.map((c, i) => (
          <li key={c.href} {...LIST_ITEM}>
            <Link href={c.href} itemProp="item">
              <bdi itemProp="name">{c.label}</bdi>
            </Link>
            <meta itemProp="position" content={String(i + 1)} />
          </li>
        ))}
        <li aria-current="page" {...LIST_ITEM}>
          <bdi itemProp="name">{current}</bdi>
          <meta itemProp="position" content={String(crumbs.length + 1)} />
        </li>
      </ol>
    </nav>
  );
}
