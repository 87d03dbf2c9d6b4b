import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isSlug } from '@/domains/catalogue/cards';
import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { StudioEpisodeForm } from '@/domains/catalogue/components/StudioEpisodeForm';
import { formatTarget } from '@/domains/catalogue/playback-target';
import { studioEpisode } from '@/domains/catalogue/studio';
import { StudioVideoUpload } from '@/domains/playback/components/StudioVideoUpload';
import { getPlaybackAsset } from '@/domains/playback/queries';
import { requireStudio, studioMetadata } from '../../../../gate';
import { StudioSection } from '@/ui/StudioSection';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string; code: string }> }) =>
  studioMetadata('Episode', async () => {
    const { slug, code } = await params;
    const match = /^s([1-9]\d{0,2})e([1-9]\d{0,2})$/.exec(code);
    const episode = match && isSlug(slug) ? await studioEpisode(slug, Number(match[1]), Number(match[2])) : undefined;
    return episode && `${episode.showName} S${episode.season}E${episode.number}`;
  });

export default async function StudioEpisode({ params }: { params: Promise<{ slug: string; code: string }> }) {
  await requireStudio();
  const { slug, code } = await params;
  const match = /^s([1-9]\d{0,2})e([1-9]\d{0,2})$/.exec(code);
  const episode = match && isSlug(slug) ? await studioEpisode(slug, Number(match[1]), Number(match[2])) : undefined;
  if (!episode) notFound();
  const asset = await getPlaybackAsset(formatTarget({ kind: 'episode', id: episode.id }));
  return (
    <>
      <p>
        <Link href={`/studio/titles/${slug}`} prefetch={false}>
          {episode.showName}
        </Link>
      </p>
      <h1>
        {episode.showName}, season {episode.season} episode {episode.number}: {episode.name}
      </h1>
      <StudioSection id="episode-details" heading="Details">
        <StudioEpisodeForm
          slug={slug}
          season={episode.season}
          episode={episode.number}
          name={episode.name}
          synopsis={episode.synopsis}
          runtimeMinutes={episode.runtimeMinutes}
          releaseDate={episode.releaseDate}
        />
      </StudioSection>
      <StudioSection id="still" heading="Still">
        <div className="studio-artworks">
          <StudioArtworkForm
            slug={slug}
            kind="still"
            current={episode.stillPath}
            fields={{ season: String(episode.season), episode: String(episode.number) }}
          />
        </div>
      </StudioSection>
      <StudioVideoUpload
        slug={slug}
        season={episode.season}
        episode={episode.number}
        watchHref={episode.watchHref}
        hasVideo={!!asset && !asset.demo}
      />
    </>
  );
}
