import type { SitePage } from '../content';

/** One of the site's own pages: its lead, then its text (HTML cleaned on the server, see server/markdown.ts). */
export function SitePageView({ page }: { page: SitePage }) {
  return (
    <article className="container section site-page">
      {page.summary && <p className="lead">{page.summary}</p>}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
