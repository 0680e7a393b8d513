import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (our pages have no default exports). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's own props type flows through M
function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Loads the candidate interview chunk. Exposed so the shell can start the download while the
 * current user is still loading: on a 2G link the two requests then overlap.
 */
export const loadInterviewPage = () => import('@/features/interview/entry/interview-page');

// Every page is its own chunk: a candidate downloads the shell and the interview only, and an
// HR user downloads each screen when first visited.
/** The candidate interview (docs/behaviour/interview.md). */
export const InterviewPage = lazyNamed(loadInterviewPage, 'InterviewPage');
/** Landing page for signed-out visitors. */
export const LandingPage = lazyNamed(() => import('@/features/landing/landing-page'), 'LandingPage');
/** Sign-in page. */
export const LoginPage = lazyNamed(() => import('@/features/auth/login-page'), 'LoginPage');
/** Request a password reset link. */
export const ForgotPasswordPage = lazyNamed(
  () => import('@/features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
/** Set a new password from a reset link. */
export const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/reset-password-page'),
  'ResetPasswordPage',
);
/** After registering: check your inbox (with the outbox hint on a server without SMTP). */
export const CheckInboxPage = lazyNamed(() => import('@/features/auth/check-inbox-page'), 'CheckInboxPage');
/** The mailed confirmation link. */
export const VerifyEmailPage = lazyNamed(
  () => import('@/features/auth/verify-email-page'),
  'VerifyEmailPage',
);
/** A confirmed account waiting for (or refused) its colleagues' approval. */
export const PendingApprovalPage = lazyNamed(
  () => import('@/features/auth/pending-approval-page'),
  'PendingApprovalPage',
);
/** The API reference for other systems (docs/behaviour/platform.md §15). */
export const DevelopersPage = lazyNamed(
  () => import('@/features/developers/developers-page'),
  'DevelopersPage',
);
/** Candidates' review requests, decisions against the scores' advice and feedback settings. */
export const CandidateReviewsPage = lazyNamed(
  () => import('@/features/candidate-reviews/candidate-reviews-page'),
  'CandidateReviewsPage',
);
/** The bias audit and the self-identification questions (docs/behaviour/review.md §13). */
export const BiasAuditPage = lazyNamed(
  () => import('@/features/bias-audit/bias-audit-page'),
  'BiasAuditPage',
);
/** The organisation's members, requests and invitations. */
export const MembersPage = lazyNamed(() => import('@/features/membership/members-page'), 'MembersPage');
/** Signed-in home. */
export const HomePage = lazyNamed(() => import('@/features/home/home-page'), 'HomePage');
/** Create an account. */
export const RegisterPage = lazyNamed(() => import('@/features/auth/register-page'), 'RegisterPage');
/** The frame around every signed-in screen: navigation and impersonation banner. */
export const SignedInLayout = lazyNamed(() => import('@/features/shell/signed-in-layout'), 'SignedInLayout');
/** Account settings (change password). */
export const AccountPage = lazyNamed(() => import('@/features/account/account-page'), 'AccountPage');
/** The admin's user list with Impersonate buttons. */
export const ImpersonationPage = lazyNamed(
  () => import('@/features/admin-impersonation/impersonation-page'),
  'ImpersonationPage',
);
/** The HR job editor at /hr and /hr-portal (docs/behaviour/interview.md §2.1). */
export const JobEditorPage = lazyNamed(
  () => import('@/features/job-editor/job-editor-page'),
  'JobEditorPage',
);
/** The HR job list dashboard at /dashboard (docs/behaviour/review.md §2.1). */
export const JobListPage = lazyNamed(() => import('@/features/job-list/job-list-page'), 'JobListPage');
/** The administrator's analytics at /analytics (docs/behaviour/platform.md §2.8). */
export const AnalyticsPage = lazyNamed(
  () => import('@/features/admin-analytics/analytics-page'),
  'AnalyticsPage',
);
/** The criteria-based candidates overview (docs/behaviour/review.md §2.3). */
export const CandidatesOverviewPage = lazyNamed(
  () => import('@/features/candidates-overview/candidates-overview-page'),
  'CandidatesOverviewPage',
);
/** One candidate's evaluation, answers and identity evidence (docs/behaviour/review.md §2.4). */
export const CandidateDetailPage = lazyNamed(
  () => import('@/features/candidate-detail/candidate-detail-page'),
  'CandidateDetailPage',
);
/** Side-by-side comparison of selected candidates (docs/behaviour/review.md §2.5). */
export const ComparePage = lazyNamed(() => import('@/features/compare/compare-page'), 'ComparePage');
/** The panel builder and its printable briefing (docs/behaviour/review.md §2.6). */
export const PanelPage = lazyNamed(() => import('@/features/panel/panel-page'), 'PanelPage');
/** The legacy job dashboard at /dashboard/{jobId} (docs/behaviour/review.md §2.2). */
export const JobResultsPage = lazyNamed(
  () => import('@/features/job-results/job-results-page'),
  'JobResultsPage',
);
/** The privacy policy and the terms of use (public). */
export const PrivacyPage = lazyNamed(() => import('@/features/legal/legal-page'), 'PrivacyPage');
export const TermsPage = lazyNamed(() => import('@/features/legal/legal-page'), 'TermsPage');
/** API keys, webhooks and the API reference. */
export const IntegrationsPage = lazyNamed(
  () => import('@/features/integrations/integrations-page'),
  'IntegrationsPage',
);
/** First-run setup of a fresh install (public, gone once an administrator exists). */
export const SetupPage = lazyNamed(() => import('@/features/auth/setup-page'), 'SetupPage');
