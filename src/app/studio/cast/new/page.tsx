import Link from 'next/link';
import { StudioPersonForm } from '@/domains/catalogue/components/StudioPersonForm';
import { requireStudio } from '../../gate';

export const metadata = { title: 'New person' };

export default async function StudioNewPerson() {
  await requireStudio();
  return (
    <>
      <p>
        <Link href="/studio/cast" prefetch={false}>
          All cast &amp; crew
        </Link>
      </p>
      <h1>New person</h1>
      <p>Their portrait and credits come next, on their own page.</p>
      <StudioPersonForm />
    </>
  );
}
