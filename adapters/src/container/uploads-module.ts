import { ResumableUploads } from '@sauti/core/use-cases/interview/resumable-uploads';
import { UploadReservations } from '@sauti/core/use-cases/interview/upload-reservations';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { VERIFICATION } from './verification-module.js';

/** Tokens of resumable uploads (answers, warm-up and identity media sent in pieces). */
export const UPLOADS = {
  Resumable: token<ResumableUploads>('ResumableUploads'),
  /** What resumable uploads hold of the byte budgets, and the sweep that gives back the unused. */
  Reservations: token<UploadReservations>('UploadReservations'),
};

/**
 * Resumable uploads hand each finished file to the use case of its one-shot route, so this
 * module only ties the interview's and the identity check's use cases together.
 */
export function uploadsModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(
        UPLOADS.Reservations,
        (get) =>
          new UploadReservations({
            reservations: get(STORAGE.Repositories).uploadReservations,
            budgets: get(ABUSE.Budgets),
            files: get(INTERVIEW.UploadStore),
            clock: get(TOKENS.Clock),
          }),
      );
      make(UPLOADS.Resumable, (get) => {
        return new ResumableUploads({
          sessions: get(STORAGE.Repositories).candidateSessions,
          digest: get(ACCOUNTS.Digest),
          reservations: get(UPLOADS.Reservations),
          targets: {
            answer: get(INTERVIEW.SubmitResponse),
            enrollment: get(INTERVIEW.SubmitEnrollment),
            identityVideo: get(VERIFICATION.UploadVideo),
            identityPhoto: get(VERIFICATION.UploadPhoto),
          },
        });
      });
    }),
    ports: [],
  };
}
