import { json, thisOrganisation, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import type { SecurityWorld } from './security-world.js';

const rating = (w: SecurityWorld) => `/api/jobs/${w.jobId}/candidates/${w.otherSessionId}/answers/1/rating`;

/**
 * Calibration (docs/behaviour/review.md §15): rating an answer, the job's agreement and re-scoring.
 * Members of the job's organisation only; a candidate is never signed in as HR (401).
 */
export const CALIBRATION_ROWS: Record<RouteKey, MatrixRow> = {
  'PUT /api/jobs/:jobId/candidates/:sessionId/answers/:questionIndex/rating': {
    request: (w) => ({ path: rating(w), body: json({ rating: 4 }) }),
    expected: thisOrganisation(),
  },
  'DELETE /api/jobs/:jobId/candidates/:sessionId/answers/:questionIndex/rating': {
    request: (w) => ({ path: rating(w) }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/calibration': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/calibration` }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:jobId/calibration/rescore': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/calibration/rescore`, body: json({}) }),
    expected: thisOrganisation(202),
  },
};
