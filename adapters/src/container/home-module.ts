import { LoadHomeData } from '@sauti/core/use-cases/home/load-home';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { token, TOKENS } from './tokens.js';

/** Tokens of the HR home overview (docs/behaviour/platform.md §2.4). */
export const HOME = {
  LoadHomeData: token<LoadHomeData>('LoadHomeData'),
};

/** The home overview's read of the organisation's jobs, sessions and evaluations. */
export function homeModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(HOME.LoadHomeData, (get) => {
        const repos = get(STORAGE.Repositories);
        return new LoadHomeData({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          evaluations: repos.evaluations,
          clock: get(TOKENS.Clock),
        });
      });
    }),
    ports: [],
  };
}
