import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { StudioCreditsEditor } from '@/domains/catalogue/components/StudioCreditsEditor';
import { StudioSeasonsEditor } from '@/domains/catalogue/components/StudioSeasonsEditor';
import { StudioTermsForm } from '@/domains/catalogue/components/StudioTermsForm';
import { StudioTitleForm } from '@/domains/catalogue/components/StudioTitleForm';
import { formatTarget } from '@/domains/catalogue/playback-target';
import { studioSeasons, studioTitle, studioTitleCredits, studioTitleTerms } from '@/domains/catalogue/studio';
import { StudioVideoUpload } from '@/domains/playback/components/StudioVideoUpload';
import { getPlaybackAsset } from '@/domains/playback/queries';
import { setTitlePublishing } from '@/domains/catalogue/studio-actions';
import { PublishingForm } from '@/ui/PublishingForm';
import { StudioSection } from '@/ui/StudioSection';
import { EditHead, editMetadata, type EditPageProps, editTarget } from '../../edit-page';

export const generateMetadata = editMetadata('Title', studioTitle, (t) => t.name);

export default async function StudioTitle(props: EditPageProps) {
  const { item: title, created } = await editTarget(props, studioTitle);
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
      <StudioSection id="publishing" heading="Publishing">
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
      </StudioSection>
      <StudioSection id="details" heading="Details">
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
      </StudioSection>
      <StudioSection id="terms" heading={title.kind === 'video' ? 'Categories' : 'Genres and tags'}>
        <StudioTermsForm slug={title.slug} groups={termGroups} />
      </StudioSection>
      <StudioSection id="credits" heading="Cast and crew">
        <StudioCreditsEditor slug={title.slug} credits={credits} />
      </StudioSection>
      <StudioSection id="artwork" heading="Artwork">
        <div className="studio-artworks">
          <StudioArtworkForm slug={title.slug} kind="poster" current={title.posterPath} />
          <StudioArtworkForm slug={title.slug} kind="backdrop" current={title.backdropPath} />
        </div>
      </StudioSection>
      {title.kind === 'tv-show' ? (
        <StudioSection id="seasons" heading="Seasons and episodes">
          <StudioSeasonsEditor slug={title.slug} seasons={seasons} />
        </StudioSection>
      ) : (
        <StudioVideoUpload slug={title.slug} watchHref={title.watchHref} hasVideo={!!asset && !asset.demo} />
      )}
    </>
  );
}
