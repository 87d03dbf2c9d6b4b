import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every form works before its app has loaded (issue 40): it posts to the server, or it is a search that GETs by
// design. A form without either is a GET of its fields: a password typed before the app loaded went into the URL.

const SRC = path.resolve('src');

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return componentFiles(full);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Each `<form ...>` opening tag in a file's text, whole (its attributes may hold braces, arrows and `>`). */
export function formTags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(/<form[\s>]/g)) {
    let depth = 0;
    let end = match.index! + 5;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0 && text[end - 1] !== '=') break;
    }
    tags.push(text.slice(match.index, end + 1));
  }
  return tags;
}

/** Why a form tag would send its fields in the address, or undefined when it posts (or is a search). */
export function formFault(tag: string): string | undefined {
  if (/\saction=\{/.test(tag) && !/\smethod="get"/i.test(tag)) return undefined; // a server action (React makes it a POST), or a route with method="post"
  if (/\smethod="post"/i.test(tag)) return undefined;
  if (/\smethod="get"/i.test(tag)) return /\srole="search"/.test(tag) ? undefined : 'GETs without being a search (role="search")';
  return 'has neither method="post" nor an action: before its app loads it is a GET of its fields';
}

describe('forms', () => {
  it('finds the whole opening tag and tells a GET form from a posting one', () => {
    const [tag] = formTags('<form onSubmit={(e) => { if (a > b) go(); }} className="x">\n<input /></form>');
    expect(tag).toBe('<form onSubmit={(e) => { if (a > b) go(); }} className="x">');
    expect(formFault(tag!)).toMatch(/neither/);
    expect(formFault('<form method="get" action="/x">')).toMatch(/search/);
    expect(formFault('<form method="get" role="search" action="/search">')).toBeUndefined();
    expect(formFault('<form action={form.action} onSubmit={form.onSubmit}>')).toBeUndefined();
    expect(formFault('<form method="post" onSubmit={start}>')).toBeUndefined();
  });

  it('every <form> in src posts to the server or is a search', () => {
    const faults = componentFiles(SRC).flatMap((file) =>
      formTags(fs.readFileSync(file, 'utf8')).flatMap((tag) => {
        const fault = formFault(tag);
        return fault ? [`${path.relative(SRC, file)}: ${tag.split('\n')[0]} ${fault}`] : [];
      }),
    );
    expect(faults).toEqual([]);
  });
});
