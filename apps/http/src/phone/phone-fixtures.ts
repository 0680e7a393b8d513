import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { Carrier, CandidateScript } from '@sauti/adapters/testing/wire/call-driver';
import { startTwilioServer, type TwilioFake } from '@sauti/adapters/testing/wire/twilio-server';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { freePort, startTestApp, type TestApp } from '../testing/test-app.js';
import { CandidateBrowser } from '../sessions/interview-fixtures.js';

export const SAUTI_NUMBER = '+254207654321';
export const NUMBER_SECRET = 'number-secret-0123456789abcdef';
/** PHONE_RETRY_DELAY_SECONDS in the phone world. */
export const RETRY_DELAY_SECONDS = 1;

const dir = mkdtempSync(join(tmpdir(), 'phone-takes-'));
let takes = 0;

/**
 * A take as the carrier records it: `text` spoken by flite through a telephone band (300-3400 Hz),
 * 8 kHz mono WAV (mp3 for Africa's Talking).
 */
export function telephoneTake(text: string, format: 'wav' | 'mp3' = 'wav'): Buffer {
  const speech = join(dir, `speech-${++takes}.wav`);
  execFileSync('flite', ['-t', text, '-o', speech]);
  const out = join(dir, `take-${takes}.${format}`);
  const codec = format === 'wav' ? ['-c:a', 'pcm_s16le'] : ['-c:a', 'libmp3lame', '-b:a', '32k'];
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    speech,
    '-af',
    'highpass=f=300,lowpass=f=3400',
    '-ar',
    '8000',
    '-ac',
    '1',
    ...codec,
    out,
  ]);
  return readFileSync(out);
}

/** The app with a phone provider whose APIs are at `apiEnv`, PUBLIC_URL its own address, an HR member and an open job. */
export async function startPhoneWorld(apiEnv: Record<string, string>) {
  const port = await freePort();
  const server = await startTestApp(
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PHONE_NUMBER: SAUTI_NUMBER,
      PHONE_NUMBER_SECRET: NUMBER_SECRET,
      PHONE_DEFAULT_COUNTRY: 'KE',
      // An unanswered call is rung again after a second here (10 minutes by default).
      PHONE_RETRY_DELAY_SECONDS: String(RETRY_DELAY_SECONDS),
      PHONE_COST_PER_MINUTE: '0.0135 USD',
      ...apiEnv,
    },
    {},
    // Transcription (offline pocketsphinx, the default) and evaluation run as for a web interview.
    {
      port,
      workers: { queues: ['transcribe', 'evaluate', 'phone-retry'], resweepIntervalMs: 0 },
      queueTuning: { pollingIntervalSeconds: 0.5 },
    },
  );
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  const job = await createJob(hr, { requireIdentityVerification: 'false' });
  return { server, hr, job, candidate: () => new CandidateBrowser(server.url) };
}

/** Twilio's fake and the phone world configured for it. */
export async function startTwilioWorld(accountSid = `AC${'1'.repeat(32)}`) {
  const twilio = await startTwilioServer({ accountSid, authToken: 'twilio-auth-token' });
  const world = await startPhoneWorld({
    PHONE_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_API_URL: twilio.origin,
  });
  return { twilio, world };
}

/** Twilio's side of the call it was last asked to place, to the candidate's number `to` (E.164). */
export function lastTwilioCall(twilio: TwilioFake, to = '+254712345678'): { carrier: Carrier; url: string } {
  const placed = twilio.calls().at(-1)!;
  const carrier: Carrier = {
    kind: 'twilio',
    base: {
      AccountSid: twilio.accountSid,
      CallSid: placed.sid,
      Direction: 'outbound-api',
      From: SAUTI_NUMBER,
      To: to,
      CallStatus: 'in-progress',
    },
    authToken: twilio.authToken,
    addRecording: (bytes) => twilio.addRecording(bytes),
    finalUrl: placed.statusCallback!,
  };
  return { carrier, url: placed.url };
}

/** Starts a phone interview as the intake does; fails the test unless 201. */
export async function askForCall(
  server: TestApp,
  jobId: string,
  mode: 'outbound' | 'inbound',
  phone = '0712 345 678',
) {
  const res = await new CandidateBrowser(server.url).json('POST', '/api/phone-interviews', {
    jobId,
    candidateName: 'Otieno Ouma',
    candidatePhone: phone,
    mode,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { sessionId: string; pin: string; calling: boolean; number: string };
}

/** What the candidate says to every question (then 'answer n'). */
export const PHONE_ANSWER = 'I have driven delivery trucks for six years and I keep the customers happy';

/**
 * A candidate who agrees, answers each question with a spoken take, records the first question
 * again once, and (when `hangUpAt` is given) drops the call when asked question `hangUpAt + 1`.
 */
export function candidate(options: { hangUpAt?: number; pin?: string; format?: 'wav' | 'mp3' } = {}) {
  const heard: string[] = [];
  let rerecorded = false;
  let question = -1; // the question being answered, counted from the takes asked for
  const script: CandidateScript = {
    digits(prompt) {
      heard.push(prompt);
      if (prompt.includes('interview PIN')) return `${options.pin}#`;
      if (prompt.includes('To agree, press 1')) return '1';
      if (prompt.includes('To keep this answer')) {
        if (question === 0 && !rerecorded) {
          rerecorded = true;
          return '2';
        }
        return '1';
      }
      return null;
    },
    record(prompt) {
      heard.push(prompt);
      // The call says "Question n of N." before the question; the record prompt is its last sentence.
      if (!prompt.includes('practice question') && !prompt.includes('Record your answer again'))
        question += 1;
      if (options.hangUpAt !== undefined && question === options.hangUpAt) return 'hangup';
      const text = prompt.includes('practice question')
        ? 'My name is Otieno and I am calling from Kisumu'
        : `${PHONE_ANSWER}, answer ${question + 1}`;
      return telephoneTake(text, options.format);
    },
  };
  return { script, heard };
}

/** The stored interview, read as the server keeps it. */
export async function storedInterview(server: TestApp, sessionId: string) {
  const repos = server.app.get(STORAGE.Repositories);
  return {
    session: await repos.candidateSessions.findById(sessionId),
    responses: await repos.candidateResponses.listBySession(sessionId),
    calls: await repos.phoneInterviews.callsOf(sessionId),
  };
}

/**
 * The calls the provider's fake was asked to place, once there are more than `count` or after
 * `quietMs` (so a test sees a retry arrive, or sees that none came).
 */
export async function placedAfter<T>(calls: () => T[], count: number, quietMs = 4000): Promise<T[]> {
  const until = Date.now() + quietMs;
  while (Date.now() < until && calls().length <= count) await new Promise((r) => setTimeout(r, 100));
  return calls();
}
