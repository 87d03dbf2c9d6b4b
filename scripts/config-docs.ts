// npm run docs:config: docs/configuration.md's table of variables made again from src/config-docs.ts.
import fs from 'node:fs';
import { configTable, TABLE_END, TABLE_START } from '../src/config-docs';

const file = 'docs/configuration.md';
const text = fs.readFileSync(file, 'utf8');
const start = text.indexOf(TABLE_START);
const end = text.indexOf(TABLE_END);
if (start === -1 || end === -1) throw new Error(`${file} has lost its markers: put them back around the table`);
fs.writeFileSync(file, `${text.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${text.slice(end)}`);
