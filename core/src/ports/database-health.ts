/** Liveness of the database, for health checks and startup. */
export interface DatabaseHealth {
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>;
  /** Which database serves the app (e.g. `embedded PGlite (host) at ./data/pg`), no secrets. */
  describe(): string;
}
