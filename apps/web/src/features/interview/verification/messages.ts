/**
 * Identity-check texts of docs/behaviour/interview.md §8 that the core machine does not carry: it knows only 'Upload
 * failed.', which is right when the server refused the clip, not when it never reached it.
 */
export const VERIFICATION_UI_MESSAGES = {
  /**
   * Core's IDENTITY_MESSAGES.loadFailed, copied for the stage that loads the check lazily: an import
   * of core there would pull the whole machine into the interview's main chunk. A test pins the copy.
   */
  loadFailed: 'Failed to load verification requirements. Please try again.',
  uploadConnection: 'Failed to upload verification. Please check your connection and try again.',
} as const;
