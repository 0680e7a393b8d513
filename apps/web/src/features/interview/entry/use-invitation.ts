import { en } from '../i18n/en';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-client';
import { openInvitation, type InvitationPrefill } from '../common/interview-api';

/** A personal link's state: none presented, opening, refused (with the server's words), or its pre-fill. */
export type InvitationState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'refused'; expired: boolean; message: string }
  | { status: 'ok'; token: string; prefill: InvitationPrefill };

/** Opens the invitation of `token` once (docs/behaviour/interview.md §15). */
export function useInvitation(token: string | undefined): InvitationState {
  const [state, setState] = useState<{ token: string; value: InvitationState } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    openInvitation(token)
      .then((prefill) => live && setState({ token, value: { status: 'ok', token, prefill } }))
      .catch((error: unknown) => {
        if (!live) return;
        const expired = isApiError(error) && error.status === 409;
        // English here; the page shows it in the language on screen (en.ts 'error.reloadFallback').
        const message = errorMessage(error, en['error.reloadFallback']);
        setState({ token, value: { status: 'refused', expired, message } });
      });
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return { status: 'none' };
  return state?.token === token ? state.value : { status: 'pending' };
}
