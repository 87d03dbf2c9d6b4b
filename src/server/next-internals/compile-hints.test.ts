import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hlsScript } from '@/domains/playback/hls-script';
// @ts-expect-error: a plain script of the build, without types
import { COMPILE_HINT as SCRIPT_HINT, markChunks } from './compile-hints.mjs';

// The build's step that marks the app's chunks for eager compilation (decision 0031), and hls.js as the server sends it.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('compile hints', () => {
  it('marks every chunk once, in subfolders too, and leaves what follows the mark as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-hints-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'app'));
    fs.writeFileSync(path.join(dir, 'a.js'), '(globalThis.TURBOPACK||[]).push([1])');
    fs.writeFileSync(path.join(dir, 'app', 'b.js'), 'console.log(2)');
    fs.writeFileSync(path.join(dir, 'c.css'), 'a{color:red}');
    expect(markChunks(dir)).toEqual({ marked: 2, already: 0 });
    expect(markChunks(dir)).toEqual({ marked: 0, already: 2 });
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`);
    expect(fs.readFileSync(path.join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(2)`);
    expect(fs.readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('a{color:red}');
  });

  it('is the magic comment V8 reads on a file’s first line, the same for the chunks and for hls.js', () => {
    expect(SCRIPT_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(COMPILE_HINT).toBe(SCRIPT_HINT);
    const body = hlsScript().body.toString('utf8');
    expect(body.startsWith(COMPILE_HINT)).toBe(true);
    expect(body).toContain('Hls');
  });
});
