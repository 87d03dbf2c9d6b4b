import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorActions } from './action';
import { SYSTEM, VISITOR, type Viewer } from './viewer';

// Every operator action (the studio's, the CLI's) is refused as "not found" to anyone but an operator, before its
// input is read. The list comes from the registry, after loading every file that defines one: a new action is in it.

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const defining = sourceFiles('src').filter(
  (file) => file !== path.join('src', 'server', 'action.ts') && /defineOperatorAction\(/.test(fs.readFileSync(file, 'utf8')),
);
const declaredNames = defining.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/defineOperatorAction\(\{\s*name: '(\w+)'/g)].map((m) => m[1]!),
);

const member = (kind: 'guest' | 'user'): Viewer => {
  const identity = {
    id: '00000000-0000-4000-8000-000000000001',
    kind,
    email: 'm@example.com',
    name: 'M',
    issuer: null,
    subject: null,
    role: 'member' as const,
  };
  return kind === 'user' ? { kind, role: 'member', identity, sessionId: 's' } : { kind, role: 'member', identity };
};

describe('operator actions', async () => {
  for (const file of defining) await import(path.resolve(file));
  const actions = operatorActions();

  it('are all in the registry', () => {
    expect(declaredNames.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(actions).sort()).toEqual([...declaredNames].sort());
  });

  it.each(declaredNames)('%s is "not found" for a visitor, a guest and a member, whatever they send', async (name) => {
    const action = actions[name]!;
    for (const viewer of [VISITOR, member('guest'), member('user')])
      for (const input of [{}, { slug: 'orbital-decay', email: 'm@example.com' }, 'x'])
        expect(await action.as({ clientIp: 'test', viewer }, input)).toEqual({ ok: false, status: 404, error: 'Not found.' });
    // The operator gets past the gate to the input's checks (so the refusals above are the gate's).
    expect(await action.as({ clientIp: 'test', viewer: SYSTEM }, 'x')).toMatchObject({ ok: false, status: 400 });
  });
});
