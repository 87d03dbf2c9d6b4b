import Link from 'next/link';
import { StudioPostEditor } from '@/domains/blog/components/StudioPostEditor';
import { studioBlogChoices } from '@/domains/blog/studio';
import { requireStudio } from '../../gate';

export const metadata = { title: 'New post' };

export default async function StudioNewPost() {
  await requireStudio();
  const choices = await studioBlogChoices();
  return (
    <>
      <p>
        <Link href="/studio/posts" prefetch={false}>
          All posts
        </Link>
      </p>
      <h1>New post</h1>
      <p>It starts as a draft: give it a cover on its page, then publish it or set its time.</p>
      <StudioPostEditor choices={choices} />
    </>
  );
}
