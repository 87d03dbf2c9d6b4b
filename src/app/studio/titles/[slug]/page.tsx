import { notFound } from 'next/navigation';
import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { StudioCreditsEditor } from '@/domains/catalogue/components/StudioCreditsEditor';
import { StudioSeasonsEditor } from '@/domains/catalogue/components/StudioSeasonsEditor';
import { StudioTermsForm } from '@/domains/catalogue/components/StudioTermsForm';
import { StudioTitleForm } from '@/domains/catalogue/components/StudioTitleForm';
import { isSlug } from '@/domains/catalogue/cards';
import { formatTarget } from '@/domains/catalogue/playback-target';
import { studioSeasons, studioTitle, studioTitleCredits, studioTitleTerms } from '@/domains/catalogue/studio';
import { StudioVideoUpload } from '@/domains/playback/components/StudioVideoUpload';
import { getPlaybackAsset } from '@/domains/playback/queries';
import { setTitlePublishing } from '@/domains/catalogue/actions';
import { PublishingForm } from '@/ui/PublishingForm';
import { requireStudio, studioMetadata } from '../../gate';
import { EditHead } from '../../edit-head';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string }> }) =>
  studioMetadata('Title', async () => {
    const { slug } = await params;
    return isSlug(slug) ? (await studioTitle(slug))?.name : null;
  });

export default async function StudioTitle({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStudio();
  const { slug } = await params;
  const title = isSlug(slug) ? await studioTitle(slug) : undefined;
  if (!title) notFound();
  const created = (await searchParams).created === '1';
  const [asset, termGroups, credits, seasons] = await Promise.all([
    title.kind === 'tv-show' ? null : getPlaybackAsset(formatTarget({ kind: 'title', id: title.id })),
    studioTitleTerms(title.id, title.kind),
    studioTitleCredits(title.id),
    title.kind === 'tv-show' ? studioSeasons(title.id) : [],
  ]);
  return (
    <>
      <EditHead
        back={{ href: '/studio/titles', label: 'All titles' }}
        title={title.name}
        created={created && 'Created as a draft. Add its artwork and video below, then publish it.'}
        public={{ label: 'Public page:', href: title.href }}
      />
      <section aria-labelledby="publishing-heading" className="studio-panel">
        <h2 id="publishing-heading">Publishing</h2>
        <PublishingForm
          slug={title.slug}
          publishedAt={title.publishedAt?.toISOString() ?? null}
          action={setTitlePublishing}
          where={
            title.restricted
              ? 'Restricted Content, its page, and its watch page for subscribers'
              : 'listings, search, its page and its watch page'
          }
        />
      </section>
      <section aria-labelledby="details-heading" className="studio-panel">
        <h2 id="details-heading">Details</h2>
        <StudioTitleForm
          slug={title.slug}
          kind={title.kind}
          extraOf={title.extraOf}
          name={title.name}
          synopsis={title.synopsis}
          href={title.href}
          releaseDate={title.releaseDate}
          runtimeMinutes={title.runtimeMinutes}
          contentRating={title.contentRating}
          language={title.language}
          restricted={title.restricted}
        />
      </section>
      <section aria-labelledby="terms-heading" className="studio-panel">
        <h2 id="terms-heading">{title.kind === 'video' ? 'Categories' : 'Genres and tags'}</h2>
        <StudioTermsForm slug={title.slug} groups={termGroups} />
      </section>
      <section aria-labelledby="credits-heading" className="studio-panel">
        <h2 id="credits-heading">Cast and crew</h2>
        <StudioCreditsEditor slug={title.slug} credits={credits} />
      </section>
      <section aria-labelledby="artwork-heading" className="studio-panel">
        <h2 id="artwork-heading">Artwork</h2>
        <div className="studio-artworks">
          <StudioArtworkForm slug={title.slug} kind="poster" current={title.posterPath} />
          <StudioArtworkForm slug={title.slug} kind="backdrop" current={title.backdropPath} />
        </div>
      </section>
      {title.kind === 'tv-show' ? (
        <section aria-labelledby="seasons-heading" className="studio-panel">
          <h2 id="seasons-heading">Seasons and episodes</h2>
          <StudioSeasonsEditor slug={title.slug} seasons={seasons} />
        </section>
      ) : (
        <StudioVideoUpload slug={title.slug} watchHref={title.watchHref} hasVideo={!!asset && !asset.demo} />
      )}
    </>
  );
}
