import Image from 'next/image';
import Link from 'next/link';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { getRelatedTitles, type TitleDetail } from '../queries';
import { Rail } from './Rail';
import { TitleStructuredData } from './StructuredData';

const KIND_LABEL = { movie: 'Movie', 'tv-show': 'TV show', video: 'Video' } as const;

export async function TitleDetailView({ title }: { title: TitleDetail }) {
  const related = await getRelatedTitles(title.id, title.kind);
  const terms = [
    ...title.genres.map((g) => ({ ...g, href: `/genres/${g.slug}` })),
    ...title.tags.map((t) => ({ ...t, href: `/tags/${t.slug}` })),
    ...title.categories.map((c) => ({ ...c, href: `/videos?category=${c.slug}` })),
  ];
  const body = (
    <>
      <article className="title-detail" data-kind={title.kind}>
        <div className="detail-backdrop">
          {title.backdropPath && <Image src={title.backdropPath} alt="" fill sizes="100vw" priority className="hero-image" />}
        </div>
        <div className="container detail-body">
          {title.posterPath && <Image src={title.posterPath} alt={`${title.name} poster`} width={300} height={450} sizes="(max-width: 768px) 40vw, 300px" priority className="detail-poster" />}
          <div className="detail-text">
            <p className="badge">{KIND_LABEL[title.kind]}</p>
            <h2 className="detail-title">{title.name}</h2>
            <p className="meta">
              <span className="rating">{title.contentRating}</span>
              {title.movieTime && <span>{title.movieTime}</span>}
              {title.releaseDate && <span><time dateTime={title.releaseDate}>{title.releaseYear}</time></span>}
              {title.score && <span>★ {title.score}</span>}
              <span>{title.language}</span>
            </p>
            <p className="synopsis">{title.synopsis}</p>
            {terms.length > 0 && (
              <ul className="chips" aria-label="Genres and tags">
                {terms.map((t) => (
                  <li key={`${t.kind}-${t.slug}`}><Link href={t.href}>{t.title}</Link></li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </article>

      <div className="container section">
        {title.seasons.length > 0 && (
          <section aria-labelledby="seasons-heading" className="seasons">
            <h2 id="seasons-heading">Seasons and episodes</h2>
            {title.seasons.map((season, i) => (
              <details key={season.id} open={i === 0} className="season">
                <summary>
                  {season.name} <small>{season.episodes.length} episodes</small>
                </summary>
                <ol className="episodes">
                  {season.episodes.map((e) => (
                    <li key={e.id} id={e.slug} className="episode">
                      <span className="episode-number">E{e.number}</span>
                      <div>
                        <h3>{e.name}</h3>
                        <p className="meta">
                          {e.movieTime && <span>{e.movieTime}</span>}
                          {e.releaseDate && <span><time dateTime={e.releaseDate}>{e.releaseDate}</time></span>}
                        </p>
                        <p>{e.synopsis}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </details>
            ))}
          </section>
        )}

        {(title.cast.length > 0 || title.crew.length > 0) && (
          <section aria-labelledby="cast-heading">
            <h2 id="cast-heading">Cast and crew</h2>
            <ul className="people-row">
              {[...title.cast, ...title.crew].map((p, i) => (
                <li key={`${p.slug}-${i}`}>
                  <Link href={`/cast/${p.slug}`}>
                    {p.profileImage && <Image src={p.profileImage} alt="" width={96} height={120} sizes="96px" />}
                    <span className="person-name">{p.name}</span>
                  </Link>
                  <small>{p.role === 'cast' ? `as ${p.part}` : p.part}</small>
                </li>
              ))}
            </ul>
          </section>
        )}

        <Rail id="related" title={title.kind === 'tv-show' ? 'Similar shows' : 'More like this'} items={related} />
      </div>
    </>
  );
  return (
    <>
      {!title.restricted && <TitleStructuredData title={title} />}
      <Breadcrumb title={title.name} />
      {title.restricted ? <AgeGate name={title.name}>{body}</AgeGate> : body}
    </>
  );
}

/** 18+ titles open behind a notice; sign-in and the playback token enforce it once identity arrives. */
function AgeGate({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div className="age-gate">
      <section className="container section notice" aria-labelledby="age-gate-heading">
        <h2 id="age-gate-heading">Rated 18+</h2>
        <p>{`${name} is for adults only. You must be signed in and 18 or older to watch it.`}</p>
      </section>
      <details className="age-gate-reveal">
        <summary className="container">I am 18 or older: show the details</summary>
        {children}
      </details>
    </div>
  );
}
