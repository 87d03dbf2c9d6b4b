import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '@/config';
import { CONFIG_ROWS, configTable, READ_ELSEWHERE, TABLE_END, TABLE_START, tableCells } from '@/config-docs';

// The docs that are checked: docs/configuration.md's table is made from src/config-docs.ts and documents every
// variable src/config.ts reads; the decision records' index lists each record.

describe('the configuration page', () => {
  it('documents every variable the configuration reads, and only those (or ones read elsewhere, named)', () => {
    const documented = CONFIG_ROWS.flatMap((r) => r.variables);
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(30);
    expect(CONFIG_VARIABLES.filter((v) => !documented.includes(v))).toEqual([]);
    expect(documented.filter((v) => !CONFIG_VARIABLES.includes(v) && !READ_ELSEWHERE.includes(v))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('is current: its table is the rendering of src/config-docs.ts (npm run docs:config makes it again)', () => {
    const page = fs.readFileSync('docs/configuration.md', 'utf8');
    const start = page.indexOf(TABLE_START);
    const end = page.indexOf(TABLE_END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(tableCells(page.slice(start, end))).toEqual(tableCells(configTable()));
    expect(tableCells(configTable())).toHaveLength(CONFIG_ROWS.length + 1);
  });
});

describe('the decision records', () => {
  it('are each listed in the index with a status', () => {
    const index = fs.readFileSync('docs/decisions/README.md', 'utf8');
    const records = fs.readdirSync('docs/decisions').filter((f) => /^\d{4}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(30);
    const listed = (f: string) =>
      new RegExp(`^\\| ${f.slice(0, 4)} +\\| \\[[^\\]]+\\]\\(${f}\\) +\\| +(Accepted|Superseded|Amended)`, 'm').test(index);
    expect(records.filter((f) => !listed(f))).toEqual([]);
  });
});
