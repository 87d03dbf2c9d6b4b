import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../cluster/ports';

// A PostgreSQL primary and a streaming replica of it, each a server of its own in a temporary folder (initdb,
// pg_basebackup -R), from the machine's PostgreSQL binaries; run as the postgres user when the tests run as root.

export type ReplicatedPostgres = { primary: string; replica: string; stop: () => void };

function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const version = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(root, version, 'bin') : null;
}

const asRoot = process.getuid?.() === 0;
/** Whether this machine can run the pair (PostgreSQL's server binaries, and a postgres user when root). */
export const canReplicate = () => !!binaries() && (!asRoot || fs.readFileSync('/etc/passwd', 'utf8').includes('\npostgres:'));

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const bin = binaries()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const server = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const stop = () => {
    for (const data of [replica, primary])
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* not running */
      }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', ['-D', primary, '-l', `${primary}.log`, '-w', '-o', server(primaryPort), 'start']);
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream']);
    run('pg_ctl', ['-D', replica, '-l', `${replica}.log`, '-w', '-o', server(replicaPort), 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    primary: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replica: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}
