import { notFound } from 'next/navigation';
import { cachedWatchTarget } from '@/domains/catalogue/targets';
import { watchMetadata, WatchView } from '@/domains/playback/components/WatchView';
import { watchMerchandise } from '@/app/(frontend)/_sections/watch-sections';

// A visitor's watch page (no identity yet): the same for all of them, so cached (server/visitor-pages.ts). `mode`:
// play (asked with ?autoplay=1) or view.
export const revalidate = 3600;
export const dynamicParams = true;
export { generateStaticParams } from '@/domains/catalogue/components/routes';

type Props = { params: Promise<{ mode: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  return watchMetadata(await cachedWatchTarget((await params).slug));
}

export default async function VisitorWatchPage({ params }: Props) {
  const { mode, slug } = await params;
  if (mode !== 'play' && mode !== 'view') notFound();
  const target = await cachedWatchTarget(slug);
  return <WatchView target={target} autoPlay={mode === 'play'} visitor after={watchMerchandise(target)} />;
}
