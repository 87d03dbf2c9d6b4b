import { PageSkeleton } from '@/ui/PageSkeleton';

export default function Loading() {
  return <PageSkeleton label="Searching…" />;
}
