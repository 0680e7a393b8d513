import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/paths';
import {
  AccountPage,
  AnalyticsPage,
  BiasAuditPage,
  CandidateDetailPage,
  CheckInboxPage,
  DevelopersPage,
  CandidatesOverviewPage,
  ComparePage,
  ForgotPasswordPage,
  HomePage,
  JobEditorPage,
  ImpersonationPage,
  IntegrationsPage,
  JobListPage,
  LandingPage,
  JobResultsPage,
  LoginPage,
  MembersPage,
  CandidateReviewsPage,
  PanelPage,
  PendingApprovalPage,
  PrivacyPage,
  RegisterPage,
  ResetPasswordPage,
  SetupPage,
  SignedInLayout,
  TermsPage,
  VerifyEmailPage,
} from './lazy-pages';
import { InterviewRoute } from './interview-route';
import { NotFoundPage } from '@/components/not-found-page';

/** Routes open to everyone, signed in or not (docs/behaviour/platform.md §2.1). */
const publicRoutes: RouteObject[] = [
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
  { path: paths.checkInbox.path, element: <CheckInboxPage /> },
  { path: paths.developers.path, element: <DevelopersPage /> },
  { path: paths.privacy.path, element: <PrivacyPage /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.setup.path, element: <SetupPage /> },
  { path: paths.interview.path, element: <InterviewRoute /> },
  { path: paths.interviewForJob.path, element: <InterviewRoute /> },
];

/**
 * Screens that need a signed-in user, besides home. A signed-out visitor of any of these paths is
 * sent to /login, so a screen added here is protected without further code.
 */
const signedInScreens: RouteObject[] = [
  { path: paths.hr.path, element: <JobEditorPage /> },
  { path: paths.hrPortal.path, element: <JobEditorPage /> },
  { path: paths.dashboard.path, element: <JobListPage /> },
  { path: paths.dashboardForJob.path, element: <JobResultsPage /> },
  { path: paths.hrDashboard.path, element: <JobListPage /> },
  { path: paths.hrDashboardForJob.path, element: <JobResultsPage /> },
  { path: paths.candidates.path, element: <CandidatesOverviewPage /> },
  { path: paths.candidate.path, element: <CandidateDetailPage /> },
  { path: paths.compare.path, element: <ComparePage /> },
  { path: paths.panel.path, element: <PanelPage /> },
  { path: paths.analytics.path, element: <AnalyticsPage /> },
  { path: paths.adminImpersonation.path, element: <ImpersonationPage /> },
  { path: paths.account.path, element: <AccountPage /> },
  { path: paths.members.path, element: <MembersPage /> },
  { path: paths.reviews.path, element: <CandidateReviewsPage /> },
  { path: paths.biasAudit.path, element: <BiasAuditPage /> },
  { path: paths.integrations.path, element: <IntegrationsPage /> },
];

const signedInRoutes: RouteObject[] = [
  // Every signed-in screen sits in the layout: navigation plus the impersonation banner.
  {
    element: <SignedInLayout />,
    children: [{ path: paths.home.path, element: <HomePage /> }, ...signedInScreens],
  },
  { path: paths.login.path, element: <Navigate to={paths.home.href()} replace /> },
  { path: paths.register.path, element: <Navigate to={paths.home.href()} replace /> },
];

/**
 * A confirmed account that a member has not let in (or refused): only the explanation, at every
 * signed-in path. The server refuses their HR calls anyway; this keeps the screens honest.
 */
const outsideOrganisationRoutes: RouteObject[] = [
  { path: paths.home.path, element: <PendingApprovalPage /> },
  { path: paths.login.path, element: <Navigate to={paths.home.href()} replace /> },
  { path: paths.register.path, element: <Navigate to={paths.home.href()} replace /> },
  ...signedInScreens.map((screen): RouteObject => ({
    path: screen.path,
    element: <Navigate to={paths.home.href()} replace />,
  })),
];

const signedOutRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingPage /> },
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.register.path, element: <RegisterPage /> },
  ...signedInScreens.map((screen): RouteObject => ({
    path: screen.path,
    element: <Navigate to={paths.login.href()} replace />,
  })),
];

/** Who is visiting, as far as routing cares. */
export type Visitor = 'signed-out' | 'member' | 'outside-organisation';

/** The route table for a visitor; anything unmatched is the 404 page. */
export function buildRoutes(visitor: Visitor): RouteObject[] {
  const own = {
    'signed-out': signedOutRoutes,
    member: signedInRoutes,
    'outside-organisation': outsideOrganisationRoutes,
  };
  return [...publicRoutes, ...own[visitor], { path: '*', element: <NotFoundPage /> }];
}
