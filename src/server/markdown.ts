import type { Root, RootContent } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Markdown written by the studio (posts, the site's pages, FAQ answers) as HTML that is safe to put in a page: parsed
// by remark, raw HTML in it dropped (never passed through), and what remains cleaned by rehype-sanitize's GitHub
// schema, so scripts, event handlers, `javascript:` links, inline SVG and style attributes cannot reach a reader.

/** A card of the catalogue or the shop in a post: written as a paragraph of its own, `[[title:slug]]` or `[[product:slug]]`. */
export type Embed = { kind: 'title' | 'product'; slug: string };
export type MarkdownBlock = { html: string } | { embed: Embed };

const EMBED = /^\[\[(title|product):([a-z0-9]+(?:-[a-z0-9]+)*)\]\]$/;

// GitHub's schema, less what a studio's text never needs (inputs of task lists stay, disabled, as GFM writes them),
// and a picture's figure with its caption.
const schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption'],
  attributes: { ...defaultSchema.attributes, img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding'] },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[]; value?: string };

/**
 * A picture alone in its paragraph, with a title (`![alt](src "caption")`), is a figure with that caption; every
 * picture loads lazily (a post's text is below its cover).
 */
function pictureFigures() {
  const visit = (node: HastNode) => {
    node.children = node.children?.map((child) => {
      if (child.type === 'element' && child.tagName === 'img')
        child.properties = { ...child.properties, loading: 'lazy', decoding: 'async' };
      const only = child.children?.filter((c) => !(c.type === 'text' && !c.value?.trim()));
      const img = only?.length === 1 && only[0]!.tagName === 'img' ? only[0]! : undefined;
      if (child.tagName !== 'p' || !img) return (visit(child), child);
      const caption = typeof img.properties?.title === 'string' ? img.properties.title : '';
      const { title: _title, ...properties } = img.properties ?? {};
      const picture = { ...img, properties: { ...properties, loading: 'lazy', decoding: 'async' } };
      return {
        type: 'element',
        tagName: 'figure',
        properties: {},
        children: caption
          ? [picture, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }]
          : [picture],
      };
    });
  };
  return (tree: HastNode) => visit(tree);
}

const toHtml = unified().use(remarkRehype).use(pictureFigures).use(rehypeSanitize, schema).use(rehypeStringify);
const parser = unified().use(remarkParse).use(remarkGfm);

const plain = (node: RootContent): string =>
  'value' in node ? String(node.value) : 'children' in node ? (node.children as RootContent[]).map(plain).join('') : '';

function embedOf(node: RootContent): Embed | undefined {
  if (node.type !== 'paragraph') return undefined;
  const match = EMBED.exec(plain(node).trim());
  return match ? { kind: match[1] as Embed['kind'], slug: match[2]! } : undefined;
}

/** The Markdown as blocks of clean HTML, with the embedded cards between them in their places. */
export function renderMarkdown(markdown: string): MarkdownBlock[] {
  const tree = parser.parse(markdown) as Root;
  const blocks: MarkdownBlock[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (!run.length) return;
    const html = toHtml.stringify(toHtml.runSync({ type: 'root', children: run }) as never);
    if (html.trim()) blocks.push({ html });
    run = [];
  };
  for (const node of tree.children) {
    const embed = embedOf(node);
    if (embed) {
      flush();
      blocks.push({ embed });
    } else run.push(node);
  }
  flush();
  return blocks;
}

/** The Markdown as one piece of clean HTML (embeds left as their text): feeds, FAQ answers, the site's pages. */
export function markdownToHtml(markdown: string): string {
  return renderMarkdown(markdown)
    .map((block) => ('html' in block ? block.html : `<p>[[${block.embed.kind}:${block.embed.slug}]]</p>`))
    .join('\n');
}

/** The words a reader reads (for reading time and excerpts): the Markdown's text without its marks. */
export function markdownText(markdown: string): string {
  return (parser.parse(markdown) as Root).children
    .filter((node) => !embedOf(node))
    .map(plain)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 220 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdownText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
