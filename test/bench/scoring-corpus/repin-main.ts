import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { floorChanges, floorsOf } from './floor-pin.js';
import type { Floors, FloorsFile } from './floors.js';
import { RECOGNISED_FLOORS_FILES } from './floors-recognised.js';
import { SPOKEN_FLOORS_FILES } from './floors-spoken.js';
import { WRITTEN_FLOORS_FILES } from './floors-written.js';
import { measureSet } from './measure-set.js';

/*
 * `npm run bench:scoring-repin -- [--write] [<set name>…]`: measures the built-in evaluator on the
 * pinned sets (all, or those whose name contains one of the arguments) and prints each floor that
 * would change, marking those that loosen (a figure that fails its floor; a Spearman floor the
 * figure still meets is kept, whatever its rounding); with `--write` it writes the measured floors into
 * the files of floors-written.ts, floors-recognised.ts and floors-spoken.ts, rounded towards worse as floors.ts
 * says. A new set gets its floors by adding an entry with any numbers, then running this on it. A
 * loosened floor is a decision the round's docs and commit message name (docs/scoring-rubric.md).
 */

const args = process.argv.slice(2);
const write = args.includes('--write');
const wanted = args.filter((a) => !a.startsWith('--'));

const FILES: readonly FloorsFile[] = [
  ...WRITTEN_FLOORS_FILES,
  ...RECOGNISED_FLOORS_FILES,
  ...SPOKEN_FLOORS_FILES,
];

const block = (part: string, floors: Floors) =>
  `${part}: {\n${Object.entries(floors)
    .map(([key, value]) => `      ${key}: ${value},`)
    .join('\n')}\n    }`;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

let looser = 0;
for (const [file, entries] of FILES) {
  let text = readFileSync(here(file), 'utf8');
  const blocks = [...text.matchAll(/\b(guided|unguided): \{[^}]*\}/g)];
  if (blocks.length !== entries.length * 2)
    throw new Error(`${file}: ${blocks.length} blocks for ${entries.length} entries`);
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const [index, entry] of entries.entries()) {
    const set = entry.set();
    if (wanted.length && !wanted.some((w) => set.name.includes(w))) continue;
    console.error(`measuring ${set.name}`);
    const { figures } = await measureSet(new SignalsEvaluator(), set, { anchors: entry.anchors });
    for (const [offset, part] of (['guided', 'unguided'] as const).entries()) {
      const f = figures.find((x) => x.part === part)!;
      const measured = floorsOf(f, entry.anchors !== false, entry[part]);
      for (const line of floorChanges(set.name, part, entry[part], measured)) {
        if (line.startsWith('LOOSER')) looser += 1;
        console.log(line);
      }
      const match = blocks[index * 2 + offset]!;
      replacements.push({
        start: match.index,
        end: match.index + match[0].length,
        text: block(part, measured),
      });
    }
  }
  for (const r of replacements.reverse()) text = text.slice(0, r.start) + r.text + text.slice(r.end);
  if (write && replacements.length) writeFileSync(here(file), text);
}
console.log(`${looser} floor(s) looser${write ? '; written' : '; nothing written (--write writes)'}`);
