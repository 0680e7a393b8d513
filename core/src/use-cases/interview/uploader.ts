import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Uploader } from '../abuse/abuse-budgets.js';

/** Whose byte budgets an upload to `session` from `addressKey` spends. */
export function uploaderOf(
  session: Pick<CandidateSession, 'id' | 'startedAt'>,
  addressKey: string | null | undefined,
): Uploader {
  return { sessionId: session.id, sessionStartedAt: session.startedAt, addressKey: addressKey ?? null };
}
