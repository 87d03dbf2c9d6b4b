import Link from 'next/link';
import { StudioNewTitleForm } from '@/domains/catalogue/components/StudioNewTitleForm';
import { requireStudio } from '../../gate';

export const metadata = { title: 'New title' };

export default async function StudioNewTitle() {
  await requireStudio();
  return (
    <>
      <p>
        <Link href="/studio/titles" prefetch={false}>
          All titles
        </Link>
      </p>
      <h1>New title</h1>
      <p>Start with its details; its poster, backdrop and video come next, on the title’s page here.</p>
      <StudioNewTitleForm />
    </>
  );
}
