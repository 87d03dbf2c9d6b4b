import { FixedImage } from '@/ui/FixedImage';
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
                  // A tile is 160 to 300 px wide: one 320 px picture at 1x and 2x (a `sizes` list left the fallback at 3840).
                  <FixedImage src={t.thumbnail} alt="" width={320} height={180} />
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
