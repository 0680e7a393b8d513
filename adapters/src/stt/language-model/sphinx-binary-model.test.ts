import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithTools } from '../../testing/speech/tools.js';
import { findBigram, findTrigram } from './backoff-model.js';
import { POCKETSPHINX_MODEL_DIR } from './job-model-tools.js';
import { parseSphinxBinaryModel, readSphinxBinaryModel } from './sphinx-binary-model.js';

const MODEL = `${POCKETSPHINX_MODEL_DIR}/en-us.lm.bin`;

describeWithTools(
  ['sphinx_lm_convert', 'pocketsphinx_continuous'],
  'readSphinxBinaryModel on the shipped model',
  () => {
    it('reads every n-gram the trie holds, with the unigrams sphinx_lm_convert prints', async () => {
      expect(existsSync(MODEL)).toBe(true);
      const model = await readSphinxBinaryModel(MODEL);
      // The header says 2051547 bigrams; the trie holds six fewer (zero padding), hence the tool's abort.
      expect([model.words.length, model.bigrams.prob.length, model.trigrams.prob.length]).toEqual([
        72547, 2051541, 1669625,
      ]);
      const dir = await mkdtemp(join(tmpdir(), 'sauti-arpa-'));
      try {
        // It writes the 1-grams, then aborts on the bigrams (its buffered tail is lost): enough to
        // check the unit and the layout.
        await new Promise<void>((resolve) =>
          execFile('sphinx_lm_convert', ['-i', MODEL, '-o', join(dir, 'out.arpa'), '-ofmt', 'arpa'], () =>
            resolve(),
          ),
        );
        const lines = (await readFile(join(dir, 'out.arpa'), 'utf8')).split('\n');
        const unigrams = lines.slice(lines.indexOf('\\1-grams:') + 1).filter((l) => l.includes('\t'));
        expect(unigrams.length).toBeGreaterThan(70_000);
        for (const line of unigrams.slice(0, -1).filter((_, i) => i % 997 === 0)) {
          const [prob, word, backoff] = line.split('\t');
          const id = model.words.indexOf(word!);
          expect(model.unigramProb[id]).toBeCloseTo(Number(prob), 3);
          expect(model.unigramBackoff[id]).toBeCloseTo(Number(backoff), 3);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const id = (word: string) => model.words.indexOf(word);
      expect(findBigram(model, id('stock'), id('market'))).toBeGreaterThanOrEqual(0);
      expect(findTrigram(model, id('the'), id('stock'), id('market'))).toBeGreaterThanOrEqual(0);
      expect(findTrigram(model, id('market'), id('stock'), id('the'))).toBe(-1);
    }, 60_000);
  },
);

it('refuses a file that is not a trie model', () => {
  expect(() => parseSphinxBinaryModel(new TextEncoder().encode('not a model at all, sorry'))).toThrow(
    /not a sphinx/,
  );
});
