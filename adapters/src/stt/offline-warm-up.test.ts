import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithTools } from '../testing/speech/tools.js';
import { offlineSpeechToText } from './offline-speech-to-text.js';
import { commandExists } from './run-tool.js';

/** The product's general model: ~20 s on an idle 2-core machine, far more on a shared one. */
const BUILD_TIMEOUT_MS = 400_000;

describeWithTools(
  ['pocketsphinx_continuous', 'ffmpeg', 'sphinx_lm_convert', 'espeak-ng'],
  "The offline recogniser's warm-up",
  () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sauti-warm-up-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    const models = async () => (await readdir(dir).catch(() => [])).filter((n) => !n.endsWith('.partial'));

    it('is dropped at once by a shutdown, leaving no model half-written', async () => {
      const choice = offlineSpeechToText({ modelCacheDir: dir }, commandExists);
      const warming = choice.warmUp!().then(
        () => 'built',
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = performance.now();
      await choice.close!();
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await warming).toBeInstanceOf(Error);
      expect(await models()).toEqual([]);
      expect(await readdir(dir).catch(() => [])).toEqual([]);
    });

    it(
      'builds the general model once, so the next start finds it on disk',
      async () => {
        const first = offlineSpeechToText({ modelCacheDir: dir }, commandExists);
        await first.warmUp!();
        await first.close!();
        const built = await models();
        expect(built).toHaveLength(1);
        expect(existsSync(join(dir, built[0]!, 'job.dict'))).toBe(true);

        const next = offlineSpeechToText({ modelCacheDir: dir }, commandExists);
        const started = performance.now();
        await next.warmUp!();
        expect(performance.now() - started).toBeLessThan(3_000);
        await next.close!();
      },
      BUILD_TIMEOUT_MS,
    );
  },
);
