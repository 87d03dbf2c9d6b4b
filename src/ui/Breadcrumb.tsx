import Link from 'next/link';

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

/** The trail alone, for pages whose hero carries the heading (title and person pages). */
export function BreadcrumbTrail({ current, trail = [] }: { current: string; trail?: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
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
