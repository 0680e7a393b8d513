import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '../../testing/speech/generate.js';
import { describeWithTools } from '../../testing/speech/tools.js';
import { isBlockedWord } from '../blocked-words.js';
import { PocketsphinxSpeechToText } from '../pocketsphinx-speech-to-text.js';
import { defaultJobModelTools } from './job-model-tools.js';
import { JOB_MODEL_SETTINGS } from './job-model.js';
import { JobModels } from './job-models.js';

const TEST_SETTINGS = { ...JOB_MODEL_SETTINGS, generalWords: 5_000 };
/** Each test may build a model: ~10 s on an idle 2-core machine, far more on a shared one. */
const BUILD_TIMEOUT_MS = 400_000;

const PHRASES = [
  'Stock Controller',
  'Twiga Distribution',
  'Mombasa',
  'Tell us why you want to work for Twiga Distribution.',
  'Describe how you check deliveries against purchase orders.',
];

describeWithTools(
  ['flite', 'ffmpeg', 'pocketsphinx_continuous', 'sphinx_lm_convert', 'espeak-ng'],
  'Job language models with the real tools',
  () => {
    let dir: string;
    let models: JobModels;
    let stt: PocketsphinxSpeechToText;
    const heard = async (text: string, phrases?: string[]) => {
      const data = await readFile(await speechFile(text, { format: 'wav' }));
      return stt.transcribe({ data, contentType: 'audio/wav' }, phrases ? { phrases } : undefined);
    };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sauti-job-models-'));
      // A smaller general vocabulary than the product's keeps each build to seconds in CI.
      models = new JobModels({ dir, tools: defaultJobModelTools(), settings: TEST_SETTINGS });
      stt = new PocketsphinxSpeechToText({ jobModels: models, generalModel: () => models.modelFor([]) });
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await models.close();
      await rm(dir, { recursive: true, force: true });
    });

    it(
      'hears a job word the English dictionary lacks, pronounced by espeak-ng',
      async () => {
        const transcript = await heard('I want to work for Twiga Distribution in Mombasa', PHRASES);
        expect(transcript.text).toContain('twiga');
        expect(transcript.recogniser).toBe('pocketsphinx (offline), job-adapted model');
        for (const word of transcript.words ?? []) {
          expect(word.confidence).toBeGreaterThanOrEqual(0);
          expect(word.confidence).toBeLessThanOrEqual(1);
        }
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'never says a blocked word: one said is heard as an unsure "[unclear]"',
      async () => {
        const transcript = await heard(
          'The manager called him a stupid idiot in front of the customers',
          PHRASES,
        );
        expect(transcript.text.split(' ').filter((w) => isBlockedWord(w))).toEqual([]);
        const unclear = transcript.words?.find((w) => w.word === '[unclear]');
        expect(unclear, transcript.text).toBeDefined();
        expect(unclear?.confidence).toBe(0);
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'keeps a model for the same phrases and builds another when they change',
      async () => {
        const first = await models.modelFor(PHRASES);
        const built = (await stat(first.languageModel)).mtimeMs;
        expect(await models.modelFor(PHRASES)).toEqual(first);
        expect((await stat(first.languageModel)).mtimeMs).toBe(built);
        const changed = await models.modelFor([...PHRASES, 'Forklift licence']);
        expect(changed.languageModel).not.toBe(first.languageModel);
        expect(await readFile(changed.dictionary, 'utf8')).toMatch(/^forklift /m);
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'uses the model without job words for an answer without context',
      async () => {
        const transcript = await heard('I checked the delivery notes');
        expect(transcript.recogniser).toBe('pocketsphinx (offline), general model');
      },
      BUILD_TIMEOUT_MS,
    );
  },
);

describe('JobModels', () => {
  it('reports a build that fails (no such model file) and keeps nothing half-built', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sauti-job-models-'));
    const models = new JobModels({
      dir,
      tools: { ...defaultJobModelTools(), generalModel: join(dir, 'missing.lm.bin') },
    });
    try {
      await expect(models.modelFor(['Stock controller'])).rejects.toThrow();
      const { readdir } = await import('node:fs/promises');
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await models.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
