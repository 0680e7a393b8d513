import { SELF_ID_PRESETS } from '@sauti/core/rules/self-identification';

/**
 * The name of an option of HR's own self-identification category, which the other candidate
 * chooses: outside the settings, the candidate's own questions and the audit's group names, no
 * answer may hold it, for any caller, HR included (docs/behaviour/interview.md §19).
 */
export const SELF_ID_MARKER = 'Selfidmarkerq9';

/** The organisation's categories as the world sets them: a preset, and its own with the marker. */
export const SELF_ID_CONFIG = {
  categories: [
    SELF_ID_PRESETS[0],
    {
      label: 'Home region',
      question: 'Where did you grow up?',
      options: [{ label: SELF_ID_MARKER }, { label: 'Coast' }],
    },
  ],
};
