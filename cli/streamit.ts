// StreamIt operator CLI: npm run cli -- <command>. Uses the same configuration as the server.
import { z } from 'zod';
import { config } from '@/config';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { seedDemo } from '@/db/seed';
import { countCatalogue, listPeople } from '@/domains/catalogue/queries';
import { searchCatalogue } from '@/domains/catalogue/search';

const USAGE = `usage: npm run cli -- <command>
  migrate          apply pending migrations to the configured database
  seed             migrate, then add the demo catalogue if the database is empty
  stats            count titles by kind and people
  search <text>    full-text search, as the site runs it
The embedded database belongs to one process: stop the server first, or set DATABASE_URL.`;

const command = z.discriminatedUnion('name', [
  z.object({ name: z.literal('migrate') }),
  z.object({ name: z.literal('seed') }),
  z.object({ name: z.literal('stats') }),
  z.object({ name: z.literal('search'), text: z.string().trim().min(1, 'search needs some text') }),
]);

async function open(init?: (db: Handle['db']) => Promise<void>): Promise<Handle> {
  const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL, init } : { dir: config.pgliteDir, init });
  installDatabase(handle);
  return handle;
}

async function main(argv: string[]) {
  const parsed = command.safeParse({ name: argv[0], text: argv.slice(1).join(' ') });
  if (!parsed.success) {
    console.error(argv[0] ? `${parsed.error.issues[0]?.message}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const cmd = parsed.data;
  const handle = await open(cmd.name === 'seed' ? (db) => seedDemo(db, config.mediaDir) : undefined);
  try {
    if (cmd.name === 'migrate' || cmd.name === 'seed') console.log(`${cmd.name}: done (${handle.kind})`);
    if (cmd.name === 'seed' || cmd.name === 'stats') {
      const counts = await countCatalogue();
      const { total } = await listPeople(1, 1);
      console.log(
        `movies ${counts.movie}, tv shows ${counts['tv-show']}, videos ${counts.video}, restricted (18+) ${counts.restricted}, people ${total}`,
      );
    }
    if (cmd.name === 'search') {
      const results = await searchCatalogue(cmd.text);
      for (const t of results.titles) console.log(`${t.kind.padEnd(8)} ${t.name}  ${t.href}`);
      for (const p of results.people) console.log(`person   ${p.name}  /cast/${p.slug}`);
      for (const t of results.terms) console.log(`${t.kind.padEnd(8)} ${t.title}  ${t.href}`);
      if (!results.titles.length && !results.people.length && !results.terms.length) console.log('no results');
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
