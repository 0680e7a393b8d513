import type { SessionCredential } from '../common/interview-api';
import { IdentityCheckView } from './identity-check-view';
import { useIdentityCheck } from './use-identity-check';

/** Props of {@link IdentityCheck}. */
export interface IdentityCheckProps {
  credential: SessionCredential;
  /** Called once the check is done (passed, or a photo handed to HR). */
  onVerified?: () => void;
  /** One second of the check's clocks; tests shorten it. */
  tickMs?: number;
}

/**
 * The whole identity check (docs/behaviour/interview.md §4.4). Its own chunk: only candidates of jobs that ask for
 * verification download it.
 */
export function IdentityCheck({ credential, onVerified, tickMs }: IdentityCheckProps) {
  const check = useIdentityCheck(credential, {
    ...(onVerified ? { onVerified } : {}),
    ...(tickMs ? { tickMs } : {}),
  });
  return <IdentityCheckView check={check} sessionId={credential.sessionId} />;
}
