import { notFound } from 'next/navigation';
import { pageViewer } from '@/domains/identity/identity';

/** The studio is for operators: anyone else is told there is nothing here (a 404, not a 403). Every page calls it. */
export async function requireStudio() {
  const viewer = await pageViewer();
  if (viewer.role !== 'operator' || viewer.kind !== 'user') notFound();
  return viewer;
}
