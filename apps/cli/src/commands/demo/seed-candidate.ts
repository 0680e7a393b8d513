import { readableTranscript } from '@sauti/core/rules/readable-transcript';
import { createHash } from 'node:crypto';
import type { Repositories } from '@sauti/adapters/storage/repositories/index';
import type { CandidateSessionUpdate } from '@sauti/core/domain/candidate-session';
import type { JobQuestion } from '@sauti/core/domain/job';
import type { BlobStore } from '@sauti/core/ports/blob-store';
import type { Ids } from '@sauti/core/ports/ids';
import { phraseMatch } from '@sauti/core/rules/verification-phrase';
import { AUDIO_CONTENT_TYPE, CONTENT_TYPE_BY_KIND } from '@sauti/core/rules/file-signatures';
import { answerAudioPath, audioKey, cvKey } from '@sauti/core/use-cases/interview/media-keys';
import { verificationKey, verificationPath } from '@sauti/core/use-cases/verification/media-paths';
import { randomVerificationPhrase } from '@sauti/core/use-cases/verification/random-phrase';
import { sessionVoiceScores } from '@sauti/core/rules/session-voice-scores';
import type { ClipLibrary, ClipRequest } from './demo-audio.js';
import { cvPdf } from './demo-files.js';
import type { DemoJob } from './demo-job.js';
import type { Persona } from './demo-plan.js';

/** What the identity check of a payments candidate stores. */
export interface IdentityFiles {
  photo: Uint8Array;
  /** The pending candidate's video reading their phrase (null without ffmpeg: a photo then). */
  video: Uint8Array | null;
  /** The phrase of the pending check, drawn once so the video says it. */
  pendingPhrase: { phrase: string; code: string };
}

/**
 * What one candidate is stored with. The seed writes the repositories and the media store itself
 * only for what no use case may set: an interview started and answered days ago, finished
 * transcripts and voice scores without a transcriber or ffmpeg, an identity check decided in the
 * past, an outcome dated in the past. What HR does today goes through its use case.
 */
export interface CandidateDeps {
  repos: Repositories;
  /** HR's "add to panel" (the ChangePanelMembership use case) for a completed interview. */
  addToPanel: (jobId: string, sessionId: string) => Promise<unknown>;
  blobs: BlobStore;
  ids: Ids;
  clips: ClipLibrary | null;
  identity: IdentityFiles;
}

/** The answer a candidate gives to question `q`: written text (maybe short or empty) and its voice. */
export function answerOf(persona: Persona, index: number, job: DemoJob, q: number): ClipRequest {
  // Another speaker (flite's female `slt`) for the mismatched answer; everyone else is `kal16`.
  const voice = persona.voiceMismatchAt === q ? 'slt' : 'kal16';
  if (persona.shortAt === q) return { voice, text: 'Yes, I think so.' };
  if (persona.silentAt === q || persona.silentAlsoAt === q) return { voice, text: '' };
  const bank = job.questions[q]!.answers[persona.tiers[q]!];
  return { voice, text: bank[(index + q) % bank.length]! };
}

