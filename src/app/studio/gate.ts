import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageViewer } from '@/domains/identity/identity';

/** The studio is for operators: anyone else is told there is nothing here (a 404, not a 403). Every page calls it. */
export async function requireStudio() {
  const viewer = await pageViewer();
  if (viewer.role !== 'operator' || viewer.kind !== 'user') notFound();
  return viewer;
}

/** An edit page's browser title names what it edits ("Orbital Decay · Title"), to operators only: anyone else's names nothing. */
export async function studioMetadata(kind: string, name: () => Promise<string | null | undefined>): Promise<Metadata> {
  const viewer = await pageViewer();
  const named = viewer.role === 'operator' && viewer.kind === 'user' ? await name() : null;
  return { title: named ? `${named} · ${kind}` : kind };
}
