/**
 * One call made with an API key to /api/v1 (docs/behaviour/platform.md §14): which key, what it
 * called and what it was answered. Shown to the organisation's members per key for 30 days, then
 * removed. Table `api_key_uses`.
 */
export interface ApiKeyUse {
  id: string;
  apiKeyId: string;
  /** The key's organisation, so nothing of another organisation can be read through it. */
  organisationId: string;
  method: string;
  /** The route called, as the router names it (`/api/v1/jobs/:id`). */
  route: string;
  /** The path called, without its query string. */
  path: string;
  status: number;
  at: Date;
}
