import type { CallInstruction, SpokenInstruction } from '../../ports/telephony.js';
import { PHONE_CALL, type CallAction } from '../../rules/phone-call-flow.js';
import {
  PIN_PROMPTS,
  promptText,
  questionNumberText,
  type PromptContext,
} from '../../rules/phone-call-prompts.js';
import { PIN_LENGTH } from './pin.js';

/** What the script needs to speak: the prompts' context, the questions' texts, and whether their audio can be played. */
export interface ScriptContext extends PromptContext {
  questions: readonly string[];
  /** True when the question audio the web uses can be played (a speech synthesiser is configured). */
  questionAudio: boolean;
}

/**
 * The call's actions as provider-neutral instructions: sentences said, the question played (the
 * web's own question audio, else said), key presses gathered with a fall-through for no input,
 * recordings with a fall-through for silence. Side effects (save…, completeInterview) are the use
 * case's and say nothing.
 */
export function scriptFor(actions: readonly CallAction[], context: ScriptContext): CallInstruction[] {
  const out: CallInstruction[] = [];
  const say = (text: string): SpokenInstruction => ({ kind: 'say', text });
  for (const action of actions) {
    switch (action.type) {
      case 'say':
        out.push(say(promptText(action.prompt, context)));
        break;
      case 'questionNumber':
        out.push(say(questionNumberText(action.index, context.questionCount)));
        break;
      case 'speakQuestion':
        out.push(
          context.questionAudio
            ? { kind: 'play', questionIndex: action.index }
            : say(context.questions[action.index] ?? ''),
        );
        break;
      case 'askDigit':
        out.push(
          {
            kind: 'gather',
            prompt: [say(promptText(action.prompt, context))],
            numDigits: 1,
            finishOnKey: null,
            timeoutSeconds: PHONE_CALL.digitTimeoutSeconds,
          },
          { kind: 'redirect', event: 'no-input' },
        );
        break;
      case 'record':
        out.push(
          {
            kind: 'record',
            prompt: [],
            maxSeconds: action.maxSeconds,
            finishOnKey: '#',
            silenceSeconds: PHONE_CALL.silenceSeconds,
          },
          { kind: 'redirect', event: 'silence' },
        );
        break;
      case 'hangup':
        out.push({ kind: 'hangup' });
        break;
      default:
        break; // side effects: run by the use case, nothing to say
    }
  }
  return out;
}

/** An inbound call's PIN prompt: `again` after a PIN that named no interview. */
export function pinScript(again: boolean): CallInstruction[] {
  return [
    {
      kind: 'gather',
      prompt: [{ kind: 'say', text: again ? PIN_PROMPTS.again : PIN_PROMPTS.ask }],
      numDigits: PIN_LENGTH,
      finishOnKey: '#',
      timeoutSeconds: 20,
    },
    { kind: 'redirect', event: 'no-input' },
  ];
}

/** Last words, then the end of the call. */
export function goodbye(text: string): CallInstruction[] {
  return [{ kind: 'say', text }, { kind: 'hangup' }];
}
