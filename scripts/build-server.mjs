// The processes Next does not build (the server, the worker, the cluster launcher, the CLI), compiled once to plain
// JavaScript in .next/streamit/: started with tsx's loader, each start spent ~2.5 s of CPU compiling and resolving
// TypeScript in a loader thread (decision 0024). Packages stay in node_modules; only our own code is bundled.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Packages stay external, as Node's ESM loader will find them: a subpath of a package without an "exports" map
 * (next/server) needs its file's extension there, which tsx and bundlers add by themselves.
 */
const packagesAsNodeFindsThem = {
  name: 'packages-as-node-finds-them',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: spec }) => {
      if (spec.startsWith('@/')) return undefined; // our own code (tsconfig's paths)
      if (spec.startsWith('node:')) return { path: spec, external: true };
      const parts = spec.split('/');
      const name = parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/');
      const subpath = parts.slice(spec.startsWith('@') ? 2 : 1).join('/');
      const dir = path.join('node_modules', name);
      if (!subpath || !fs.existsSync(path.join(dir, 'package.json'))) return { path: spec, external: true };
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (manifest.exports || path.extname(subpath)) return { path: spec, external: true };
      for (const ending of ['.js', '/index.js'])
        if (fs.existsSync(path.join(dir, subpath + ending))) return { path: spec + ending, external: true };
      return { path: spec, external: true };
    });
  },
};

await build({
  entryPoints: { server: 'server.ts', worker: 'worker.ts', cluster: 'cluster/start.ts', cli: 'cli/streamit.ts' },
  outdir: process.env.STREAMIT_BUILD_DIR ?? '.next/streamit',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  plugins: [packagesAsNodeFindsThem],
  sourcemap: 'linked',
  logLevel: 'warning',
});
