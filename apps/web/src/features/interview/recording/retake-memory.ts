import { deviceStorage } from '../common/device-storage';

/**
 * Which questions' recordings were already offered a retake, remembered on the device so the
 * offer stays once per question across a reload or a closed tab (docs/behaviour/interview.md §16).
 * A browser without storage forgets on reload: the candidate may then be offered a second time.
 */
const keyFor = (answerKey: string) => `sauti.retake-offered.${answerKey}`;

/** Whether the recording of the answer under `answerKey` was offered a retake already. */
export function wasRetakeOffered(answerKey: string): boolean {
  try {
    return deviceStorage()?.getItem(keyFor(answerKey)) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the answer under `answerKey` had its offer (quietly, when storage refuses). */
export function rememberRetakeOffered(answerKey: string): void {
  try {
    deviceStorage()?.setItem(keyFor(answerKey), '1');
  } catch {
    // A full or blocked storage only costs the memory across a reload.
  }
}
