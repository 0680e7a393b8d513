import type { AnswerKind, BlindAnswer, Concern, Register } from './types.js';

/** Small builder so each answer reads as one line of data. */
export function answerMaker(defaultRegister: Register) {
  return function a(
    kind: AnswerKind,
    grade: BlindAnswer['grade'],
    text: string,
    extra: { register?: Register; concern?: Concern; note?: string } = {},
  ): BlindAnswer {
    const out: BlindAnswer = {
      kind,
      grade,
      register: extra.register ?? (kind === 'polished' ? 'polished' : defaultRegister),
      text: text.trim().replace(/\s+/g, ' '),
    };
    if (extra.concern) out.concern = extra.concern;
    if (extra.note) out.note = extra.note;
    return out;
  };
}
