import {
  IDENTITY_MESSAGES,
  INITIAL_IDENTITY_CHECK,
  identityCheckTransition,
  type IdentityCheckEvent,
  type IdentityCheckState,
} from '@sauti/core/rules/identity-check';

/**
 * The UI's events on top of the core machine (docs/behaviour/interview.md §4.4): a recorder that fails to start once the
 * countdown is over, and reloading the phrase after it failed to load (the core's 'retry' goes to
 * the camera, which is no use without a phrase to read).
 */
export type IdentityCheckAction = IdentityCheckEvent | { type: 'recordingFailed' } | { type: 'reload' };

/** The core transition, plus the two UI events above. */
export function identityCheckReducer(
  state: IdentityCheckState,
  action: IdentityCheckAction,
): IdentityCheckState {
  if (action.type === 'reload') {
    return state.kind === 'error' ? { ...INITIAL_IDENTITY_CHECK, attempts: state.attempts } : state;
  }
  if (action.type === 'recordingFailed') {
    return state.kind === 'recording'
      ? { ...state, kind: 'error', message: IDENTITY_MESSAGES.recordingFailed }
      : state;
  }
  return identityCheckTransition(state, action);
}
