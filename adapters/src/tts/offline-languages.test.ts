import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithTools } from '../testing/speech/tools.js';
import { installedEspeakVoices, parseEspeakVoiceList } from './espeak-voices.js';
import { OfflineTextToSpeech } from './offline-text-to-speech.js';

/**
 * Questions in another language are spoken by espeak-ng with that language's voice
 * (docs/behaviour/interview.md §22). A wrapper around the real espeak-ng writes down the voice
 * each synthesis asked for, so the test sees the voice of the audio it got.
 */
describeWithTools(['flite', 'espeak-ng', 'ffmpeg'], 'question audio in the interview language', () => {
  let dir: string;
  let espeak: string;
  const voicesAsked = async () =>
    (await readFile(join(dir, 'calls.log'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ')[1]);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-espeak-'));
    espeak = join(dir, 'espeak-ng');
    await writeFile(espeak, `#!/bin/sh\necho "$1 $2" >> '${join(dir, 'calls.log')}'\nexec espeak-ng "$@"\n`);
    await chmod(espeak, 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads the installed voices from espeak-ng itself: this machine's has Afrikaans and Swahili, not Zulu", () => {
    const voices = installedEspeakVoices();
    expect(voices).toMatchObject({ af: 'af', sw: 'sw' });
    expect(voices.zu).toBeUndefined();
    expect(installedEspeakVoices('espeak-ng-missing-binary')).toEqual({});
    expect(
      parseEspeakVoiceList('Pty Language Age/Gender VoiceName File Other\n 5  sw  --/M  Swahili  bnt/sw\n'),
    ).toEqual(new Set(['sw']));
  });

  it('speaks Swahili and Afrikaans with their voices and English with flite; a language without a voice is refused', async () => {
    const tts = new OfflineTextToSpeech({
      engine: 'flite',
      otherLanguages: { af: 'af', sw: 'sw' },
      espeakCommand: espeak,
    });
    expect(tts.languages).toEqual(['en', 'af', 'sw']);
    const swahili = await tts.synthesize('Tafadhali tuambie kuhusu kazi yako ya mwisho.', 'sw');
    const afrikaans = await tts.synthesize('Vertel ons asseblief van u vorige werk.', 'af');
    await tts.synthesize('Tell us about your last job.');
    expect(await voicesAsked()).toEqual(['sw', 'af']);
    for (const speech of [swahili, afrikaans]) {
      expect(speech.contentType).toBe('audio/mpeg');
      expect(speech.data.length).toBeGreaterThan(5_000);
    }
    // Each language's audio is cached under its own voice.
    expect([tts.voiceFor('en'), tts.voiceFor('sw'), tts.voiceFor('af')]).toEqual([
      'slt',
      'espeak-ng sw',
      'espeak-ng af',
    ]);
    await expect(tts.synthesize('Sawubona', 'zu')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
