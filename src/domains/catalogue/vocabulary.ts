// The catalogue's vocabulary (SPEC.md's slugs, "fantacy" spelling included): genres, TV show tags, video categories.

export const MOVIE_GENRES = [
  'action',
  'adventure',
  'animation',
  'comedy',
  'drama',
  'family',
  'fantacy',
  'history',
  'horror',
  'mystery',
  'recommended',
  'sci-fi',
  'space',
  'thriller',
] as const;
export const TV_SHOW_TAGS = ['4k-ultra', 'brother', 'brother-relationship', 'kings', 'music', 'mythology', 'premieres', 'vikings'] as const;
export const VIDEO_CATEGORIES = [
  'action',
  'adventure',
  'animation',
  'comedy',
  'crime',
  'drama',
  'family',
  'fantacy',
  'horror',
  'romance',
  'thriller',
] as const;
export type Genre = (typeof MOVIE_GENRES)[number];
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export type TvShowTag = (typeof TV_SHOW_TAGS)[number];

const TERM_TITLES: Record<string, string> = {
  'sci-fi': 'Sci-Fi',
  fantacy: 'Fantasy',
  '4k-ultra': '4K Ultra',
  'brother-relationship': 'Brother Relationship',
};
export function termTitle(slug: string): string {
  return TERM_TITLES[slug] ?? slug.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
}
