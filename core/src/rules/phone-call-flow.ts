import { ANSWER_LIMIT_SECONDS, WARMUP_LIMIT_SECONDS } from './answer-limits.js';

/**
 * The interview on a phone call (docs/behaviour/interview.md §20) as a pure state machine: the
 * state and one event from the call give the next state and what the call must do. The provider
 * adapters turn the actions into their own XML (Africa's Talking) or TwiML (Twilio); the use case
 * runs the side effects (consent, storing a take, completing). Nothing here knows how the audio
 * travels, so the interview's rules are the web page's: one answer per question, 90 seconds, the
 * warm-up first.
 */
export const PHONE_CALL = {
  answerSeconds: ANSWER_LIMIT_SECONDS,
  warmupSeconds: WARMUP_LIMIT_SECONDS,
  /** Seconds of silence after which the provider ends a recording that never started. */
  silenceSeconds: 8,
  /** Seconds a key-press prompt waits before it counts as no input. */
  digitTimeoutSeconds: 10,
  /** A prompt unanswered, a silent recording, an unanswered outbound call: tried once more, then given up. */
  retries: 1,
  /** The keys of the prompts. */
  keys: { agree: '1', decline: '2', keep: '1', recordAgain: '2', finish: '#' },
} as const;

/** A recording the provider made, as the flow sees it: where to fetch it and how long it says it is. */
export interface CallRecording {
  /** The provider's recording URL (or id), fetched later with its credentials. */
  url: string;
  seconds: number;
}

/** Where the call stands. */
export type CallStage =
  | { name: 'start' }
  | { name: 'consent'; prompts: number }
  | { name: 'warmup'; silences: number }
  | { name: 'answer'; index: number; take: 1 | 2; silences: number }
  | { name: 'confirm'; index: number; take: 1; recording: CallRecording; prompts: number }
  | { name: 'ended'; reason: CallEndReason };

export type CallEndReason = 'completed' | 'unanswered' | 'declined' | 'no-consent' | 'hangup';

/** The call's state, stored between the provider's callbacks (plain JSON). */
export interface CallFlowState {
  questionCount: number;
  /** Indexes of the questions with a stored (or kept this call) answer, ascending. */
  answered: number[];
  consented: boolean;
  warmedUp: boolean;
  /** Questions given up after repeated silence on this call: asked again on the next one. */
  skipped: number[];
  /** The warm-up was given up after repeated silence on this call. */
  warmupSkipped: boolean;
  stage: CallStage;
}

/** What the provider tells about the call, in the flow's words. */
export type CallEvent =
  | { type: 'connected' }
  | { type: 'digits'; digits: string }
  | { type: 'noInput' }
  | { type: 'recorded'; recording: CallRecording }
  | { type: 'silence' }
  | { type: 'hangup' };

/** A sentence the call speaks (texts in phone-call-prompts.ts). */
export type PromptName =
  | 'greeting'
  | 'consent'
  | 'declined'
  | 'noConsent'
  | 'warmup'
  | 'answerInstructions'
  | 'recordAgain'
  | 'silence'
  | 'confirm'
  | 'kept'
  | 'skipped'
  | 'done'
  | 'unanswered';

/** Why a recording is made: the first take, a try after silence, or the one re-record. */
export type TakeKind = 'first' | 'after-silence' | 're-record';

/** What the call does next, in order. The last one waits for the candidate (or ends the call). */
export type CallAction =
  | { type: 'say'; prompt: PromptName }
  | { type: 'questionNumber'; index: number }
  | { type: 'speakQuestion'; index: number }
  | { type: 'askDigit'; prompt: 'consent' | 'confirm' }
  | { type: 'record'; purpose: 'warmup' | 'answer'; index: number | null; take: TakeKind; maxSeconds: number }
  | { type: 'saveConsent' }
  | { type: 'saveWarmup'; recording: CallRecording; maxSeconds: number }
  | { type: 'saveAnswer'; index: number; recording: CallRecording; maxSeconds: number }
  | { type: 'completeInterview' }
  | { type: 'hangup' };

/** What one event gives: the next state and the actions, in order. */
export interface CallStep {
  state: CallFlowState;
  actions: CallAction[];
}

/** A new call for an interview: what is already on file decides where it resumes. */
export function newCallFlow(resume: {
  questionCount: number;
  answered: readonly number[];
  consented: boolean;
  warmedUp: boolean;
}): CallFlowState {
  const answered = [...new Set(resume.answered)]
    .filter((i) => Number.isInteger(i) && i >= 0 && i < resume.questionCount)
    .sort((a, b) => a - b);
  return {
    questionCount: resume.questionCount,
    answered,
    consented: resume.consented,
    warmedUp: resume.warmedUp,
    skipped: [],
    warmupSkipped: false,
    stage: { name: 'start' },
  };
}

