import { HomeRails } from '../../../domains/catalogue/components/HomeRails';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Home' };

export default function Home() {
  return (
    <HomeRails
      slider="movie-slider"
      rails={['latest-movies', 'suggested', 'movie-of-the-year', 'best-of-international-shows', 'shows-we-recommend', 'latest-videos', 'recommended-videos', 'upcoming-videos']}
    />
  );
}
