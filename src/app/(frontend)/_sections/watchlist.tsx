import type { TitleCard } from '@/domains/catalogue/cards';
import { CardFacts, TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { firstPlay } from '@/domains/catalogue/targets';
import { PlaySlot } from '@/ui/slots';
import { getCuratedList } from '@/domains/catalogue/lists';
import { WatchlistPage } from '@/domains/library/components/WatchlistPage';

/** The watchlist page with the catalogue's parts: each title's facts and Play, and editors' picks when it is empty. */
export function Watchlist({ title, path }: { title: string; path: string }) {
  return (
    <WatchlistPage
      title={title}
      path={path}
      facts={(t) => <CardFacts title={t} />}
      play={(t) => <RowPlay title={t} />}
      suggestions={<EditorsPicks />}
    />
  );
}

/** Play from the watchlist: a movie or video itself, a show's first episode (Resume where the viewer is). */
async function RowPlay({ title }: { title: TitleCard }) {
  const play = await firstPlay(title);
  return play && <PlaySlot titleId={title.id} name={title.name} {...play} />;
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
