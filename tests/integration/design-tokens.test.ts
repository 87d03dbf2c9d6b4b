import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_TOKENS } from '@/lib/tokens';

// Every colour is a token (a custom property in the global stylesheet's :root), so the appearance customizer can
// change the site's colours in one place; the pages answered outside Next take the same tokens (lib/tokens.ts).

const GLOBAL = path.join('src', 'app', 'globals.css');
const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\b(?:white|black|red|green|blue|gray|grey|yellow|orange|purple|pink|silver)\b/i;

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? stylesheets(full) : e.name.endsWith('.css') ? [full] : [];
  });
}

/** Lines that spell a colour out, as 'file:line: text'. The :root block of the global stylesheet is where they belong. */
export function rawColours(file: string, text: string): string[] {
  const lines = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  let inRoot = false;
  return lines.flatMap((line, i) => {
    // Token blocks: the global stylesheet's rules on :root (the dark scheme, the light one, the colour themes).
    if (file === GLOBAL && /^:root\b[^{]*[{,]\s*$/.test(line)) inRoot = true;
    // Values only: custom property references and property names (white-space) are not colours.
    const values = line.replace(/var\([^)]*\)/g, '').replace(/[\w-]+(?=\s*:)/g, '');
    const found = !inRoot && RAW_COLOUR.test(values);
    if (inRoot && line.startsWith('}')) inRoot = false;
    return found ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('design tokens', () => {
  it('spell no colour out in any stylesheet but in the tokens', () => {
    const files = stylesheets('src');
    expect(files.length).toBeGreaterThan(4);
    expect(files.flatMap((f) => rawColours(f, fs.readFileSync(f, 'utf8')))).toEqual([]);
    // The check itself: a colour in a rule is found, the same in the tokens is not.
    expect(rawColours('src/x.css', '.a {\n  color: #fff;\n}')).toHaveLength(1);
    expect(rawColours(GLOBAL, ':root {\n  --text: #fff;\n}\n.b { border: 1px solid rgb(0 0 0 / 0.5); }')).toEqual([
      `${GLOBAL}:4: .b { border: 1px solid rgb(0 0 0 / 0.5); }`,
    ]);
  });

  it('are the same for pages answered outside Next as in the stylesheet', () => {
    // The default tokens: the rules on :root alone or first in a list (the light scheme and the themes are on :root[…]).
    const root = [...fs.readFileSync(GLOBAL, 'utf8').matchAll(/(?:^|\n):root(?:\s*|,[^{]*)\{([^}]*)\}/g)].map((m) => m[1]).join('\n');
    const declared = Object.fromEntries([...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
    for (const [name, value] of Object.entries(COLOR_TOKENS)) expect({ name, value: declared[name] }).toEqual({ name, value });
  });
});
