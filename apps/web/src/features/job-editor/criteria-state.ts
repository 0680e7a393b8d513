import type { CriteriaConfig } from '@sauti/core/domain/criteria';

/** Where the criteria of the job being edited stand (docs/behaviour/interview.md §4.2). */
export type CriteriaStatus = 'none' | 'generated' | 'editing' | 'saved';

/** The criteria in the editor: the status, the config in force, and where Cancel returns to. */
export type CriteriaState = {
  status: CriteriaStatus;
  config: CriteriaConfig | null;
  /** The status before editing began; Cancel returns here. */
  before: Exclude<CriteriaStatus, 'editing'>;
};

/** What can happen to the criteria. */
export type CriteriaEvent =
  | { type: 'generated'; config: CriteriaConfig }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'saved'; config: CriteriaConfig }
  | { type: 'loaded'; config: CriteriaConfig | null }
  | { type: 'reset' };

/** No criteria yet. */
export const NO_CRITERIA: CriteriaState = { status: 'none', config: null, before: 'none' };

/**
 * none → generated → editing → saved (docs/behaviour/interview.md §4.2). Editing opens by itself after generation;
 * Edit needs a config; Cancel returns to where editing began; a loaded job's criteria count as saved.
 */
export function criteriaReducer(state: CriteriaState, event: CriteriaEvent): CriteriaState {
  switch (event.type) {
    case 'generated':
      return { status: 'editing', config: event.config, before: 'generated' };
    case 'edit':
      if (state.config === null || state.status === 'editing') return state;
      return { ...state, status: 'editing', before: state.status };
    case 'cancel':
      return state.status === 'editing' ? { ...state, status: state.before } : state;
    case 'saved':
      return { status: 'saved', config: event.config, before: 'saved' };
    case 'loaded':
      return event.config ? { status: 'saved', config: event.config, before: 'saved' } : NO_CRITERIA;
    case 'reset':
      return NO_CRITERIA;
  }
}
