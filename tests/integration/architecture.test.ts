import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules of DESIGN.md, checked on every import in src/.
const SRC = path.resolve('src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** Every module a file imports, as a path relative to src/ ('db/client', 'domains/catalogue/schema'), or the package name. */
export function importsOf(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]!);
  return specs.map((spec) => {
    if (spec.startsWith('@/')) return spec.slice(2);
    if (spec.startsWith('.')) return path.relative(SRC, path.resolve(path.dirname(file), spec));
    return spec;
  });
}

const files = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), imports: importsOf(file) }));
const area = (p: string) => p.split(path.sep)[0]!;
const domainOf = (p: string) => (p.startsWith(`domains${path.sep}`) ? p.split(path.sep)[1] : undefined);

function breaches(rule: (file: string, imported: string) => boolean): string[] {
  return files.flatMap(({ file, imports }) => imports.filter((i) => rule(file, i)).map((i) => `${file} imports ${i}`));
}

describe('the architecture', () => {
  it('reads the imports it checks', () => {
    expect(
      importsOf(
        path.join(SRC, 'app/x/page.tsx'),
        "import { a } from '@/db/client';\nimport b from '../../ui/Header';\nimport './globals.css';\nconst c = await import('sharp');",
      ),
    ).toEqual(['db/client', 'ui/Header', path.join('app', 'x', 'globals.css'), 'sharp']);
    expect(files.length).toBeGreaterThan(30);
  });

  it('keeps shared UI free of domains and the database', () => {
    expect(breaches((f, i) => area(f) === 'ui' && ['domains', 'db', 'server'].includes(area(i)))).toEqual([]);
  });

  it('keeps the server layer free of UI and routes', () => {
    expect(breaches((f, i) => area(f) === 'server' && ['ui', 'app'].includes(area(i)))).toEqual([]);
  });

  it('lets only domains touch the database: routes call a domain, never db/ or a schema', () => {
    expect(breaches((f, i) => area(f) === 'app' && (area(i) === 'db' || /schema$/.test(i)))).toEqual([]);
    expect(breaches((f, i) => area(f) === 'domains' && area(i) === 'app')).toEqual([]);
  });

  it('never lets one domain write another domain’s tables', () => {
    // A domain's schema may name another's table for a foreign key; nothing else of a domain may touch it.
    const foreignKey = (f: string, i: string) => /schema\.ts$/.test(f) && /schema$/.test(i);
    expect(
      breaches(
        (f, i) => !!domainOf(f) && !!domainOf(i) && domainOf(f) !== domainOf(i) && /(schema|actions|demo)/.test(i) && !foreignKey(f, i),
      ),
    ).toEqual([]);
  });

  it('reads the environment in src/config.ts only', () => {
    const readers = files.filter(
      ({ file }) => file !== 'config.ts' && /process\.env\b/.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(readers.map((r) => r.file)).toEqual([]);
  });
});
