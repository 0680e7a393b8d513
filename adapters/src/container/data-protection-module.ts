import { ContainerModule, type ResolutionContext } from 'inversify';
import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';
import type { CandidateDataStore } from '@sauti/core/ports/candidate-data-store';
import type { Clock } from '@sauti/core/ports/clock';
import {
  DeleteCandidate,
  ExportCandidate,
  PurgeCandidateData,
} from '@sauti/core/use-cases/data-protection/index';
import { OrmCandidateDataStore } from '../storage/candidate-data-store.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

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
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const deps = (get: <U>(t: Token<U>) => U) => ({
        store: get(DATA_PROTECTION.Store),
        blobs: listable(get(INTERVIEW.Blobs)),
        clock: get<Clock>(TOKENS.Clock),
      });
      dyn(DATA_PROTECTION.Store, (get) => new OrmCandidateDataStore(get(STORAGE.Orm)));
      dyn(DATA_PROTECTION.Purge, (get) => new PurgeCandidateData(deps(get)));
      dyn(DATA_PROTECTION.DeleteCandidate, (get) => new DeleteCandidate(deps(get)));
      dyn(DATA_PROTECTION.ExportCandidate, (get) => new ExportCandidate(deps(get)));
    }),
    ports: [{ port: 'candidate data', adapter: 'PostgreSQL rows + the media store' }],
  };
}
