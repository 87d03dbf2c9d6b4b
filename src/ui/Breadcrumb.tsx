import Link from 'next/link';

/** SPEC.md's breadcrumb banner: a title and Home > title. */
export function Breadcrumb({ title, show = true }: { title: string; show?: boolean }) {
  if (!show) return null;
  return (
    <section className="breadcrumb-banner">
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li><Link href="/">Home</Link></li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
