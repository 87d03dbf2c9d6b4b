import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules of DESIGN.md, checked on every import in src/.
const SRC = path.resolve('src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(full);
    // Tests beside the code may cross any boundary to set up what they check: the rules are for the code.
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(type\s)?(?:[^'"]*?from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSpec(file: string, spec: string): string {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.relative(SRC, path.resolve(path.dirname(file), spec));
  return spec;
}

/** Every module a file imports, as a path relative to src/ ('db/client', 'domains/catalogue/schema'), or the package name. */
export function importsOf(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(IMPORT)].map((m) => resolveSpec(file, m[2] ?? m[3]!));
}

/** The modules a file imports for their values (`import type` is erased and left out). */
function valueImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].filter((m) => !m[1]).map((m) => resolveSpec(file, m[2] ?? m[3]!));
}

const texts = new Map(sourceFiles(SRC).map((file) => [path.relative(SRC, file), fs.readFileSync(file, 'utf8')]));
const files = [...texts.keys()].map((file) => ({ file, imports: importsOf(path.join(SRC, file), texts.get(file)) }));
/** The source file an import names ('ui/Header' -> 'ui/Header.tsx'), or undefined for a package or a stylesheet. */
const fileOf = (imported: string) => ['', '.ts', '.tsx', '.mjs'].map((ext) => imported + ext).find((f) => texts.has(f));
const directive = (file: string) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use (client|server)['"]/.exec(texts.get(file) ?? '')?.[1];

/** The import cycles among files (strongly connected groups of more than one file, or a file importing itself). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1 || graph.get(v)?.includes(v)) cycles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Packages and modules whose values exist only on the server: a client module must never load one. */
const SERVER_ONLY =
  /^(node:|next\/headers$|next\/cache$|server-only$|pg$|drizzle-orm|@electric-sql\/|sharp$|oidc-provider$|openid-client$|nodemailer$|@node-rs\/|pg-boss$|@aws-sdk\/|config$|db\/)/;

/** Where a client module's values lead to a forbidden module: 'ui/A.tsx -> ui/b.ts -> db/client'. */
export function reachOf(start: string, forbidden: RegExp): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of valueImportsOf(path.join(SRC, file), texts.get(file) ?? '')) {
      if (forbidden.test(imported)) {
        found.push([...trail, imported].join(' -> '));
        continue;
      }
      const target = fileOf(imported);
      // A server action module crosses to the client as references to its functions, not as its code.
      if (target && directive(target) !== 'server') walk(target, [...trail, target]);
    }
  };
  walk(start, [start]);
  return found;
}
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

  it('keeps the plumbing free of domains: server/, ui/, jobs/ and lib/ import none (registries invert it)', () => {
    // db/ gathers the domains' tables and demo seeds for Drizzle and the seed (schema.ts, seed.ts): its registries.
    const registry = (f: string) => ['db/schema.ts', 'db/seed.ts'].includes(f.split(path.sep).join('/'));
    expect(breaches((f, i) => ['server', 'ui', 'jobs', 'lib', 'db'].includes(area(f)) && !registry(f) && area(i) === 'domains')).toEqual(
      [],
    );
  });

  it('has no import cycles between files', () => {
    const graph = new Map(files.map(({ file, imports }) => [file, imports.flatMap((i) => fileOf(i) ?? [])]));
    expect(cyclesOf(graph)).toEqual([]);
    // The check itself: a loop of three files is found.
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('lets no domain’s components import another domain’s components (app/ composes them through slots)', () => {
    const components = (p: string) => p.split(path.sep)[2] === 'components';
    expect(breaches((f, i) => !!domainOf(f) && !!domainOf(i) && domainOf(f) !== domainOf(i) && components(f) && components(i))).toEqual([]);
  });

  it('never lets a client module load server-only code', () => {
    const clients = files.filter(({ file }) => directive(file) === 'client');
    expect(clients.length).toBeGreaterThan(10);
    expect(clients.flatMap(({ file }) => reachOf(file, SERVER_ONLY))).toEqual([]);
  });

  it('keeps next/image out of the browser: client modules show images with ui/FixedImage (4 kB of first-load JS)', () => {
    const clients = files.filter(({ file }) => directive(file) === 'client');
    expect(clients.flatMap(({ file }) => reachOf(file, /^next\/image$/))).toEqual([]);
  });

  it('keeps zod out of the browser: client modules import only the types of a schema (zod is 30 kB of first-load JS)', () => {
    const clients = files.filter(({ file }) => directive(file) === 'client');
    expect(clients.flatMap(({ file }) => reachOf(file, /^zod$/))).toEqual([]);
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

  it('registers every module that defines operator actions (the control endpoint, the CLI and the refusal tests walk them)', () => {
    const registered = new Set(files.find((f) => f.file === 'register.ts')!.imports.map(fileOf));
    const defining = [...texts]
      .filter(([file, text]) => !/\.test\.tsx?$/.test(file) && /defineOperatorAction\(\{/.test(text))
      .map(([file]) => file);
    expect(defining.length).toBeGreaterThan(5);
    expect(defining.filter((file) => !registered.has(file))).toEqual([]);
  });

  it('keeps every operator action in its domain’s studio-actions modules, and only operator actions there', () => {
    const isStudioActions = (file: string) => !!domainOf(file) && /^studio(-[a-z]+)?-actions\.ts$/.test(path.basename(file));
    const code = [...texts].filter(([file]) => !/\.test\.tsx?$/.test(file));
    const defining = code.filter(([, text]) => /defineOperatorAction\(\{/.test(text)).map(([file]) => file);
    expect(defining.length).toBeGreaterThan(5);
    expect(defining.filter((file) => !isStudioActions(file))).toEqual([]);
    // A visitor's action (defineAction) in a studio module would be called from the studio's pages only by chance.
    expect(code.filter(([file, text]) => isStudioActions(file) && /\bdefineAction\(\{/.test(text)).map(([file]) => file)).toEqual([]);
  });

  it('gives every domain a CONTEXT.md that names each of its tables', () => {
    const domains = fs.readdirSync(path.join(SRC, 'domains'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(domains.length).toBeGreaterThan(6);
    const missing = domains.flatMap(({ name }) => {
      const dir = path.join(SRC, 'domains', name);
      const context = path.join(dir, 'CONTEXT.md');
      if (!fs.existsSync(context)) return [`${name}: no CONTEXT.md`];
      const text = fs.readFileSync(context, 'utf8');
      const schemas = [path.join(dir, 'schema.ts'), path.join(dir, 'issuer', 'schema.ts')].filter((f) => fs.existsSync(f));
      const tables = schemas.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]!));
      return tables.filter((t) => !text.includes(`\`${t}\``)).map((t) => `${name}: table ${t} not named`);
    });
    expect(missing).toEqual([]);
  });

  it('reaches into Next’s internals from server/next-internals/ only, where the canary checks each reach (decision 0032)', () => {
    const fenced = (f: string) => f.startsWith(path.join('server', 'next-internals') + path.sep);
    expect(breaches((f, i) => i.startsWith('next/dist/') && !fenced(f))).toEqual([]);
    // Next's private variables and its error texts too: named in the fenced folder only.
    const named = [...texts].filter(([file, text]) => !fenced(file) && /__NEXT_PRIVATE|Invariant: incrementalCache/.test(text));
    expect(named.map(([file]) => file)).toEqual([]);
  });

  it('reads the environment in src/config.ts only (tests beside the code too: theirs goes through tests/helpers/env.ts)', () => {
    const everyFile = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? everyFile(full) : /\.(ts|tsx|mjs)$/.test(e.name) ? [path.relative(SRC, full)] : [];
      });
    const readers = everyFile(SRC).filter(
      (file) => file !== 'config.ts' && /process\.env\b/.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});
