import { HomeRails } from '../../domains/catalogue/components/HomeRails';

export const dynamic = 'force-dynamic';
export const metadata = { title: { absolute: 'StreamIt: movies, TV shows and videos' } };

export default function OttHome() {
  return (
    <HomeRails
      slider="big-slider"
      rails={['top-10', 'popular-movies', 'latest-movies', 'popular-tv-shows', 'upcoming-movies', 'trending', 'popular-videos', 'recommended-movies', 'top-picks', 'suggested']}
    />
  );
}
