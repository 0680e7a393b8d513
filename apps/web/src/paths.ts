import { LEGAL_PATHS } from '@sauti/core/contract/legal';

/**
 * Every link of the app, from one place (docs/behaviour/platform.md §2.1). `path` is the react-router pattern,
 * `href(...)` builds a concrete link. Screens never write a URL by hand.
 */
export const paths = {
  /** Landing page when signed out, home when signed in. */
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  /** Create an account (signed-out only). */
  register: { path: '/register', href: () => '/register' },
  /** After registering: "check your inbox". */
  checkInbox: { path: '/check-inbox', href: () => '/check-inbox' },
  /** The mailed confirmation link: `/verify-email?token=…`. */
  verifyEmail: { path: '/verify-email', href: () => '/verify-email' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) =>
      token === undefined
        ? '/reset-password'
        : `/reset-password?${new URLSearchParams({ token }).toString()}`,
  },
  interview: { path: '/interview', href: () => '/interview' },
  interviewForJob: {
    path: '/interview/:jobId',
    href: (jobId: string) => `/interview/${encodeURIComponent(jobId)}`,
  },
  /** The job editor; with a job id, `/hr?editJob={id}` opens that job for editing (docs/behaviour/interview.md §2.1). */
  hr: {
    path: '/hr',
    href: (editJobId?: string) =>
      editJobId === undefined ? '/hr' : `/hr?${new URLSearchParams({ editJob: editJobId }).toString()}`,
  },
  hrPortal: { path: '/hr-portal', href: () => '/hr-portal' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  dashboardForJob: {
    path: '/dashboard/:jobId',
    href: (jobId: string) => `/dashboard/${encodeURIComponent(jobId)}`,
  },
  hrDashboard: { path: '/hr-dashboard', href: () => '/hr-dashboard' },
  hrDashboardForJob: {
    path: '/hr-dashboard/:jobId',
    href: (jobId: string) => `/hr-dashboard/${encodeURIComponent(jobId)}`,
  },
  candidates: {
    path: '/jobs/:jobId/candidates',
    href: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/candidates`,
  },
  candidate: {
    path: '/jobs/:jobId/candidates/:sessionId',
    href: (jobId: string, sessionId: string) =>
      `/jobs/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(sessionId)}`,
  },
  compare: {
    path: '/jobs/:jobId/compare',
    /** With session ids: `?sessions={comma-separated ids}` (docs/behaviour/review.md §2). */
    href: (jobId: string, sessionIds: readonly string[] = []) =>
      `/jobs/${encodeURIComponent(jobId)}/compare` +
      (sessionIds.length ? `?sessions=${sessionIds.map(encodeURIComponent).join(',')}` : ''),
  },
  panel: {
    path: '/jobs/:jobId/panel',
    href: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/panel`,
  },
  analytics: { path: '/analytics', href: () => '/analytics' },
  adminImpersonation: { path: '/admin/impersonation', href: () => '/admin/impersonation' },
  account: { path: '/account', href: () => '/account' },
  /** The API's reference, rendered from its OpenAPI document (public). */
  developers: { path: '/developers', href: () => '/developers' },
  /** The bias audit and the self-identification questions (docs/behaviour/review.md §13). */
  biasAudit: { path: '/bias-audit', href: () => '/bias-audit' },
  /** First-run setup: the administrator of a fresh install (docs/behaviour/platform.md §19). */
  setup: { path: '/setup', href: () => '/setup' },
  /** The privacy policy and the terms (docs/behaviour/platform.md §17): public, on core's own paths. */
  privacy: { path: LEGAL_PATHS.privacy, href: () => LEGAL_PATHS.privacy },
  terms: { path: LEGAL_PATHS.terms, href: () => LEGAL_PATHS.terms },
  /** API keys, webhooks and the API reference, for a member (docs/behaviour/platform.md §18). */
  integrations: { path: '/integrations', href: () => '/integrations' },
  /** The organisation's members, join requests and invitations. */
  members: { path: '/members', href: () => '/members' },
  /** Candidates' requests for a human review, decisions against the scores' advice, feedback settings. */
  reviews: {
    path: '/reviews',
    href: (jobId?: string) => (jobId ? `/reviews?${new URLSearchParams({ jobId }).toString()}` : '/reviews'),
  },
} as const;

/** The versioned API's address and its OpenAPI document (docs/behaviour/platform.md §15): links, not screens. */
export const API_LINKS = { base: '/api/v1', openApiDocument: '/api/v1/openapi.json' } as const;

/**
 * Router state a link to the candidates overview may carry: the candidate detail's Compare with
 * Others passes its candidate so they arrive preselected for comparison (docs/behaviour/review.md §2.4).
 */
export interface OverviewLocationState {
  compareWith?: string;
}

/** The public interview link HR shares with candidates: `{origin}/interview/{jobId}` (docs/behaviour/platform.md §1). */
export function interviewLink(origin: string, jobId: string): string {
  return `${origin}${paths.interviewForJob.href(jobId)}`;
}

/**
 * Maps a screen name to its link (home, docs/behaviour/platform.md §2.4): 'hr-portal' → /hr-portal, 'hr-dashboard' →
 * /dashboard (the old dashboard name), anything else → /{name}.
 */
export function pathForScreenName(name: string): string {
  if (name === 'hr-portal') return paths.hrPortal.href();
  if (name === 'hr-dashboard') return paths.dashboard.href();
  return `/${name}`;
}
