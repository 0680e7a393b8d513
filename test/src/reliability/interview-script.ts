import { readFile } from 'node:fs/promises';
import { goodAnswerFor } from '@sauti/adapters/evaluation/openai/testing/evaluation-fixture';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import {
  startOpenAiChatServer,
  type ChatCompletionBody,
  type OpenAiChatServer,
} from '@sauti/adapters/testing/wire/openai-chat-server';
import { startOpenAiTranscriptionServer } from '@sauti/adapters/testing/wire/openai-transcription-server';
import type { WireServer } from '@sauti/adapters/testing/wire/recording-server';
import { transcriberFor } from '@sauti/adapters/testing/wire/scripted-transcriber';

/** The warm-up (voice enrollment) sentence. */
export const WARM_UP = 'Hello, my name is Wanjiru and I am ready for the interview';

/** The seven questions of the load job and what every simulated candidate answers (spoken by flite). */
export const QUESTIONS = [
  ['Tell us about yourself.', null, 'I have five years of experience in customer support'],
  ['Describe a difficult customer call.', 'communication', 'I stayed calm and solved the problem'],
  ['How do you explain a new process?', 'communication', 'I walk each person through the first orders'],
  ['How do you share out work?', 'leadership', 'I give the heavy work to the experienced people'],
  ['Tell us about a time you led a team.', 'leadership', 'I led a team of six on the night shift'],
  ['How do you handle a busy day?', 'communication', 'I keep a list and answer the oldest call first'],
  ['Why this role?', null, 'I like helping customers and keeping orders moving'],
] as const;

/** The job form (7 questions, communication 60 / leadership 40, no identity step). */
export function loadJobForm(title = 'Customer Support Agent (load)') {
  return {
    title,
    description: 'Answer customer calls and emails for our Nairobi office.',
    location: 'Nairobi',
    companyName: 'Acme Logistics',
    jobType: 'full-time',
    skills: ['Swahili', 'English'],
    questions: QUESTIONS.map(([text, pillarId]) => ({ text, pillarId })),
    requireIdentityVerification: 'false',
    criteriaConfig: buildCriteriaConfig({ communication: 60, leadership: 40 }),
  };
}

/** Real Opus audio (flite → WebM/Opus, as MediaRecorder sends): generated once, cached, reused. */
export interface InterviewAudio {
  warmUp: Buffer;
  answers: Buffer[];
}

export async function interviewAudio(): Promise<InterviewAudio> {
  const clip = async (text: string) => readFile(await speechFile(text, { format: 'webm' }));
  const answers: Buffer[] = [];
  // One at a time: flite and ffmpeg on a 2-core machine shared with other suites.
  for (const [, , answer] of QUESTIONS) answers.push(await clip(answer));
  return { warmUp: await clip(WARM_UP), answers };
}

/** A local OpenAI-compatible STT server that "hears" the scripted answers by their bytes. */
export function startScriptedStt(audio: InterviewAudio) {
  return startOpenAiTranscriptionServer(
    transcriberFor([
      { audio: audio.warmUp, hearing: { text: WARM_UP, confidence: 0.9, durationSeconds: 3 } },
      ...QUESTIONS.map(([, , text], i) => ({
        audio: audio.answers[i]!,
        hearing: { text, confidence: 0.85, durationSeconds: 3 },
      })),
    ]),
  );
}

/** A valid model answer for the job (its criteria and sub-criteria, a score per answer of the request). */
function modelAnswer(body: ChatCompletionBody): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  return JSON.stringify(goodAnswerFor(user, (id) => (id === 'leadership' ? 'Influence' : 'Clarity')));
}

/** A local OpenAI-compatible chat server evaluating every interview of the load job. */
export function startScriptedLlm(): Promise<OpenAiChatServer> {
  return startOpenAiChatServer((body) => ({ content: modelAnswer(body) }));
}

/** The environment pointing a server at the local STT (and optionally LLM) wire servers. */
export function providerEnv(stt: WireServer, llm?: WireServer): Record<string, string> {
  return {
    STT_BASE_URL: `${stt.origin}/v1`,
    STT_API_KEY: 'sk-load-test',
    STT_MODEL: 'whisper-large-v3',
    ...(llm
      ? { LLM_BASE_URL: `${llm.origin}/v1`, LLM_API_KEY: 'sk-load-test', LLM_MODEL: 'load-model' }
      : {}),
  };
}
