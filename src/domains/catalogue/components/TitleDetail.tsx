import { FixedImage } from '@/ui/FixedImage';
import { Picture } from '@/ui/Picture';
import Link from 'next/link';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';
import { EpisodeProgressSlot, PlaySlot, RestrictedSlot } from '@/ui/slots';
import { clipLength, countLabel, formatDate, KIND_LABEL, KIND_PATH, KIND_PLURAL } from '@/domains/catalogue/format';
import { getFirstEpisode } from '@/domains/catalogue/targets';
import { getExtraParent, getRelatedTitles, getTitleExtras, type TitleDetail } from '@/domains/catalogue/titles';
import { Rail } from './Rail';
import { ScrollerControls } from '@/ui/ScrollerControls';
import { joinParts } from '@/domains/catalogue/cards';
import { formatTarget } from '../playback-target';
import { SeasonLinks } from './SeasonLinks';
import { TitleStructuredData } from './StructuredData';
import { episodeCode, personPath, playNowPath, termPath, watchPath } from '@/domains/catalogue/paths';

/** For playback targets ('title:<id>', 'episode:<id>'), the length in seconds of the demo preview playing in place. */
export type PreviewLengths = (targets: string[]) => Promise<Record<string, number>>;

/** `actions`: what app/ puts beside Play (the viewer's watchlist and collection buttons). */
export async function TitleDetailView({
  title,
  actions,
  extras,
  previews,
}: {
  title: TitleDetail;
  actions?: React.ReactNode;
  /** Sections app/ adds from other domains (the title's merchandise), before the related titles. */
  extras?: React.ReactNode;
  /** Where a demo preview plays in place of the title or an episode, its length (from playback, by app/). */
  previews?: PreviewLengths;
}) {
  const targets =
    title.kind === 'tv-show'
      ? title.seasons.flatMap((s) => s.episodes.map((e) => formatTarget({ kind: 'episode', id: e.id })))
      : [formatTarget({ kind: 'title', id: title.id })];
  const [related, firstEpisode, lengths, extraList, parent] = await Promise.all([
    getRelatedTitles(title.id, title.kind),
    title.kind === 'tv-show' ? getFirstEpisode(title.id) : null,
    previews?.(targets) ?? ({} as Record<string, number>),
    title.kind === 'video' ? [] : getTitleExtras(title.id),
    title.extraOf ? getExtraParent(title.extraOf) : null,
  ]);
  // "42 min · 20 s preview": what plays is said beside the runtime, so what is left of it adds up.
  const preview = (target: string) => lengths[target] !== undefined && <span>{`${clipLength(lengths[target])} preview`}</span>;
  const playHref = title.kind !== 'tv-show' ? watchPath(title.slug) : firstEpisode ? watchPath(title.slug, firstEpisode) : null;
  const terms = [
    ...title.genres.map((g) => ({ ...g, href: termPath('genre', g.slug) })),
    ...title.tags.map((t) => ({ ...t, href: termPath('tag', t.slug) })),
    ...title.categories.map((c) => ({ ...c, href: termPath('category', c.slug) })),
  ];
  // The gate of an 18+ title carries the page's one h1.
  const Heading = title.restricted ? 'h2' : 'h1';
  // One card a person: an actor who also directed is "as Kit Arden · Director".
  const credited = joinParts([...title.cast.map((p) => ({ ...p, part: p.part ? `as ${p.part}` : null })), ...title.crew], (p) => p.slug);
  const body = (
    <>
      <article className="title-detail" data-kind={title.kind}>
        <div className="detail-backdrop">
          {title.backdropPath && (
            <Picture src={title.backdropPath} alt="" fill sizes="100vw" preload fetchPriority="high" className="hero-image" />
          )}
        </div>
        <div className="container detail-body">
          {title.posterPath && (
            <FixedImage src={title.posterPath} alt={`${title.name} poster`} width={300} height={450} className="detail-poster" />
          )}
          <div className="detail-text">
            <BreadcrumbTrail
              // An extra sits under the title it belongs to, as it is listed there.
              trail={
                parent
                  ? [
                      { href: KIND_PATH[parent.kind], label: KIND_PLURAL[parent.kind] },
                      { href: parent.href, label: parent.name },
                    ]
                  : [{ href: KIND_PATH[title.kind], label: KIND_PLURAL[title.kind] }]
              }
              current={title.name}
            />
            <p className="badge">{KIND_LABEL[title.kind]}</p>
            <Heading className="detail-title">{title.name}</Heading>
            {parent && (
              <p className="extra-of">
                {`From the ${parent.kind === 'movie' ? 'movie' : 'show'} `}
                <Link href={parent.href}>{parent.name}</Link>
              </p>
            )}
            <p className="meta">
              {/* An extra is rated with its title, not on its own. */}
              {!parent && <span className="rating">{title.contentRating}</span>}
              {title.upcoming && title.releaseDate ? (
                <span className="coming">
                  Coming <time dateTime={title.releaseDate}>{formatDate(title.releaseDate)}</time>
                </span>
              ) : (
                <>
                  {title.kind === 'tv-show'
                    ? title.seasonCount > 0 && <span>{countLabel(title.seasonCount, 'Season')}</span>
                    : title.runtime && <span>{title.runtime}</span>}
                  {title.kind !== 'tv-show' && preview(formatTarget({ kind: 'title', id: title.id }))}
                  {title.releaseDate && (
                    <span>
                      <time dateTime={title.releaseDate}>{title.releaseYear}</time>
                    </span>
                  )}
                </>
              )}
              {/* A viewer's score is the title's: its trailers and extras show none of their own. */}
              {title.score && !parent && <span>★ {title.score}</span>}
              <span>{title.language}</span>
            </p>
            <p className="synopsis">{title.synopsis}</p>
            <div className="detail-actions">
              {!title.upcoming && playHref && (
                <PlaySlot
                  titleId={title.id}
                  href={playHref}
                  label={title.kind === 'tv-show' ? `Play S${firstEpisode!.season}:E${firstEpisode!.number}` : 'Play'}
                />
              )}
              {actions}
            </div>
            {terms.length > 0 && (
              <ul className="chips" aria-label="Genres and tags">
                {terms.map((t) => (
                  <li key={`${t.kind}-${t.slug}`}>
                    <Link href={t.href}>{t.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </article>
      <div className="container section">
        {title.seasons.length > 0 && (
          <section aria-labelledby="seasons-heading" className="seasons" id="seasons">
            <h2 id="seasons-heading">Seasons and episodes</h2>
            {title.seasons.map((season, i) => (
              <details key={season.id} id={`season-${season.number}`} open={i === 0} className="season">
                <summary>
                  {season.name}{' '}
                  <small>
                    {countLabel(season.episodes.length, 'episode')}
                    {season.releaseDate ? ` · ${season.releaseDate.slice(0, 4)}` : ''}
                  </small>
                </summary>
                <ol className="episodes">
                  {season.episodes.map((e) => {
                    const anchor = episodeCode({ season: season.number, number: e.number });
                    return (
                      <li key={e.id} id={anchor} className="episode">
                        <Link
                          // One click plays, as the title's Play does (the watch page asks for sound, or shows its Play).
                          href={playNowPath(watchPath(title.slug, { season: season.number, number: e.number }))}
                          className="episode-still"
                          aria-label={`Play episode ${e.number}: ${e.name}`}
                        >
                          {e.stillPath && (
                            <Picture
                              src={e.stillPath}
                              alt=""
                              width={320}
                              height={180}
                              sizes="(max-width: 575px) 40vw, 220px"
                              loading="lazy"
                            />
                          )}
                          <span className="episode-number on-picture" aria-hidden="true">
                            {e.number}
                          </span>
                        </Link>
                        <div className="episode-text">
                          <h3>
                            <a href={`#${anchor}`}>{`${e.number}. ${e.name}`}</a>
                          </h3>
                          <p className="meta">
                            <EpisodeProgressSlot titleId={title.id} season={season.number} number={e.number} />
                            {e.runtime && <span>{e.runtime}</span>}
                            {preview(formatTarget({ kind: 'episode', id: e.id }))}
                            {e.releaseDate && (
                              <span>
                                <time dateTime={e.releaseDate}>{formatDate(e.releaseDate)}</time>
                              </span>
                            )}
                          </p>
                          <p className="episode-synopsis">{e.synopsis}</p>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </details>
            ))}
            <SeasonLinks containerId="seasons" />
          </section>
        )}

        {(title.cast.length > 0 || title.crew.length > 0) && (
          <section aria-labelledby="cast-heading">
            <div className="rail-head">
              <h2 id="cast-heading">Cast and crew</h2>
              <ScrollerControls targetId="cast-track" label="Cast and crew" />
            </div>
            <ul className="people-row" id="cast-track" tabIndex={0} aria-labelledby="cast-heading">
              {credited.map((p) => (
                <li key={p.slug}>
                  <Link href={personPath(p.slug)}>
                    {p.profileImage && <FixedImage src={p.profileImage} alt="" width={110} height={138} />}
                    <span className="person-name">{p.name}</span>
                  </Link>
                  {p.part && <small>{p.part}</small>}
                </li>
              ))}
            </ul>
          </section>
        )}

        <Rail id="extras" title="Trailers & more" items={extraList} />
        {extras}
        <Rail id="related" title={title.kind === 'tv-show' ? 'Similar shows' : 'More like this'} items={related} />
      </div>
    </>
  );
  return (
    <>
      {!title.restricted && <TitleStructuredData title={title} />}
      {title.restricted ? <AgeGate title={title}>{body}</AgeGate> : body}
    </>
  );
}

/** 18+ titles: a notice for everyone, the details for subscribers (the viewer is known only in the browser). */
function AgeGate({ title, children }: { title: TitleDetail; children: React.ReactNode }) {
  return (
    <div className="age-gate">
      <section className="container section" aria-labelledby="age-gate-heading">
        <BreadcrumbTrail trail={[{ href: '/movies/restricted', label: 'Restricted Content' }]} current={title.name} />
        <h1 id="age-gate-heading">{title.name}</h1>
        <div className="notice">
          <p className="age-gate-rating">Rated 18+</p>
          <p>{`${title.name} is for adults, and part of StreamIt Premium: it opens for subscribers.`}</p>
        </div>
      </section>
      <RestrictedSlot returnTo={title.href}>{children}</RestrictedSlot>
    </div>
  );
}
