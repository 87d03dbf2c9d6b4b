import { TermIndex } from '../../../domains/catalogue/components/TermIndex';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Genres' };

export default function GenresPage() {
  return <TermIndex kind="genre" heading="Genres" basePath="/genres" />;
}
