import { DomainError } from '../../domain/errors.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { PhoneCall, PhoneCallStatus } from '../../ports/phone-interview-repository.js';
import type { CallbackEvent, CallInstruction, ProviderCallback } from '../../ports/telephony.js';
import {
  callFlowStep,
  newCallFlow,
  type CallEvent,
  type CallFlowState,
} from '../../rules/phone-call-flow.js';
import { PIN_PROMPTS } from '../../rules/phone-call-prompts.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { runCallEffects, type CallEffectDeps } from './call-effects.js';
import { goodbye, pinScript, scriptFor } from './call-script.js';
import { newCall } from './place-call.js';

/** Turns a call's instructions into the provider's document, with the call's URLs (the edge's dialect). */
export type RenderCall = (
  instructions: readonly CallInstruction[],
  call: { id: string; secret: string },
) => string;

/** What a callback answers: the provider's document, or '' for a status notification. */
export interface CallbackReply {
  body: string;
}

export interface AnswerCallbackDeps extends CallEffectDeps {
  sessions: CandidateSessionRepository;
  responses: CandidateResponseRepository;
  budgets: AbuseBudgets;
  digest: Digest;
  ids: Ids;
}

/** Wrong PINs on one call before it ends: two, as for every other prompt (one retry). */
const PIN_TRIES = 2;

/**
 * The provider's callbacks of a phone interview (docs/behaviour/interview.md §20). Each is
 * authenticated by the call's secret (its digest must match; Twilio's signature is checked by the
 * edge first), answered once (a retry of the same delivery gets the first answer, so a provider's
 * retry never stores a take twice or moves the call on), and drives the call-flow state machine,
 * whose side effects run through the interview's own use cases.
 */
export class AnswerCallback {
  constructor(private readonly deps: AnswerCallbackDeps) {}

  /**
   * A callback to a call's own URL. Errors: NOT_FOUND (unknown call or wrong secret),
   * CONFLICT (the same delivery is still being answered: the provider retries).
   */
  async execute(input: {
    callId: string;
    secret: string;
    event: CallbackEvent;
    callback: ProviderCallback;
    delivery: string;
    render: RenderCall;
  }): Promise<CallbackReply> {
    const call = await this.deps.phoneInterviews.findCall(input.callId);
    if (!call || this.deps.digest.sha256Hex(input.secret) !== call.secretHash) {
      throw new DomainError('NOT_FOUND', 'No such call.');
    }
    return this.once(call.id, `${input.event}\n${input.delivery}`, async () => {
      if (input.event === 'status') {
        await this.ended(call, input.callback);
        return '';
      }
      const instructions = await this.step(call, input.event, input.callback);
      return input.render(instructions, { id: call.id, secret: input.secret });
    });
  }

  /**
   * A callback to Sauti's number (the URL set in the provider's dashboard): the first and last
   * requests of an outbound Africa's Talking call, and a new inbound call, which is asked its PIN.
   * Errors: RATE_LIMITED (10 calls an hour from one number), CONFLICT as for execute.
   */
  async atNumber(input: {
    callback: ProviderCallback;
    delivery: string;
    render: RenderCall;
  }): Promise<CallbackReply> {
    const { callback } = input;
    const { phoneInterviews, telephony } = this.deps;
    const known = await phoneInterviews.findCallByProviderId(telephony.provider, callback.providerCallId);
    if (known) {
      return this.once(known.id, `number\n${input.delivery}`, async () => {
        if (!callback.active) {
          await this.ended(known, callback);
          return '';
        }
        // The number's URL carries no call secret: a fresh one for the URLs this answer gives.
        const secret = this.deps.ids.newToken(43);
        await phoneInterviews.updateCall(known.id, { secretHash: this.deps.digest.sha256Hex(secret) });
        const instructions = await this.step(known, 'connected', callback);
        return input.render(instructions, { id: known.id, secret });
      });
    }
    if (!callback.active || callback.direction !== 'inbound') return { body: '' };
    await this.deps.budgets.phoneCallFrom(callback.candidateNumber);
    const { call, secret } = newCall(this.deps, {
      sessionId: null,
      jobId: null,
      direction: 'inbound',
      candidateNumber: callback.candidateNumber,
      providerCallId: callback.providerCallId,
      retryOf: null,
    });
    await phoneInterviews.addCall(call);
    return { body: input.render(pinScript(false), { id: call.id, secret }) };
  }

  /** Answers a delivery once; a retry gets the stored answer. */
  private async once(
    callId: string,
    delivery: string,
    answer: () => Promise<string>,
  ): Promise<CallbackReply> {
    const key = this.deps.digest.sha256Hex(delivery);
    const claim = await this.deps.phoneInterviews.claimCallback(callId, key, this.deps.clock.now());
    if (!claim.fresh) {
      if (claim.response === null) throw new DomainError('CONFLICT', 'This callback is being answered.');
      return { body: claim.response };
    }
    const body = await answer();
    await this.deps.phoneInterviews.saveCallbackResponse(callId, key, body);
    return { body };
  }

