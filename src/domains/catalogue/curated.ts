// The curated lists the screens ask for, by slug, with the name an operator sees. Their items are rows
// (curated_list_items), edited by the operator; this is the one list of which lists exist. They are the same for
// every visitor, so none is called "for you": the personal rows (HomeRails' PERSONAL) are.
export const CURATED_LISTS = {
  'big-slider': 'Featured',
  'popular-movies': 'Popular Movies',
  'top-10': 'Top 10 Movies to Watch',
  'latest-movies': 'Latest Movies',
  'upcoming-movies': 'Upcoming Movies',
  'recommended-movies': 'Staff Picks',
  suggested: 'Popular Right Now',
  'top-picks': 'Top Picks This Week',
  trending: 'Trending',
  'movie-slider': 'Movie Highlights',
  'movie-of-the-year': 'Movie of the Year',
  'popular-tv-shows': 'Popular TV Shows',
  'best-of-international-shows': 'Best of International Shows',
  'suggested-tv-shows': 'Suggested Shows',
  'shows-we-recommend': 'Shows We Recommend',
  'tv-show-slider': 'TV Show Highlights',
  'popular-videos': 'Popular Videos',
  'latest-videos': 'Specials & Latest Videos',
  'recommended-videos': 'Featured Videos',
  'video-slider': 'Video Highlights',
  'upcoming-videos': 'Upcoming Videos',
} as const;
export type CuratedListSlug = keyof typeof CURATED_LISTS;
