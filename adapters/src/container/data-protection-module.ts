import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';
import type { CandidateDataStore } from '@sauti/core/ports/candidate-data-store';
import {
  DeleteCandidate,
  ExportCandidate,
  PurgeCandidateData,
} from '@sauti/core/use-cases/data-protection/index';
import { OrmCandidateDataStore } from '../storage/candidate-data-store.js';
import { INTERVIEW } from './interview-module.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { WEBHOOKS } from './webhooks-module.js';

/** Tokens of candidates' data protection: retention purge, deletion and export on request. */
export const DATA_PROTECTION = {
  Store: token<CandidateDataStore>('CandidateDataStore'),
  Purge: token<PurgeCandidateData>('PurgeCandidateData'),
  DeleteCandidate: token<DeleteCandidate>('DeleteCandidate'),
  ExportCandidate: token<ExportCandidate>('ExportCandidate'),
};

/** The media store with folder listing (the filesystem store has it; a store without it cannot sweep). */
function listable(blobs: BlobStore): BlobStore & BlobListing {
  if (typeof (blobs as Partial<BlobListing>).list !== 'function') {
    throw new Error('the media store cannot list folders, so candidate files cannot be swept');
  }
  return blobs as BlobStore & BlobListing;
}

/** Binds the candidate data store on the ORM and the use cases on it and the media store. */
export function dataProtectionModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      const deps = (get: Get) => ({
        store: get(DATA_PROTECTION.Store),
        blobs: listable(get(INTERVIEW.Blobs)),
        clock: get(TOKENS.Clock),
        jobs: get(STORAGE.Repositories).jobs,
        webhooks: get(WEBHOOKS.Events),
      });
      make(DATA_PROTECTION.Store, (get) => new OrmCandidateDataStore(get(STORAGE.Orm)));
      make(DATA_PROTECTION.Purge, (get) => new PurgeCandidateData(deps(get)));
      make(DATA_PROTECTION.DeleteCandidate, (get) => new DeleteCandidate(deps(get)));
      make(
        DATA_PROTECTION.ExportCandidate,
        (get) =>
          new ExportCandidate({
            ...deps(get),
            feedback: get(STORAGE.Repositories).candidateFeedback,
            reviews: get(STORAGE.Repositories).humanReviews,
          }),
      );
    }),
    ports: [{ port: 'candidate data', adapter: 'PostgreSQL rows + the media store' }],
  };
}
