import { Picture } from '@/ui/Picture';
import Link from 'next/link';
import { countLabel } from '@/domains/catalogue/format';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { listTerms } from '@/domains/catalogue/terms';

/** /genres and /tags: every entry with how many titles it holds. */
export async function TermIndex({ kind, heading, basePath }: { kind: 'genre' | 'tag'; heading: string; basePath: string }) {
  const items = await listTerms(kind);
  return (
    <>
      <Breadcrumb title={heading} />
      <div className="container section">
        <ul className="term-grid">
          {items.map((t) => (
            <li key={t.id}>
              <Link href={`${basePath}/${t.slug}`} className={`term-card${t.thumbnail ? ' with-thumbnail' : ''}`}>
                {t.thumbnail && (
                  <Picture
                    src={t.thumbnail}
                    alt=""
                    width={320}
                    height={180}
                    // A tile spans a column: one on the narrowest phones, two on others, up to about 300 px on a wide screen.
                    sizes="(max-width: 339.98px) 100vw, (max-width: 575.98px) 50vw, 300px"
                  />
                )}
                <span className="term-title">{t.title}</span>
                <small>{countLabel(t.count, 'title')}</small>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
