import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Ids } from '../../ports/ids.js';
import type { Digest } from '../../ports/digest.js';

/** Length of a candidate credential: 43 URL-safe characters carry 258 bits of randomness. */
export const CANDIDATE_TOKEN_LENGTH = 43;

/** A new credential and the digest stored in its place. */
export function issueCandidateToken(ids: Ids, digest: Digest): { token: string; hash: string } {
  const token = ids.newToken(CANDIDATE_TOKEN_LENGTH);
  return { token, hash: digest.sha256Hex(token) };
}

/**
 * True when one of `presented` is the session's credential. Only digests are compared, so
 * comparison timing says nothing about the secret; a session without a credential matches none.
 */
export function holdsCredential(
  session: Pick<CandidateSession, 'candidateTokenHash'>,
  presented: readonly string[],
  digest: Digest,
): boolean {
  const expected = session.candidateTokenHash;
  if (!expected) return false;
  return presented.some(
    (token) => token.length === CANDIDATE_TOKEN_LENGTH && digest.sha256Hex(token) === expected,
  );
}
