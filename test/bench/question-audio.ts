import { readFile } from 'node:fs/promises';
import { PocketsphinxSpeechToText } from '@sauti/adapters/stt/pocketsphinx-speech-to-text';
import { wordErrorRate } from '@sauti/adapters/stt/testing/word-error-rate';
import { OfflineTextToSpeech, QUESTION_AUDIO_KBPS } from '@sauti/adapters/tts/offline-text-to-speech';
import { speechFile } from '@sauti/adapters/testing/speech/generate';

/** Interview questions of the kind HR writes: one or two sentences each. */
export const SPOKEN_QUESTIONS = [
  'Tell us about yourself and your work so far.',
  'Describe a customer you won over and how.',
  'How do you plan a week of visits on the road?',
  'Tell us about a time a delivery went wrong and what you did.',
  'Why do you want to join our team?',
  'Describe your experience with stock control and how you kept the counts right.',
  'What would you do if a shop owner refused to pay for goods already delivered?',
  'Which tools do you use to keep track of your sales, and why those?',
];

/** The bitrates compared: 64 kbit/s was the encoding before issue 17. */
const BITRATES = [64, 32, 24, 16];

interface Encoding {
  label: string;
  bytes: number[];
  wer: number[];
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Bytes per spoken question against intelligibility: each question is spoken by flite, encoded
 * as the server sends it at several MP3 bitrates, and transcribed by the offline recogniser
 * (pocketsphinx); the word error rate of the WAV itself is the floor. The chosen bitrate is the
 * lowest whose error rate stays at the WAV's. Returns a markdown section; figures only.
 */
export async function questionAudioBenchmark(log: (line: string) => void): Promise<string> {
  const stt = new PocketsphinxSpeechToText();
  const heard = async (data: Uint8Array, contentType: string, text: string) =>
    wordErrorRate(text, (await stt.transcribe({ data, contentType })).text);
  const wav: Encoding = { label: 'WAV 16 kHz (reference)', bytes: [], wer: [] };
  const encodings: Encoding[] = BITRATES.map((kbps) => ({
    label: `MP3 ${kbps} kbit/s${kbps === QUESTION_AUDIO_KBPS ? ' (chosen)' : ''}${kbps === 64 ? ' (before)' : ''}`,
    bytes: [],
    wer: [],
  }));
  for (const text of SPOKEN_QUESTIONS) {
    const raw = new Uint8Array(await readFile(await speechFile(text, { format: 'wav' })));
    wav.bytes.push(raw.length);
    wav.wer.push(await heard(raw, 'audio/wav', text));
    for (const [i, kbps] of BITRATES.entries()) {
      const speech = await new OfflineTextToSpeech({ engine: 'flite', bitrateKbps: kbps }).synthesize(text);
      encodings[i]!.bytes.push(speech.data.length);
      encodings[i]!.wer.push(await heard(speech.data, speech.contentType, text));
    }
    log(
      `${text}: ${encodings.map((e) => `${e.bytes.at(-1)} B, WER ${e.wer.at(-1)!.toFixed(2)}`).join('; ')}`,
    );
  }
  return [
    '## Question audio: bytes per spoken question against intelligibility',
    '',
    `${SPOKEN_QUESTIONS.length} interview questions spoken by flite (slt, 16 kHz), encoded as the ` +
      'server sends them, transcribed by pocketsphinx; word error rate against the question text.',
    '',
    '| Encoding | mean bytes per question | min-max bytes | mean WER |',
    '|---|---|---|---|',
    ...[wav, ...encodings].map(
      (e) =>
        `| ${e.label} | ${Math.round(mean(e.bytes))} | ${Math.min(...e.bytes)}-${Math.max(...e.bytes)} | ` +
        `${mean(e.wer).toFixed(3)} |`,
    ),
    '',
  ].join('\n');
}
