import { notFound } from 'next/navigation';
import { StudioPostEditor } from '@/domains/blog/components/StudioPostEditor';
import { StudioPostPicture } from '@/domains/blog/components/StudioPostMedia';
import { studioBlogChoices, studioPost } from '@/domains/blog/studio';
import { setPostPublishing } from '@/domains/blog/studio-actions';
import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { PublishingForm } from '@/ui/PublishingForm';
import { requireStudio, studioMetadata } from '../../gate';
import { EditHead } from '../../edit-head';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string }> }) =>
  studioMetadata('Post', async () => {
    const { slug } = await params;
    return /^[a-z0-9-]{1,120}$/.test(slug) ? (await studioPost(slug))?.title : null;
  });

export default async function StudioPost({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStudio();
  const { slug } = await params;
  const [post, choices] = await Promise.all([/^[a-z0-9-]{1,120}$/.test(slug) ? studioPost(slug) : undefined, studioBlogChoices()]);
  if (!post) notFound();
  const created = (await searchParams).created === '1';
  return (
    <>
      <EditHead
        back={{ href: '/studio/posts', label: 'All posts' }}
        title={post.title}
        created={created && 'Created as a draft. Give it a cover below, then publish it.'}
        public={{ label: 'Its page:', href: post.href }}
      />
      <section aria-labelledby="post-publishing-heading" className="studio-panel">
        <h2 id="post-publishing-heading">Publishing</h2>
        <PublishingForm
          slug={post.slug}
          publishedAt={post.publishedAt?.toISOString() ?? null}
          action={setPostPublishing}
          where="the blog’s lists, its archives, feeds and search"
        />
      </section>
      <section aria-labelledby="post-text-heading" className="studio-panel">
        <h2 id="post-text-heading">Post</h2>
        <StudioPostEditor post={post} choices={choices} />
        <StudioPostPicture slug={post.slug} />
      </section>
      <section aria-labelledby="post-cover-heading" className="studio-panel">
        <h2 id="post-cover-heading">Cover</h2>
        <div className="studio-artworks">
          <StudioArtworkForm slug={post.slug} kind="cover" current={post.cover} />
        </div>
      </section>
    </>
  );
}
