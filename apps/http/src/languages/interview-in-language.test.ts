import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOpenAiChatServer,
  type OpenAiChatServer,
} from '@sauti/adapters/testing/wire/openai-chat-server';
import { startGoogleSpeechServer } from '@sauti/adapters/testing/wire/google-speech-server';
import { startOpenAiTranscriptionServer } from '@sauti/adapters/testing/wire/openai-transcription-server';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { takeInterview } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 34's "done when", through real HTTP and the queue's workers (docs/behaviour/interview.md
 * §22): interviews in Swahili and Afrikaans through a local server speaking the OpenAI-compatible
 * transcription wire, and one in Swahili through one speaking Google Speech's (reached as
 * GOOGLE_SPEECH_ENDPOINT=http://127.0.0.1:port), each answer sent with the interview's language
 * (`language` sw/af; Google's `languageCode` sw-KE), scored by the fake language model, which
 * quotes the original with an English rendering that HR's candidate page carries.
 */
const cases = [
  {
    language: 'sw',
    said: 'Nilifungua maduka kumi na mbili mjini Nairobi na kuongeza mauzo kwa asilimia thelathini.',
    quote: 'maduka kumi na mbili',
    english: 'twelve shops',
  },
  {
    language: 'af',
    said: 'Ek het twaalf winkels in Kaapstad oopgemaak en die verkope met dertig persent verhoog.',
    quote: 'twaalf winkels in Kaapstad',
    english: 'twelve shops in Cape Town',
  },
] as const;

/** The fake model's evaluation: every criterion, every assessable answer, one quote with its English. */
function evaluationFor(userPrompt: string, quote: string, english: string) {
  const answered = [...userPrompt.matchAll(/### Answer to question (\d+):[^\n]*\n(?!\(no transcript)/g)].map(
    (m) => Number(m[1]),
  );
  const criterion = (criterionId: string) => ({
    criterionId,
    score: 72,
    quickTake: 'Concrete results.',
    rationale: 'Names what was done and the result.',
    evidence: [{ quote, questionIndex: 0, reasoning: 'A measurable result.', english }],
    relatedQuestions: [{ questionIndex: 0, feedback: 'Specific.' }],
    subcriteriaAssessed: [],
  });
  return {
    criteria: [criterion('communication'), criterion('problem_solving')],
    answers: answered.map((questionIndex) => ({ questionIndex, score: 72, feedback: 'Specific.' })),
    concerns: [],
    strengths: ['results'],
    weaknesses: ['little on the team'],
    summary: 'A results-minded seller.',
    feedback: 'Say more about how you work with others.',
    legacyScoresOutOf10: { communicationSkills: 7, problemSolving: 7, motivation: 7 },
  };
}

/** A local server speaking one recogniser's wire: the app's settings for it, and the language each call carried. */
async function startRecogniser(
  kind: 'openai' | 'google',
  hearing: { text: string; confidence: number; durationSeconds: number },
): Promise<{
  settings: Record<string, string>;
  languagesSent: () => Promise<(string | undefined)[]>;
  close: () => Promise<void>;
}> {
  if (kind === 'google') {
    const google = await startGoogleSpeechServer(() => hearing);
    return {
      settings: {
        STT_PROVIDER: 'google',
        GOOGLE_SPEECH_API_KEY: 'AIzaTestSecret0123456789',
        GOOGLE_SPEECH_ENDPOINT: google.origin,
      },
      languagesSent: () => Promise.resolve(google.calls().map((call) => call.languageCode)),
      close: () => google.close(),
    };
  }
  const openai = await startOpenAiTranscriptionServer(() => hearing);
  return {
    settings: { STT_PROVIDER: 'openai', STT_BASE_URL: `${openai.origin}/v1` },
    languagesSent: async () => (await openai.uploads()).map((upload) => upload.language),
    close: () => openai.close(),
  };
}

const runs = [
  { ...cases[0], recogniser: 'openai', languageSent: 'sw' },
  { ...cases[1], recogniser: 'openai', languageSent: 'af' },
  { ...cases[0], recogniser: 'google', languageSent: 'sw-KE' },
] as const;

describe.each(runs)('an interview in $language through the $recogniser recogniser', (c) => {
  let server: TestApp;
  let model: OpenAiChatServer;
  let languagesSent: () => Promise<(string | undefined)[]>;
  let stopRecogniser: () => Promise<void>;
  let hr: TestClient;

  beforeAll(async () => {
    const hearing = { text: c.said, confidence: 0.8, durationSeconds: 20 };
    model = await startOpenAiChatServer((body) => ({
      content: JSON.stringify(evaluationFor(body.messages[1]?.content ?? '', c.quote, c.english)),
    }));
    const stt = await startRecogniser(c.recogniser, hearing);
    languagesSent = stt.languagesSent;
    stopRecogniser = stt.close;
    const recogniser = stt.settings;
    server = await startTestApp(
      {
        PUBLIC_URL: 'https://hire.example.test',
        LLM_BASE_URL: `${model.origin}/v1`,
        LLM_SAMPLES: '1',
        ...recogniser,
      },
      {},
      { workers: { queues: ['transcribe'] }, queueTuning: { retryDelaySeconds: 1 } },
    );
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  });
  afterAll(async () => {
    await server?.stop();
    await model?.close();
    await stopRecogniser?.();
  });

  it('sends each answer with the language, scores it with quotes in the original and in English', async () => {
    const job = await createJob(hr, {
      language: c.language,
      requireIdentityVerification: 'false',
      criteriaConfig: buildCriteriaConfig({ communication: 60, problem_solving: 40 }),
    });
    const { sessionId } = await takeInterview(server.url, job);

    const detail = async () =>
      (await hr.get(`/api/jobs/${job.id}/candidates-v2/${sessionId}`)).body as CandidateDetailPayload;
    // The transcripts come through the queue; the evaluation is the queue's use case, run now.
    await expect
      .poll(async () => (await detail()).responses.every((r) => r.transcribedText), { timeout: 30_000 })
      .toBe(true);
    await server.app.get(EVALUATION.EvaluateSession).execute({ sessionId });
    expect((await detail()).figures.scored).toBe(true);
    expect(await languagesSent()).toEqual(job.questions.map(() => c.languageSent));
    const shown = await detail();
    expect(shown.responses[0]?.transcribedText).toContain(c.quote);
    const evidence = shown.pillarDetails.find((p) => p.pillarId === 'communication')?.supportingEvidence;
    expect(evidence).toEqual([
      { quote: c.quote, reasoning: 'A measurable result.', questionIndex: 0, english: c.english },
    ]);
    expect(model.bodies()[0]?.messages[1]?.content).toContain(
      `# Language: ${c.language === 'sw' ? 'Swahili' : 'Afrikaans'}`,
    );
  });
});
