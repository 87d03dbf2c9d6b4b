// Deterministic demo content: the same catalogue on every machine, generated, nothing downloaded.

export const MOVIE_GENRES = [
  'action', 'adventure', 'animation', 'comedy', 'drama', 'family', 'fantacy', 'history', 'horror', 'mystery',
  'recommended', 'sci-fi', 'space', 'thriller',
] as const;
export const TV_SHOW_TAGS = [
  '4k-ultra', 'brother', 'brother-relationship', 'kings', 'music', 'mythology', 'premieres', 'vikings',
] as const;
export const VIDEO_CATEGORIES = [
  'action', 'adventure', 'animation', 'comedy', 'crime', 'drama', 'family', 'fantacy', 'horror', 'romance', 'thriller',
] as const;
export const DESIGNATIONS = [
  'Acting', 'Acting', 'Acting', 'Directing', 'Writing', 'Production', 'Art', 'Editing', 'Sound', 'Camera',
  'Acting , Directing', 'Writing , Directing', 'Acting , Production',
] as const;

const TERM_TITLES: Record<string, string> = {
  'sci-fi': 'Sci-Fi', fantacy: 'Fantasy', '4k-ultra': '4K Ultra', 'brother-relationship': 'Brother Relationship',
};
export function termTitle(slug: string): string {
  return TERM_TITLES[slug] ?? slug.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
}

/** mulberry32: a tiny seeded PRNG so the demo is identical on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    sample: <T,>(xs: readonly T[], n: number): T[] => {
      const copy = [...xs];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
export type Rng = ReturnType<typeof prng>;

export function slugify(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const ADJECTIVES = [
  'Crimson', 'Silent', 'Broken', 'Golden', 'Hidden', 'Last', 'Frozen', 'Burning', 'Electric', 'Midnight', 'Wild',
  'Distant', 'Iron', 'Velvet', 'Shattered', 'Forgotten', 'Restless', 'Hollow', 'Scarlet', 'Savage', 'Quiet',
  'Endless', 'Northern', 'Neon', 'Sunken', 'Twisted', 'Lonely', 'Brave', 'Secret', 'Fallen',
];
const NOUNS = [
  'Horizon', 'Kingdom', 'Echo', 'River', 'Empire', 'Signal', 'Harbor', 'Orbit', 'Frontier', 'Garden', 'Shadow',
  'Voyage', 'Crown', 'Tide', 'Legacy', 'Storm', 'Machine', 'Island', 'Promise', 'Mirror', 'Lantern', 'Citadel',
  'Compass', 'Wolves', 'Summit', 'Station', 'Archive', 'Desert', 'Engine', 'Throne',
];
const PLACES = ['Lisbon', 'Oslo', 'Nairobi', 'Kyoto', 'Lima', 'Reykjavik', 'Marrakesh', 'Glasgow', 'Hanoi', 'Quebec'];
const VIDEO_SUBJECTS = [
  'Behind the Scenes', 'Stunt Breakdown', 'Director Interview', 'Making the Score', 'Costume Diaries',
  'Set Tour', 'Cast Q&A', 'Visual Effects Reel', 'Location Scout', 'First Look',
];
const PLOT_OPENINGS = [
  'When a long-buried secret resurfaces,', 'After a storm cuts the town off from the world,',
  'On the eve of a royal wedding,', 'Three years after the last expedition vanished,',
  'In a city that never sleeps,', 'When an old letter arrives a decade too late,',
  'Stranded on a research station at the edge of the map,', 'During the coldest winter on record,',
];
const PLOT_HEROES = [
  'a retired detective', 'two estranged brothers', 'a young pilot', 'a reluctant heir', 'an exiled queen',
  'a street musician', 'a marine biologist', 'a small-town teacher', 'a disgraced chef', 'a rookie astronaut',
];
const PLOT_TURNS = [
  'must confront the past before it destroys everything they love.',
  'race against time to uncover the truth behind a string of disappearances.',
  'discover that the map they have been following leads somewhere no one returns from.',
  'are drawn into a conspiracy that reaches the highest halls of power.',
  'learn that the only way home is through the heart of the storm.',
  'find an unlikely family in the last place they expected.',
];
const FIRST_NAMES = [
  'Ava', 'Liam', 'Maya', 'Noah', 'Zara', 'Ethan', 'Lena', 'Omar', 'Iris', 'Mateo', 'Nora', 'Kenji', 'Sofia', 'Arjun',
  'Elena', 'Tomas', 'Amara', 'Felix', 'Hana', 'Diego', 'Freya', 'Luca', 'Priya', 'Jonah', 'Ines', 'Rafael', 'Mei',
  'Caleb', 'Yara', 'Oscar',
];
const LAST_NAMES = [
  'Hart', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Alvarez', 'Novak', 'Castellanos', 'Brennan', 'Haddad', 'Kowalski',
  'Sato', 'Fischer', 'Mensah', 'Rossi', 'Duarte', 'Kaur', 'Whitaker', 'Petrov', 'Nakamura', 'Sandoval', 'Ibrahim',
  'Quinn', 'Laurent', 'Bergstrom', 'Achebe', 'Romero', 'Walsh', 'Varga', 'Delacroix',
];
const BIRTH_PLACES = [
  'London, England, UK', 'Lagos, Nigeria', 'Stockholm, Sweden', 'Lyon, France', 'Osaka, Japan', 'Seville, Spain',
  'Prague, Czech Republic', 'Toronto, Canada', 'Mumbai, India', 'Melbourne, Australia', 'Chicago, Illinois, USA',
  'Accra, Ghana', 'Naples, Italy', 'Porto, Portugal', 'Seoul, South Korea',
];
const CHARACTERS = [
  'Captain Reyes', 'Dr. Vale', 'The Stranger', 'Mira', 'Agent Cole', 'Old Tom', 'Queen Astrid', 'Jax', 'Professor Lind',
  'Sergeant Oduya', 'Nadia', 'The Narrator', 'King Harald', 'Young Elias', 'Inspector Bly', 'Rosa',
];
const CREW_JOBS = ['Director', 'Writer', 'Producer', 'Editor', 'Director of Photography', 'Composer', 'Production Designer', 'Sound Designer'];
const RATINGS = ['G', 'PG', 'PG-13', 'PG-13', 'R'];

export function plot(rng: Rng): string {
  return `${rng.pick(PLOT_OPENINGS)} ${rng.pick(PLOT_HEROES)} ${rng.pick(PLOT_TURNS)}`;
}

export function uniqueNames(rng: Rng, count: number, make: (rng: Rng) => string): string[] {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(make(rng));
  return [...seen];
}

export const makeTitleName = (rng: Rng) => {
  const form = rng.int(0, 3);
  if (form === 0) return `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  if (form === 1) return `${rng.pick(NOUNS)} of ${rng.pick(PLACES)}`;
  if (form === 2) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  return `Beyond the ${rng.pick(NOUNS)}`;
};
export const makeVideoName = (rng: Rng) => `${rng.pick(VIDEO_SUBJECTS)}: ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
export const makePersonName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

export const demo = { BIRTH_PLACES, CHARACTERS, CREW_JOBS, RATINGS, FIRST_NAMES, LAST_NAMES };
