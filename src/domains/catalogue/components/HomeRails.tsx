import type { CuratedListSlug } from '@/domains/catalogue/curated';
import { getCuratedList, getCuratedLists } from '@/domains/catalogue/lists';
import { HeroSlider, type HeroPlay } from './HeroSlider';
import type { TitleCard } from '../cards';
import { firstPlay } from '../targets';
import type { PersonalRailName } from '../personal';
import { PersonalRail } from './PersonalRail';
import { Rail } from './Rail';

const MORE: Partial<Record<CuratedListSlug, string>> = {
  'popular-movies': '/movies',
  'latest-movies': '/movies',
  'popular-tv-shows': '/tv-shows',
  'popular-videos': '/videos',
  'latest-videos': '/videos',
};

/** Curated rows that become the viewer's own once they have watched something. */
const PERSONAL: Partial<Record<CuratedListSlug, { rail: PersonalRailName; title: string }>> = {
  suggested: { rail: 'suggested', title: 'Suggested for you' },
  'recommended-movies': { rail: 'recommended', title: 'Recommended for you' },
};

/**
 * A home screen: the big slider, the viewer's own rows (`personal`, client islands), then one rail per curated list
 * (its first twelve), in the order given.
 */
export async function HomeRails({
  heading,
  slider,
  rails,
  personal,
}: {
  /** The page's h1, for screen readers and search engines (the slider's titles are what the eye reads first). */
  heading: string;
  slider: CuratedListSlug;
  rails: CuratedListSlug[];
  personal?: React.ReactNode;
}) {
  const [hero, lists] = await Promise.all([getCuratedList(slider, 8), getCuratedLists(rails, 12)]);
  return (
    <>
      <h1 className="visually-hidden">{heading}</h1>
      {hero && <HeroSlider items={hero.items} plays={await heroPlays(hero.items)} label={hero.name} />}
      <div className="container rails">
        {personal}
        {lists.map((l) => {
          const rail = (
            <Rail key={l.slug} id={l.slug} title={l.name} items={l.items} moreHref={MORE[l.slug]} numbered={l.slug === 'top-10'} />
          );
          const personal = PERSONAL[l.slug];
          return personal ? (
            <PersonalRail key={l.slug} rail={personal.rail} title={personal.title}>
              {rail}
            </PersonalRail>
          ) : (
            rail
          );
        })}
      </div>
    </>
  );
}

/** Each released slide's Play (the Play slot resumes where the viewer is). */
async function heroPlays(items: TitleCard[]): Promise<Map<number, HeroPlay>> {
  const plays = await Promise.all(items.map(async (t) => [t.id, await firstPlay(t)] as const));
  return new Map(plays.flatMap(([id, play]) => (play ? [[id, play] as const] : [])));
}
