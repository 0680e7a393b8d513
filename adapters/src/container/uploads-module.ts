import { ResumableUploads } from '@sauti/core/use-cases/interview/resumable-uploads';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { token } from './tokens.js';
import { VERIFICATION } from './verification-module.js';

/** Tokens of resumable uploads (answers, warm-up and identity media sent in pieces). */
export const UPLOADS = {
  Resumable: token<ResumableUploads>('ResumableUploads'),
};

/**
 * Resumable uploads hand each finished file to the use case of its one-shot route, so this
 * module only ties the interview's and the identity check's use cases together.
 */
export function uploadsModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(UPLOADS.Resumable, (get) => {
        return new ResumableUploads({
          sessions: get(STORAGE.Repositories).candidateSessions,
          digest: get(ACCOUNTS.Digest),
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
