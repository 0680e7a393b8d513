/**
 * The answer of a call that has nothing to return but its success: DELETE /api/jobs/{id},
 * POST /api/logout. The screens read only that the call did not fail.
 */
export interface Acknowledged {
  ok: true;
}