/** Questions answered: all when completed, else `answered`. */
export function answeredCount(persona: Persona, job: DemoJob): number {
  return persona.answered ?? job.questions.length;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const DAY = 86_400_000;

/**
 * Stores one candidate: the session, its answers with transcripts (and audio when the library
 * has it), voice scores, CV, identity check, panel and outcome. Returns the session id; the
 * evaluation is made afterwards by the real use case.
 */
export async function seedCandidate(
  deps: CandidateDeps,
  job: { demo: DemoJob; id: string; questions: readonly JobQuestion[]; requiresIdentity: boolean },
  persona: Persona,
  index: number,
  total: number,
  now: Date,
): Promise<string> {
  const { repos, blobs, ids } = deps;
  const answered = answeredCount(persona, job.demo);
  const completed = persona.answered === undefined;
  // Completed interviews spread over the past three weeks; open ones started in the last two days.
  const startMs = completed
    ? now.getTime() - 21 * DAY + Math.floor(((index + 0.5) / total) * 20 * DAY) + (index % 5) * 3_600_000
    : now.getTime() - (1 + (index % 40)) * 3_600_000;
  const startedAt = new Date(startMs);
  const [first, last] = persona.name.split(' ') as [string, string];
  const country = job.demo.key.startsWith('payments') ? '+234 80' : '+254 7';
  // Direct: StartSession stamps the interview with the clock's now; a demo needs weeks of history.
  const session = await repos.candidateSessions.create({
    id: ids.newId(),
    jobId: job.id,
    startedAt,
    candidateName: persona.name,
    candidateEmail: `${slug(first)}.${slug(last ?? 'candidate')}@example.com`,
    candidatePhone: `${country}${String(10_000_000 + ((index * 7_919_113) % 89_999_999)).slice(0, 8)}`,
    referrerUrl: 'https://www.linkedin.com/',
    browserFingerprint: createHash('sha256').update(persona.name).digest('hex').slice(0, 32),
    tabSwitchCount: persona.tabSwitches ?? index % 3,
  });
  let clock = startMs + 90_000;
  const durations: number[] = [];
  const similarities: { questionIndex: number; similarity: number }[] = [];
  for (let q = 0; q < answered; q++) {
    const answer = answerOf(persona, index, job.demo, q);
    const clip = deps.clips?.get(answer) ?? null;
    const duration = clip
      ? Math.max(1, Math.round(clip.seconds))
      : Math.max(3, Math.round(words(answer.text) / 2.5));
    clock += (duration + 40) * 1000;
    let audioFilePath: string | null = null;
    if (clip) {
      const sha = createHash('sha256').update(clip.bytes).digest('hex');
      audioFilePath = answerAudioPath(session.id, q, sha, 'webm');
      await blobs.put(audioKey(audioFilePath), clip.bytes, AUDIO_CONTENT_TYPE.webm);
    }
    // Direct: SubmitResponse dates the answer now and leaves its transcript to the transcriber.
    const { response } = await repos.candidateResponses.upsert({
      id: ids.newId(),
      sessionId: session.id,
      questionId: job.questions[q]?.id ?? null,
      questionIndex: q,
      questionText: job.questions[q]?.text ?? job.demo.questions[q]!.text,
      audioFilePath,
      duration,
      createdAt: new Date(clock),
    });
    const confidence = answer.text === '' ? null : 0.86 + ((index + q) % 10) / 100;
    await repos.candidateResponses.saveTranscript(response.id, {
      text: answer.text,
      confidence,
      readableText: readableTranscript(answer.text),
    });
    const mismatch = persona.voiceMismatchAt === q;
    if (mismatch) await repos.candidateResponses.setSamePerson(response.id, false);
    similarities.push({
      questionIndex: q,
      similarity: mismatch ? 0.21 : 0.78 + ((index * 7 + q * 13) % 17) / 100,
    });
    durations.push(duration);
  }
  const update: CandidateSessionUpdate = {
    currentQuestionIndex: answered,
    timePerQuestion: durations,
  };
  if (completed) {
    const completedAt = new Date(clock + 60_000);
    Object.assign(update, { status: 'completed', completedAt, evaluationRequestedAt: completedAt });
  }
  if (similarities.length > 0) {
    const voice = sessionVoiceScores(similarities);
    Object.assign(update, {
      voiceVerifyScores: voice.scores,
      voiceVerifyScore: voice.score,
      voiceVerifyCheckedAt: new Date(clock),
    });
  }
  if (persona.cv) {
    // Direct, like the session it belongs to: the CV was sent when the interview began, days ago.
    const key = cvKey(session.id, ids.newId(), 'pdf');
    const pdf = cvPdf([
      persona.name,
      `Curriculum vitae - applying for ${job.demo.title}`,
      'Experience: 6 years in logistics and dispatch, Nairobi and Mombasa.',
      'Education: Diploma in Supply Chain Management, Kenya Institute of Management.',
      'Skills: route planning, fleet tracking, team leadership, customer service.',
    ]);
    await blobs.put(key, pdf, CONTENT_TYPE_BY_KIND.pdf);
    update.cvFilePath = key;
  }
  if (job.requiresIdentity && (answered > 0 || completed)) {
    Object.assign(update, await identityCheck(deps, session.id, persona, startedAt));
  }
  if (persona.outcome) {
    // Direct: SetHiringOutcome dates the decision now; the demo's decisions are days old.
    update.hiringOutcome = persona.outcome;
    update.hiringOutcomeUpdatedAt = new Date(Math.min(now.getTime(), clock + 2 * DAY));
  }
  await repos.candidateSessions.update(session.id, update);
  if (persona.inPanel) await deps.addToPanel(job.id, session.id);
  return session.id;
}

/**
 * A passed photo check, or for the pending persona the video of its phrase with a near miss.
 * Direct: the upload use cases need the candidate's credential and leave the check pending until
 * a transcriber and HR act now; the demo shows checks already decided when the interview began.
 */
async function identityCheck(
  deps: CandidateDeps,
  sessionId: string,
  persona: Persona,
  startedAt: Date,
): Promise<CandidateSessionUpdate> {
  const checkedAt = new Date(startedAt.getTime() + 60_000);
  if (!persona.identityPending) {
    const path = verificationPath(sessionId, deps.ids.newId(), 'jpeg');
    await deps.blobs.put(verificationKey(path), deps.identity.photo, 'image/jpeg');
    const { phrase, code } = randomVerificationPhrase(deps.ids);
    return {
      verificationFilePath: path,
      verificationType: 'photo',
      verificationStatus: 'passed',
      verificationPhrase: phrase,
      verificationCode: code,
      verifiedAt: checkedAt,
    };
  }
  const { phrase, code } = deps.identity.pendingPhrase;
  const video = deps.identity.video;
  const path = verificationPath(sessionId, deps.ids.newId(), video ? 'webm' : 'jpeg');
  await deps.blobs.put(
    verificationKey(path),
    video ?? deps.identity.photo,
    video ? 'video/webm' : 'image/jpeg',
  );
  // The transcriber heard all but the last word: not an exact match, so HR decides.
  const heard = phrase.split(' ').slice(0, -1).join(' ');
  const match = phraseMatch(phrase, heard);
  return {
    verificationFilePath: path,
    verificationType: video ? 'video' : 'photo',
    verificationStatus: 'pending',
    verificationPhrase: phrase,
    verificationCode: code,
    phraseTranscript: heard,
    phraseNormalizedTranscript: match.normalizedTranscript,
    phraseNormalizedExpected: match.normalizedExpected,
    phraseMatchExact: match.exact,
    phraseMatchScore: Math.round(match.score * 100) / 100,
    phraseCheckedAt: checkedAt,
  };
}
