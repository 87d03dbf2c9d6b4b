import { pictureMarkdown } from '@/domains/blog/format';
import { describe, expect, it } from 'vitest';
import { markdownText, markdownToHtml, readingMinutes, renderMarkdown } from './markdown';

// What the studio writes is rendered inert: no script, handler, javascript: link, SVG or style reaches a reader.

const html = (markdown: string) => markdownToHtml(markdown).toLowerCase();

describe('Markdown from the studio', () => {
  it('renders what writers use: headings, emphasis, links, lists, quotes, tables, images', () => {
    const out = markdownToHtml(
      '## Behind the scenes\n\nA *quiet* **film**, [on set](https://example.com/set) and [at home](/movies/the-long-haul).\n\n- one\n- two\n\n> A quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![A still](/media/still.jpg)',
    );
    expect(out).toContain('<h2>Behind the scenes</h2>');
    expect(out).toContain('<em>quiet</em> <strong>film</strong>');
    expect(out).toContain('<a href="https://example.com/set">on set</a>');
    expect(out).toContain('<a href="/movies/the-long-haul">at home</a>');
    expect(out).toContain('<li>two</li>');
    expect(out).toContain('<blockquote>');
    expect(out).toContain('<td>2</td>');
    expect(out).toContain('<figure><img src="/media/still.jpg" alt="A still" loading="lazy" decoding="async"></figure>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>\n\nText'],
    ['an event handler', '<img src="x" onerror="alert(1)">\n\n<a href="#" onclick="alert(1)">a</a>'],
    ['a javascript: link', '[click](javascript:alert(1)) [again](JaVaScRiPt:alert(1)) [spaced]( javascript:alert(1))'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![y](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['an SVG payload', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>\n\n<svg onload=alert(1)>'],
    [
      'style injection',
      '<style>body{display:none}</style>\n\n<p style="position:fixed;inset:0">cover</p>\n\n<div style="background:url(javascript:alert(1))">x</div>',
    ],
    ['an iframe and a form', '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name=a></form>'],
    ['a link reference to javascript:', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ])('renders %s inert', (_, markdown) => {
    const out = html(markdown);
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', '<svg', '<style', 'style=', '<iframe', '<form', '<input name'])
      expect(out).not.toContain(bad);
    // (The text of a refused link may stay, as text: only an address in an attribute can run.)
    expect(out).not.toMatch(/(href|src)="\s*(javascript|data):/);
  });

  it('cuts embedded cards out as blocks of their own, in place', () => {
    expect(renderMarkdown('Before.\n\n[[title:the-long-haul]]\n\nBetween.\n\n[[product:long-haul-tee]]')).toEqual([
      { html: '<p>Before.</p>' },
      { embed: { kind: 'title', slug: 'the-long-haul' } },
      { html: '<p>Between.</p>' },
      { embed: { kind: 'product', slug: 'long-haul-tee' } },
    ]);
    // Only a paragraph of its own, with a plain slug, is an embed.
    expect(renderMarkdown('See [[title:the-long-haul]] here.')).toEqual([{ html: '<p>See [[title:the-long-haul]] here.</p>' }]);
    expect(renderMarkdown('[[title:../../etc]]')).toEqual([{ html: '<p>[[title:../../etc]]</p>' }]);
  });

  it('counts the words a reader reads', () => {
    expect(markdownText('## A *title*\n\nSome [linked](https://x.example) text.\n\n[[title:x]]')).toBe('A title Some linked text.');
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});

describe('pictures in the text', () => {
  it('makes a picture alone in its paragraph a figure with its caption, loading lazily, its words escaped', () => {
    const html = markdownToHtml('![The booth, lit](/media/images/blog/booth.webp "Night <b>shift</b> & the \\"old\\" projector")');
    expect(html).toBe(
      '<figure><img src="/media/images/blog/booth.webp" alt="The booth, lit" loading="lazy" decoding="async">' +
        '<figcaption>Night &#x3C;b>shift&#x3C;/b> &#x26; the "old" projector</figcaption></figure>',
    );
    // Without a caption: a figure of the picture alone; in a sentence, the picture stays in it.
    expect(markdownToHtml('![A reel](/media/r.webp)')).toBe(
      '<figure><img src="/media/r.webp" alt="A reel" loading="lazy" decoding="async"></figure>',
    );
    expect(markdownToHtml('Before ![a reel](/media/r.webp) after')).toBe(
      '<p>Before <img src="/media/r.webp" alt="a reel" loading="lazy" decoding="async"> after</p>',
    );
    // Only http(s) and the site's own paths are pictures.
    expect(markdownToHtml('![x](javascript:alert(1))')).not.toContain('javascript');
  });

  it('writes what the studio inserts so that it reads back as the same picture and caption', () => {
    const markdown = pictureMarkdown('/media/images/blog/a.webp', 'Seats [row C]', 'She said "again"');
    expect(markdown).toBe('![Seats \\[row C\\]](/media/images/blog/a.webp "She said \\"again\\"")');
    expect(markdownToHtml(markdown)).toBe(
      '<figure><img src="/media/images/blog/a.webp" alt="Seats [row C]" loading="lazy" decoding="async"><figcaption>She said "again"</figcaption></figure>',
    );
  });
});