/** The first question neither answered nor given up on this call, or null. */
export function nextUnanswered(state: CallFlowState): number | null {
  for (let i = 0; i < state.questionCount; i++) {
    if (!state.answered.includes(i) && !state.skipped.includes(i)) return i;
  }
  return null;
}

const recordAnswer = (index: number, take: TakeKind): CallAction => ({
  type: 'record',
  purpose: 'answer',
  index,
  take,
  maxSeconds: PHONE_CALL.answerSeconds,
});
const recordWarmup = (take: TakeKind): CallAction => ({
  type: 'record',
  purpose: 'warmup',
  index: null,
  take,
  maxSeconds: PHONE_CALL.warmupSeconds,
});

/** Ends the call with a last sentence. */
function end(state: CallFlowState, reason: CallEndReason, prompt: PromptName | null): CallStep {
  const actions: CallAction[] = prompt ? [{ type: 'say', prompt }, { type: 'hangup' }] : [];
  return { state: { ...state, stage: { name: 'ended', reason } }, actions };
}

/** From anywhere between steps: consent, the warm-up, the next question, or the end. */
function proceed(state: CallFlowState, before: CallAction[] = []): CallStep {
  const next = nextStep(state);
  return { state: next.state, actions: [...before, ...next.actions] };
}

function nextStep(state: CallFlowState): CallStep {
  if (!state.consented) {
    return {
      state: { ...state, stage: { name: 'consent', prompts: 0 } },
      actions: [{ type: 'askDigit', prompt: 'consent' }],
    };
  }
  if (!state.warmedUp && !state.warmupSkipped) {
    return {
      state: { ...state, stage: { name: 'warmup', silences: 0 } },
      actions: [{ type: 'say', prompt: 'warmup' }, recordWarmup('first')],
    };
  }
  const index = nextUnanswered(state);
  if (index !== null) return ask(state, index);
  if (state.answered.length === state.questionCount) {
    const done = end(state, 'completed', 'done');
    return { state: done.state, actions: [{ type: 'completeInterview' }, ...done.actions] };
  }
  return end(state, 'unanswered', 'unanswered');
}

function ask(state: CallFlowState, index: number): CallStep {
  return {
    state: { ...state, stage: { name: 'answer', index, take: 1, silences: 0 } },
    actions: [
      { type: 'questionNumber', index },
      { type: 'speakQuestion', index },
      { type: 'say', prompt: 'answerInstructions' },
      recordAnswer(index, 'first'),
    ],
  };
}

function keep(state: CallFlowState, index: number): CallFlowState {
  const answered = [...new Set([...state.answered, index])].sort((a, b) => a - b);
  return { ...state, answered };
}

const saveAnswer = (index: number, recording: CallRecording): CallAction => ({
  type: 'saveAnswer',
  index,
  recording,
  maxSeconds: PHONE_CALL.answerSeconds,
});

/**
 * The next step of the call. An event that does not fit the stage (a key press while recording,
 * a second 'connected' when the provider asks again) repeats what the call is waiting for; after
 * the end nothing more happens.
 */
export function callFlowStep(state: CallFlowState, event: CallEvent): CallStep {
  const stage = state.stage;
  if (stage.name === 'ended') return { state, actions: [] };
  if (event.type === 'hangup') {
    // A take waiting for "keep or record again" is kept: the candidate finished speaking.
    if (stage.name === 'confirm') {
      const kept = keep(state, stage.index);
      return {
        state: { ...kept, stage: { name: 'ended', reason: 'hangup' } },
        actions: [saveAnswer(stage.index, stage.recording)],
      };
    }
    return end(state, 'hangup', null);
  }
  switch (stage.name) {
    case 'start':
      return event.type === 'connected'
        ? proceed(state, [{ type: 'say', prompt: 'greeting' }])
        : repeat(state);
    case 'consent':
      return consentStep(state, stage, event);
    case 'warmup':
      return warmupStep(state, stage, event);
    case 'answer':
      return answerStep(state, stage, event);
    case 'confirm':
      return confirmStep(state, stage, event);
  }
}

