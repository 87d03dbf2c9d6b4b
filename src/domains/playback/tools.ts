import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// ffmpeg and ffprobe: Debian's packages (scripts/ensure-system.sh installs them when missing), found on PATH.
// Where apt is not available, `npm install @ffmpeg-installer/linux-x64 @ffprobe-installer/linux-x64` (binaries
// inside the packages, 140 MB, so not a dependency of every install) and they are used instead.
function locate(name: 'ffmpeg' | 'ffprobe'): string {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status === 0) return name;
  try {
    const pkg = createRequire(path.join(process.cwd(), 'package.json')).resolve(`@${name}-installer/linux-x64/package.json`);
    const binary = path.join(path.dirname(pkg), name);
    if (fs.existsSync(binary)) return binary;
  } catch {
    /* not installed either: running it will say so */
  }
  return name;
}

export const FFMPEG = locate('ffmpeg');
export const FFPROBE = locate('ffprobe');

export type RunResult = { code: number; stdout: string; stderr: string };

/** Runs a tool to the end; `onLine` sees standard output line by line (ffmpeg's -progress). */
export function run(command: string, args: string[], { onLine, signal }: { onLine?: (line: string) => void; signal?: AbortSignal } = {}) {
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Stopped: kill it, and answer only once it has exited (so nothing writes after the caller cleans up).
    let stopped = false;
    const stop = () => {
      stopped = true;
      child.kill('SIGKILL');
    };
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      stdout += text;
      if (!onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' ? new Error(`${command} is not installed: run scripts/ensure-system.sh (apt-get install ffmpeg).`) : error,
      ),
    );
    child.on('close', (code) => {
      signal?.removeEventListener('abort', stop);
      if (stopped) reject(new Error(`${command} was stopped`));
      else resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

export type ProbedStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
};
export type Probed = { streams?: ProbedStream[]; format?: { duration?: string; format_name?: string } };

/** ffprobe's JSON of a file's container and streams (local files only: a playlist cannot make it fetch a URL). */
export async function ffprobe(file: string): Promise<{ code: number; info: Probed | undefined; stderr: string }> {
  const { code, stdout, stderr } = await run(FFPROBE, [
    ...['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  return { code, info: code === 0 ? (JSON.parse(stdout) as Probed) : undefined, stderr };
}
