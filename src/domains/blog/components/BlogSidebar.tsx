import Link from 'next/link';
import { FixedImage } from '@/ui/FixedImage';
import { postDate } from '../format';
import type { Sidebar } from '../posts';

/** The blog's sidebar: a search of the whole site, categories and tags with their counts, and the newest posts. */
export function BlogSidebar({ sidebar }: { sidebar: Sidebar }) {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <section className="sidebar-box">
        <h2>Search</h2>
        <form action="/search" method="get" role="search" className="sidebar-search">
          <label htmlFor="blog-search" className="visually-hidden">
            Search posts, titles and products
          </label>
          <input id="blog-search" type="search" name="searchTerm" placeholder="Search posts…" dir="auto" required maxLength={100} />
          <button type="submit" className="button primary">
            Search
          </button>
        </form>
      </section>
      <section className="sidebar-box">
        <h2>Categories</h2>
        <ul className="sidebar-categories">
          {sidebar.categories.map((c) => (
            <li key={c.slug}>
              <Link href={c.href}>{c.name}</Link>
              <span className="count" aria-label={`${c.count} posts`}>
                {c.count}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="sidebar-box">
        <h2>Recent posts</h2>
        <ul className="sidebar-recent">
          {sidebar.recent.map((p) => (
            <li key={p.id}>
              {p.cover && <FixedImage src={p.cover} alt="" width={96} height={54} />}
              <div>
                <Link href={p.href}>{p.title}</Link>
                <time dateTime={p.publishedAt}>{postDate(p.publishedAt)}</time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="sidebar-box">
        <h2>Tags</h2>
        <ul className="chips">
          {sidebar.tags.map((t) => (
            <li key={t.slug}>
              <Link href={t.href}>
                {t.name} <span className="visually-hidden">({t.count} posts)</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
