import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANALYSIS_SAMPLE_RATE,
  assessRecording,
  type RecordingQuality,
} from '@sauti/core/rules/recording-quality';
import { PocketsphinxSpeechToText } from '@sauti/adapters/stt/pocketsphinx-speech-to-text';
import { wordErrorRate } from '@sauti/adapters/stt/testing/word-error-rate';
import { launchChromium } from '../src/support/chromium.js';
import { ANSWER, soundConditions, type SoundCondition } from './recording-check-sounds.js';

/**
 * A page that records from the microphone as the interview does (apps/web/src/features/interview/
 * recording/audio-recorder.ts: mono, echo cancellation and noise suppression, Opus at 24 kbit/s)
 * and decodes the result as measure-recording.ts does, handing both back as base64.
 */
const RECORDER_PAGE = `<!doctype html><meta charset="utf-8"><script>
const base64 = (bytes) => { let s = ''; for (const b of bytes) s += String.fromCharCode(b); return btoa(s); };
window.recordFor = async (ms, rate) => {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 24000 });
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  recorder.start(1000);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const blob = await new Promise((resolve) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType }));
    recorder.stop();
  });
  stream.getTracks().forEach((track) => track.stop());
  const webm = new Uint8Array(await blob.arrayBuffer());
  const decoded = await new OfflineAudioContext(1, 1, rate).decodeAudioData(webm.slice().buffer);
  const samples = decoded.getChannelData(0);
  return { webm: base64(webm), samples: base64(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength)) };
};
</script>`;

interface Recorded {
  webm: Buffer;
  samples: Float32Array;
}

/** Records `condition.seconds` of its file through a Chromium fake microphone (one browser each). */
async function recordThroughChromium(origin: string, condition: SoundCondition): Promise<Recorded> {
  const browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${condition.path}`,
  ]);
  try {
    const page = await (await browser.newContext({ permissions: ['microphone'] })).newPage();
    await page.goto(origin);
    const result = await page.evaluate<{ webm: string; samples: string }>(
      `window.recordFor(${condition.seconds * 1000}, ${ANALYSIS_SAMPLE_RATE})`,
    );
    const raw = Buffer.from(result.samples, 'base64');
    return {
      webm: Buffer.from(result.webm, 'base64'),
      samples: new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4),
    };
  } finally {
    await browser.close();
  }
}

const VERDICT_WORDS: Record<RecordingQuality['verdict'], string> = {
  ok: 'fine',
  quiet: 'near-silent',
  clipped: 'clipped',
  noisy: 'mostly noise',
};

function row(label: string, q: RecordingQuality, wer: number | null): string {
  const cells = [
    label,
    VERDICT_WORDS[q.verdict],
    q.levelDb.toFixed(0),
    `${(q.clippedShare * 100).toFixed(2)} %`,
    q.speechShare.toFixed(2),
    `${q.voiceOverNoiseDb.toFixed(0)} dB`,
    wer === null ? '—' : `${Math.round(wer * 100)} %`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/**
 * `npm run bench:recording-check`: each condition of docs/behaviour/interview.md §16 recorded
 * through Chromium's fake microphone with the interview's own settings, judged by the page's check
 * and transcribed by the offline recogniser from the recorded WebM, as the server would. Returns
 * a markdown section; figures only (the unit and browser tests hold the rules).
 */
export async function recordingCheckBenchmark(log: (line: string) => void): Promise<string> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(RECORDER_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const recogniser = new PocketsphinxSpeechToText();
  const rows: string[] = [];
  try {
    for (const condition of await soundConditions()) {
      const recorded = await recordThroughChromium(origin, condition);
      const quality = assessRecording(recorded.samples, ANALYSIS_SAMPLE_RATE);
      const wer = condition.spoken
        ? wordErrorRate(
            ANSWER,
            (await recogniser.transcribe({ data: recorded.webm, contentType: 'audio/webm' })).text,
          )
        : null;
      log(`${condition.label}: ${quality.verdict}`);
      rows.push(row(condition.label, quality, wer));
    }
  } finally {
    server.close();
  }
  return [
    '## Recording check on the device (docs/behaviour/interview.md §16)',
    '',
    '| Recording | Verdict | Level (dBFS) | Clipped | Speech share | Voice over noise | Word errors |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
