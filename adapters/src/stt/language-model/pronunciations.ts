import { readFile } from 'node:fs/promises';
import { runTool } from '../run-tool.js';
import { ipaToCmu } from './ipa-to-cmu.js';

/** Word → its pronunciations (CMU phones separated by spaces), the first the most common. */
export type Pronunciations = Map<string, string[]>;

/** Reads a CMU-style dictionary ("word PHONES", alternates as "word(2) PHONES"). */
export async function readDictionary(path: string): Promise<Pronunciations> {
  const dictionary: Pronunciations = new Map();
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    if (!phones) continue;
    const known = dictionary.get(word);
    if (known) known.push(phones);
    else dictionary.set(word, [phones]);
  }
  return dictionary;
}

/** Words per espeak-ng run: one clause per line, so a run stays short for any job. */
const ESPEAK_BATCH = 400;

/**
 * Pronunciations of words the dictionary lacks (place, company and product names, acronyms),
 * from espeak-ng's grapheme-to-phoneme rules (`--ipa`, its en-us voice) mapped to CMU phones.
 * espeak-ng spells unknown acronyms letter by letter ("kpi" → K EY P IY AY). Words it gives no
 * phones for are left out. Rejects when espeak-ng cannot run.
 */
export async function guessPronunciations(
  words: readonly string[],
  options: { command?: string; timeoutMs?: number } = {},
): Promise<Map<string, string>> {
  const guessed = new Map<string, string>();
  for (let i = 0; i < words.length; i += ESPEAK_BATCH) {
    const batch = words.slice(i, i + ESPEAK_BATCH);
    const { stdout } = await runTool(
      options.command ?? 'espeak-ng',
      ['-q', '--ipa', '-v', 'en-us', batch.map((word) => `${word}.`).join('\n')],
      options.timeoutMs ?? 30_000,
    );
    const lines = stdout.split('\n').filter((line) => line.trim());
    if (lines.length !== batch.length) continue; // misaligned: guess none rather than wrong ones
    batch.forEach((word, j) => {
      const phones = ipaToCmu(lines[j]!.trim());
      if (phones) guessed.set(word, phones);
    });
  }
  return guessed;
}
