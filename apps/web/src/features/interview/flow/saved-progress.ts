import { deviceStorage } from '../common/device-storage';
import type { SessionCredential } from '../common/interview-api';

/**
 * What this device remembers about a candidate's interview for one job, so a reload, a closed tab
 * or a lost connection resumes where the candidate was (pause and resume, docs/behaviour/platform.md §1).
 */
export interface SavedProgress extends SessionCredential {
  /** Seconds spent on each question answered so far, by question index. */
  timePerQuestion: number[];
  tabSwitchCount: number;
  /**
   * Where the candidate had got to, as this device saw it: what an offline reload resumes from
   * when the server cannot be asked (absent in progress saved by older versions).
   */
  reached?: ReachedPoint;
}

/** The steps of an interview this device has seen done. */
export interface ReachedPoint {
  candidateName: string;
  verified: boolean;
  enrolled: boolean;
  /** Question indexes answered (saved on the device or acknowledged). */
  answered: number[];
  completed: boolean;
}

function readReached(value: unknown): ReachedPoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return {
    candidateName: typeof v.candidateName === 'string' ? v.candidateName : '',
    verified: v.verified === true,
    enrolled: v.enrolled === true,
    answered: Array.isArray(v.answered) ? v.answered.map(Number).filter(Number.isInteger) : [],
    completed: v.completed === true,
  };
}

const keyFor = (jobId: string) => `sauti.interview.${jobId}`;

/** Without storage the interview still works, only without resume. */
const storage = deviceStorage;

/** The progress saved for a job, or null when there is none (or it cannot be read). */
export function loadProgress(jobId: string): SavedProgress | null {
  const raw = storage()?.getItem(keyFor(jobId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedProgress>;
    if (typeof parsed.sessionId !== 'string') return null;
    return {
      sessionId: parsed.sessionId,
      candidateToken: typeof parsed.candidateToken === 'string' ? parsed.candidateToken : null,
      timePerQuestion: Array.isArray(parsed.timePerQuestion) ? parsed.timePerQuestion.map(Number) : [],
      tabSwitchCount: Number(parsed.tabSwitchCount) || 0,
      ...(parsed.reached ? { reached: readReached(parsed.reached) } : {}),
    };
  } catch {
    return null;
  }
}

/** Saves the progress for a job (quietly does nothing when storage is unavailable or full). */
export function saveProgress(jobId: string, progress: SavedProgress): void {
  try {
    storage()?.setItem(keyFor(jobId), JSON.stringify(progress));
  } catch {
    // A full or blocked storage costs only the ability to resume.
  }
}

/** Forgets the job's progress, e.g. when the server no longer knows the session. */
export function clearProgress(jobId: string): void {
  storage()?.removeItem(keyFor(jobId));
}
