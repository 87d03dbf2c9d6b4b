import { CardFacts, TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { getCuratedList } from '@/domains/catalogue/lists';
import { WatchlistPage } from '@/domains/library/components/WatchlistPage';

/** The watchlist page with the catalogue's parts: each title's facts, and editors' picks when it is empty. */
export function Watchlist({ title, path }: { title: string; path: string }) {
  return <WatchlistPage title={title} path={path} facts={(t) => <CardFacts title={t} />} suggestions={<EditorsPicks />} />;
}

async function EditorsPicks() {
  const picks = await getCuratedList('top-picks', 12);
  if (!picks?.items.length) return null;
  return (
    <section aria-labelledby="picks-heading">
      <h2 id="picks-heading">Our editors would watch next</h2>
      <TitleGrid items={picks.items} label="Editors' picks" />
    </section>
  );
}
