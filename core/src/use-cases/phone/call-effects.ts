import type { CallAction } from '../../rules/phone-call-flow.js';
import { SNIFF_BYTES } from '../../rules/file-signatures.js';
import type { CallRecordingConverter } from '../../ports/call-recording-converter.js';
import type { PhoneInterviewRepository } from '../../ports/phone-interview-repository.js';
import type { Telephony } from '../../ports/telephony.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { SubmitEnrollment } from '../interview/submit-enrollment.js';
import type { SubmitResponse } from '../interview/submit-response.js';
import type { UpdateCandidateSession } from '../interview/update-candidate-session.js';
import type { RequestEvaluation } from '../interview/request-evaluation.js';
import type { UploadedFile } from '../interview/uploaded-file.js';
import { receiptText } from './phone-messages.js';

/** What the call's side effects need: the interview's own use cases, the provider and the converter. */
export interface CallEffectDeps {
  telephony: Telephony;
  phoneInterviews: PhoneInterviewRepository;
  converter: CallRecordingConverter;
  answers: Pick<SubmitResponse, 'storeFromCall'>;
  warmUps: Pick<SubmitEnrollment, 'storeFromCall'>;
  completion: Pick<UpdateCandidateSession, 'completeFromCall'>;
  evaluation: Pick<RequestEvaluation, 'requestFor'>;
  jobs: JobRepository;
  clock: Clock;
}

/** A converted recording as an upload: the answer's checks and budgets apply to it unchanged. */
function asUpload(name: string, data: Uint8Array, sha256: string): UploadedFile {
  return {
    name,
    size: data.byteLength,
    head: data.subarray(0, SNIFF_BYTES),
    sha256,
    async *open() {
      yield data;
    },
  };
}

/**
 * Runs the side effects of one step of a call, in order (docs/behaviour/interview.md §20): the
 * consent's key press recorded; a take fetched from the provider with its credentials, converted,
 * and stored through the same use cases (and so the same byte budgets) as an upload; the interview
 * completed and evaluated once every answer is stored, and the receipt texted. Returns the indexes
 * of answers that could not be stored, so the flow asks them again.
 */
export async function runCallEffects(
  deps: CallEffectDeps,
  sessionId: string,
  actions: readonly CallAction[],
): Promise<{ lost: number[] }> {
  const lost: number[] = [];
  for (const action of actions) {
    switch (action.type) {
      case 'saveConsent':
        await deps.phoneInterviews.recordConsent(sessionId, deps.clock.now());
        break;
      case 'saveWarmup': {
        const audio = await fetchTake(deps, action.recording.url, action.maxSeconds, 'warm-up.ogg');
        // A warm-up that cannot be stored only weakens the voice check: the interview goes on.
        if (audio) await deps.warmUps.storeFromCall({ sessionId, audio }).catch(() => undefined);
        break;
      }
      case 'saveAnswer': {
        const audio = await fetchTake(deps, action.recording.url, action.maxSeconds, 'answer.ogg');
        const stored = audio
          ? await deps.answers
              .storeFromCall({ sessionId, questionIndex: action.index, audio })
              .then(() => true)
              .catch(() => false)
          : false;
        if (!stored) lost.push(action.index);
        break;
      }
      case 'completeInterview':
        await complete(deps, sessionId);
        break;
      default:
        break; // spoken instructions: the script's
    }
  }
  return { lost };
}

async function fetchTake(
  deps: CallEffectDeps,
  url: string,
  maxSeconds: number,
  name: string,
): Promise<UploadedFile | null> {
  try {
    const recording = await deps.telephony.fetchRecording(url);
    const converted = await deps.converter.toAnswerAudio(recording, maxSeconds);
    return asUpload(name, converted.data, converted.sha256);
  } catch {
    return null;
  }
}

async function complete(deps: CallEffectDeps, sessionId: string): Promise<void> {
  const session = await deps.completion.completeFromCall(sessionId);
  if (!session) return;
  await deps.evaluation.requestFor(session);
  await deps.phoneInterviews.clearPin(sessionId);
  const job = await deps.jobs.findById(session.jobId);
  const phone = await deps.phoneInterviews.findInterview(sessionId);
  if (job && phone) {
    const text = receiptText({ jobTitle: job.title, company: job.companyName || 'the hiring company' });
    await deps.telephony.sendSms({ to: phone.phone, text }).catch(() => undefined);
  }
}
