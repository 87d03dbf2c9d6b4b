import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { embeddedCards } from '@/app/blog-embeds';
import { TitleCard } from '@/domains/catalogue/components/TitleCard';
import { BlogListing, BlogTemplate } from '@/domains/blog/components/BlogListing';
import { PostView, type PostSlots } from '@/domains/blog/components/PostView';
import { pagePath, parseBlogPath, type BlogRoute } from '@/domains/blog/paths';
import {
  cachedBlogSidebar,
  cachedListPosts,
  cachedNeighbours,
  cachedRelatedPosts,
  getNewestOfFormat,
  getPost,
  type PostDetail,
} from '@/domains/blog/posts';
import { EmbeddedPlayer } from '@/domains/playback/components/EmbeddedPlayer';
import { ProductCard } from '@/domains/shop/components/ProductCard';
import { shareMetadata } from '@/server/share';
import { Breadcrumb } from '@/ui/Breadcrumb';

// Every page of the blog (SPEC.md's Blog group, the archives and the posts), from one parser of its paths: rendered on
// first request, then cached until a post changes (the blog's tags). Pages are in the path, so each is one URL.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ rest?: string[] }> };

const LAYOUT_NAME = {
  'one-column': 'One Column',
  'two-column': 'Two Column',
  'three-column': 'Three Column',
  'four-column': 'Four Column',
} as const;

function listingTitle(route: Extract<BlogRoute, { kind: 'listing' }>): string {
  const { layout } = route;
  const name =
    layout.kind === 'grid'
      ? `Blog: ${LAYOUT_NAME[layout.name]}`
      : layout.kind === 'sidebar'
        ? `Blog: ${layout.side === 'left' ? 'Left' : 'Right'} Sidebar`
        : 'Blog';
  return route.page > 1 ? `${name}, page ${route.page}` : name;
}

const ARCHIVE_WORD = { category: 'Category', tag: 'Tag', author: 'Author' } as const;
const ARCHIVE_DESCRIPTION = {
  category: (name: string) => `Posts in ${name}, from the StreamIt Journal.`,
  tag: (name: string) => `Posts tagged ${name} in the StreamIt Journal.`,
  author: (name: string) => `Posts by ${name} in the StreamIt Journal.`,
} as const;

/** The post a route shows: by its slug, or the newest of a format for the menu's showcase pages. */
async function postFor(route: BlogRoute): Promise<PostDetail | null> {
  if (route.kind === 'post') return getPost(route.slug);
  if (route.kind === 'showcase') return getNewestOfFormat(route.format);
  return null;
}

async function routeOf(props: Props): Promise<BlogRoute> {
  const route = parseBlogPath((await props.params).rest ?? []);
  if (!route) notFound();
  return route;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = parseBlogPath((await props.params).rest ?? []);
  if (!route) return {};
  const feeds = {
    types: {
      'application/rss+xml': [{ url: '/blogs/feed.xml', title: 'StreamIt Journal' }],
      'application/feed+json': [{ url: '/blogs/feed.json', title: 'StreamIt Journal' }],
    },
  };
  if (route.kind === 'post' || route.kind === 'showcase') {
    const post = await postFor(route);
    if (!post) return {};
    return {
      title: post.title,
      description: post.excerpt,
      alternates: { canonical: post.href, ...feeds },
      ...shareMetadata({
        kind: 'post',
        slug: post.slug,
        title: post.title,
        description: post.excerpt,
        path: post.href,
        type: 'article',
        article: {
          publishedTime: post.publishedAt,
          modifiedTime: post.updatedAt,
          authors: [post.author.name],
          section: post.category.name,
          tags: post.tags.map((t) => t.name),
        },
      }),
    };
  }
  if (route.kind === 'archive') {
    const page = await cachedListPosts({ page: route.page, archive: { kind: route.archive, slug: route.slug } });
    if (!page?.archive) return {};
    const categoryFeed =
      route.archive === 'category'
        ? {
            types: {
              'application/rss+xml': [{ url: `/blogs/category/${route.slug}/feed.xml`, title: `StreamIt Journal: ${page.archive.name}` }],
            },
          }
        : feeds;
    return {
      title: `${page.archive.name}${route.page > 1 ? `, page ${route.page}` : ''} | Blog`,
      description: page.archive.description || ARCHIVE_DESCRIPTION[route.archive](page.archive.name),
      alternates: { canonical: pagePath(route.base, route.page), ...categoryFeed },
    };
  }
  const description = 'The StreamIt Journal: how the films and series were made, interviews, scores, new arrivals and the shop.';
  if (route.kind === 'template') return { title: 'Blog Template', description, alternates: { canonical: '/blogs/template', ...feeds } };
  return { title: listingTitle(route), description, alternates: { canonical: pagePath(route.base, route.page), ...feeds } };
}

/** The cards a post's text names, and the player of a video post: composed here, from the catalogue, shop and playback. */
async function slotsFor(post: PostDetail): Promise<PostSlots> {
  const { titles, products } = await embeddedCards([post]);
  const embeds: PostSlots['embeds'] = {};
  for (const t of titles) embeds[`title:${t.slug}`] = <TitleCard title={t} />;
  for (const p of products) embeds[`product:${p.slug}`] = <ProductCard product={p} />;
  const video = post.media.format === 'video' && post.media.title ? <EmbeddedPlayer slug={post.media.title} /> : undefined;
  return { embeds, video };
}

export default async function Blog(props: Props) {
  const route = await routeOf(props);
  if (route.kind === 'post' || route.kind === 'showcase') {
    const post = await postFor(route);
    if (!post) notFound();
    const [related, neighbours, slots] = await Promise.all([
      cachedRelatedPosts(post.id),
      cachedNeighbours({ id: post.id, publishedAt: post.publishedAt }),
      slotsFor(post),
    ]);
    return <PostView post={post} related={related} neighbours={neighbours} slots={slots} />;
  }
  if (route.kind === 'template') {
    const [page, sidebar] = await Promise.all([cachedListPosts({ page: 1, pageSize: 7 }), cachedBlogSidebar()]);
    if (!page) notFound();
    return (
      <>
        <Breadcrumb title="Blog Template" />
        <BlogTemplate page={page} sidebar={sidebar} />
      </>
    );
  }
  if (route.kind === 'archive') {
    const [page, sidebar] = await Promise.all([
      cachedListPosts({ page: route.page, archive: { kind: route.archive, slug: route.slug } }),
      cachedBlogSidebar(),
    ]);
    if (!page?.archive) notFound();
    return (
      <>
        <Breadcrumb title={`${ARCHIVE_WORD[route.archive]}: ${page.archive.name}`} />
        <BlogListing page={page} layout={{ kind: 'sidebar', side: 'right' }} base={route.base} sidebar={sidebar} archive={page.archive} />
      </>
    );
  }
  const [page, sidebar] = await Promise.all([
    cachedListPosts({ page: route.page }),
    route.layout.kind === 'sidebar' ? cachedBlogSidebar() : Promise.resolve(null),
  ]);
  if (!page) notFound();
  return (
    <>
      <Breadcrumb title={listingTitle(route)} />
      <BlogListing page={page} layout={route.layout} base={route.base} sidebar={sidebar} />
    </>
  );
}