  private async step(
    call: PhoneCall,
    event: CallbackEvent,
    callback: ProviderCallback,
  ): Promise<CallInstruction[]> {
    if (!call.sessionId) return this.pinStep(call, event, callback);
    const state = call.flow ?? (await this.resume(call.sessionId));
    const flowEvent = toFlowEvent(event, callback);
    const step = callFlowStep(state, flowEvent);
    const { actions } = step;
    let next = step.state;
    const { lost } = await runCallEffects(this.deps, call.sessionId, actions);
    if (lost.length > 0) {
      // A take that could not be fetched or stored is asked again on a later call.
      next = { ...next, answered: next.answered.filter((i) => !lost.includes(i)) };
    }
    await this.deps.phoneInterviews.updateCall(call.id, { flow: next, status: 'in-progress' });
    return scriptFor(actions, await this.context(call.sessionId));
  }

  /** An inbound call without an interview yet: the PIN names it. */
  private async pinStep(
    call: PhoneCall,
    event: CallbackEvent,
    callback: ProviderCallback,
  ): Promise<CallInstruction[]> {
    const { budgets, phoneInterviews, digest, clock } = this.deps;
    const pin = (callback.digits ?? '').replace(/#$/, '');
    if (event !== 'digits' || !/^\d{6}$/.test(pin)) return this.wrongPin(call);
    await budgets.pinAttempt(call.candidateNumber);
    const interview = await phoneInterviews.findByPin(digest.sha256Hex(pin), clock.now());
    if (!interview) return this.wrongPin(call);
    await budgets.pinAccepted(call.candidateNumber);
    await budgets.phoneCallForJob(interview.jobId).catch(() => {
      throw new DomainError('RATE_LIMITED', PIN_PROMPTS.busy);
    });
    const joined = { ...call, sessionId: interview.sessionId, jobId: interview.jobId };
    await phoneInterviews.updateCall(call.id, { sessionId: interview.sessionId, jobId: interview.jobId });
    return this.step(joined, 'connected', callback);
  }

  private async wrongPin(call: PhoneCall): Promise<CallInstruction[]> {
    const attempts = call.pinAttempts + 1;
    await this.deps.phoneInterviews.updateCall(call.id, { pinAttempts: attempts });
    return attempts >= PIN_TRIES ? goodbye(PIN_PROMPTS.refused) : pinScript(true);
  }

  /** A new call's state from what is on file: where the interview resumes. */
  private async resume(sessionId: string): Promise<CallFlowState> {
    const session = await this.deps.sessions.findById(sessionId);
    if (!session) throw new DomainError('NOT_FOUND', 'No such interview.');
    const questions = await this.deps.jobs.listQuestions(session.jobId);
    const answered = (await this.deps.responses.listBySession(sessionId)).map((r) => r.questionIndex);
    const phone = await this.deps.phoneInterviews.findInterview(sessionId);
    return newCallFlow({
      questionCount: questions.length,
      answered,
      consented: phone?.consentedAt != null,
      warmedUp: session.enrollmentRecordingUrl !== null,
    });
  }

  private async context(sessionId: string) {
    const session = await this.deps.sessions.findById(sessionId);
    const job = session ? await this.deps.jobs.findById(session.jobId) : null;
    const questions = job ? await this.deps.jobs.listQuestions(job.id) : [];
    return {
      jobTitle: job?.title ?? 'this job',
      companyName: job?.companyName || 'the hiring company',
      questionCount: questions.length,
      callBackNumber: this.deps.telephony.number,
      // The PIN is never kept in clear: the last words point to the text message that carried it.
      pin: '',
      questions: questions.map((q) => q.text),
      // Question audio by URL is not served to providers yet: the provider's voice says the text.
      questionAudio: false,
    };
  }

  /** The call's end: its status, duration and reported cost; a take waiting for a choice is kept. */
  private async ended(call: PhoneCall, callback: ProviderCallback): Promise<void> {
    let flow = call.flow;
    if (flow && call.sessionId) {
      const step = callFlowStep(flow, { type: 'hangup' });
      await runCallEffects(this.deps, call.sessionId, step.actions);
      flow = step.state;
    }
    await this.deps.phoneInterviews.updateCall(call.id, {
      flow,
      status: endStatus(callback.status),
      endedAt: this.deps.clock.now(),
      durationSeconds: callback.durationSeconds,
      reportedCost: callback.reportedCost
        ? `${callback.reportedCost.currency} ${callback.reportedCost.amount.toFixed(2)}`
        : null,
    });
  }
}

function endStatus(status: ProviderCallback['status']): PhoneCallStatus {
  return status ?? 'completed';
}

/** A callback in the flow's words: the URL's event, and what the provider sent with it. */
function toFlowEvent(event: CallbackEvent, callback: ProviderCallback): CallEvent {
  switch (event) {
    case 'digits':
      return callback.digits
        ? { type: 'digits', digits: callback.digits.replace(/#$/, '') }
        : { type: 'noInput' };
    case 'recording':
      return callback.recording?.url
        ? {
            type: 'recorded',
            recording: { url: callback.recording.url, seconds: callback.recording.seconds },
          }
        : { type: 'silence' };
    case 'no-input':
      return { type: 'noInput' };
    case 'silence':
      return { type: 'silence' };
    default:
      return { type: 'connected' };
  }
}
