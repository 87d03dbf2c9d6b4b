import { StudioPostEditor } from '@/domains/blog/components/StudioPostEditor';
import { StudioPostPicture } from '@/domains/blog/components/StudioPostMedia';
import { studioBlogChoices, studioPost } from '@/domains/blog/studio';
import { setPostPublishing } from '@/domains/blog/studio-actions';
import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { PublishingForm } from '@/ui/PublishingForm';
import { StudioSection } from '@/ui/StudioSection';
import { EditHead, editMetadata, type EditPageProps, editTarget } from '../../edit-page';

/** A post's slug (longer than a title's). */
const isPostSlug = (slug: string) => /^[a-z0-9-]{1,120}$/.test(slug);

export const generateMetadata = editMetadata('Post', studioPost, (p) => p.title, isPostSlug);

/** The post with the authors and categories it can be given (read side by side, once the operator is known). */
async function postAndChoices(slug: string) {
  const [post, choices] = await Promise.all([studioPost(slug), studioBlogChoices()]);
  return post && { post, choices };
}

export default async function StudioPost(props: EditPageProps) {
  const {
    item: { post, choices },
    created,
  } = await editTarget(props, postAndChoices, isPostSlug);
  return (
    <>
      <EditHead
        back={{ href: '/studio/posts', label: 'All posts' }}
        title={post.title}
        created={created && 'Created as a draft. Give it a cover below, then publish it.'}
        public={{ label: 'Its page:', href: post.href }}
      />
      <StudioSection id="post-publishing" heading="Publishing">
        <PublishingForm
          slug={post.slug}
          publishedAt={post.publishedAt?.toISOString() ?? null}
          action={setPostPublishing}
          where="the blog’s lists, its archives, feeds and search"
        />
      </StudioSection>
      <StudioSection id="post-text" heading="Post">
        <StudioPostEditor post={post} choices={choices} />
        <StudioPostPicture slug={post.slug} />
      </StudioSection>
      <StudioSection id="post-cover" heading="Cover">
        <div className="studio-artworks">
          <StudioArtworkForm slug={post.slug} kind="cover" current={post.cover} />
        </div>
      </StudioSection>
    </>
  );
}