function consentStep(state: CallFlowState, stage: { prompts: number }, event: CallEvent): CallStep {
  if (event.type === 'digits' && event.digits === PHONE_CALL.keys.agree) {
    return proceed({ ...state, consented: true }, [{ type: 'saveConsent' }]);
  }
  if (event.type === 'digits' && event.digits === PHONE_CALL.keys.decline)
    return end(state, 'declined', 'declined');
  if (event.type === 'digits' || event.type === 'noInput') {
    if (stage.prompts >= PHONE_CALL.retries) return end(state, 'no-consent', 'noConsent');
    return {
      state: { ...state, stage: { name: 'consent', prompts: stage.prompts + 1 } },
      actions: [{ type: 'askDigit', prompt: 'consent' }],
    };
  }
  return repeat(state);
}

function warmupStep(state: CallFlowState, stage: { silences: number }, event: CallEvent): CallStep {
  if (event.type === 'recorded') {
    const save: CallAction = {
      type: 'saveWarmup',
      recording: event.recording,
      maxSeconds: PHONE_CALL.warmupSeconds,
    };
    return proceed({ ...state, warmedUp: true }, [save]);
  }
  if (event.type === 'silence') {
    if (stage.silences >= PHONE_CALL.retries) return proceed({ ...state, warmupSkipped: true });
    return {
      state: { ...state, stage: { name: 'warmup', silences: stage.silences + 1 } },
      actions: [{ type: 'say', prompt: 'silence' }, recordWarmup('after-silence')],
    };
  }
  return repeat(state);
}

function answerStep(
  state: CallFlowState,
  stage: Extract<CallStage, { name: 'answer' }>,
  event: CallEvent,
): CallStep {
  const { index } = stage;
  if (event.type === 'recorded') {
    if (stage.take === 2)
      return proceed(keep(state, index), [
        saveAnswer(index, event.recording),
        { type: 'say', prompt: 'kept' },
      ]);
    return {
      state: { ...state, stage: { name: 'confirm', index, take: 1, recording: event.recording, prompts: 0 } },
      actions: [{ type: 'askDigit', prompt: 'confirm' }],
    };
  }
  if (event.type === 'silence') {
    if (stage.silences >= PHONE_CALL.retries) {
      return proceed({ ...state, skipped: [...state.skipped, index] }, [{ type: 'say', prompt: 'skipped' }]);
    }
    return {
      state: { ...state, stage: { ...stage, silences: stage.silences + 1 } },
      actions: [{ type: 'say', prompt: 'silence' }, recordAnswer(index, 'after-silence')],
    };
  }
  return repeat(state);
}

function confirmStep(
  state: CallFlowState,
  stage: Extract<CallStage, { name: 'confirm' }>,
  event: CallEvent,
): CallStep {
  const { index, recording } = stage;
  const keepIt = () =>
    proceed(keep(state, index), [saveAnswer(index, recording), { type: 'say', prompt: 'kept' }]);
  if (event.type === 'digits' && event.digits === PHONE_CALL.keys.keep) return keepIt();
  if (event.type === 'digits' && event.digits === PHONE_CALL.keys.recordAgain) {
    return {
      state: { ...state, stage: { name: 'answer', index, take: 2, silences: 0 } },
      actions: [{ type: 'say', prompt: 'recordAgain' }, recordAnswer(index, 're-record')],
    };
  }
  if (event.type === 'digits' || event.type === 'noInput') {
    // Asked twice without a choice: the take stands, as Continue would.
    if (stage.prompts >= PHONE_CALL.retries) return keepIt();
    return {
      state: { ...state, stage: { ...stage, prompts: stage.prompts + 1 } },
      actions: [{ type: 'askDigit', prompt: 'confirm' }],
    };
  }
  return repeat(state);
}

/** The actions that wait for what the stage waits for, again (nothing changes). */
function repeat(state: CallFlowState): CallStep {
  const stage = state.stage;
  switch (stage.name) {
    case 'start':
    case 'ended':
      return { state, actions: [] };
    case 'consent':
      return { state, actions: [{ type: 'askDigit', prompt: 'consent' }] };
    case 'warmup':
      return {
        state,
        actions: [
          { type: 'say', prompt: 'warmup' },
          recordWarmup(stage.silences ? 'after-silence' : 'first'),
        ],
      };
    case 'answer':
      return {
        state,
        actions:
          stage.take === 2
            ? [{ type: 'say', prompt: 'recordAgain' }, recordAnswer(stage.index, 're-record')]
            : ask(state, stage.index).actions.map((a) =>
                a.type === 'record' && stage.silences ? recordAnswer(stage.index, 'after-silence') : a,
              ),
      };
    case 'confirm':
      return { state, actions: [{ type: 'askDigit', prompt: 'confirm' }] };
  }
}
