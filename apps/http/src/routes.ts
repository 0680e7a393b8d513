import type Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { accountabilityRoutes } from './accountability/routes.js';
import { accountRoutes } from './accounts/routes.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { apiV1Routes } from './api-v1/routes.js';
import { calibrationRoutes } from './calibration/routes.js';
import { candidateInvitationRoutes } from './candidate-invitations/routes.js';
import { comparisonRoutes } from './comparison/routes.js';
import { candidateFeedbackRoutes } from './feedback/candidate-routes.js';
import { feedbackRoutes } from './feedback/routes.js';
import { adminRoutes } from './admin/routes.js';
import { adminAnalyticsRoutes } from './admin/analytics-routes.js';
import { healthRoutes } from './health/routes.js';
import { homeRoutes } from './home/routes.js';
import { languageRoutes } from './languages/routes.js';
import { legalRoutes } from './legal/routes.js';
import { setupRoutes } from './setup/routes.js';
import { jobRouters } from './jobs/routes.js';
import { interviewRouters } from './sessions/interview-routers.js';
import { organisationRoutes } from './organisation/routes.js';
import { phoneRoutes } from './phone/routes.js';
import { reviewRoutes } from './review/routes.js';
import { speechRoutes } from './speech/routes.js';
import { verificationRoutes } from './verification/routes.js';
import { webhookRoutes } from './webhooks/routes.js';

/** Every resource's router, in the order they are mounted. */
export function apiRouters(app: AppContainer): Router[] {
  return [
    healthRoutes(app),
    legalRoutes(app),
    setupRoutes(app),
    accountRoutes(app),
    organisationRoutes(app),
    webhookRoutes(app),
    apiKeyRoutes(app),
    apiV1Routes(app),
    adminRoutes(app),
    adminAnalyticsRoutes(app),
    homeRoutes(app),
    ...jobRouters(app),
    candidateInvitationRoutes(app),
    comparisonRoutes(app),
    reviewRoutes(app),
    feedbackRoutes(app),
    candidateFeedbackRoutes(app),
    calibrationRoutes(app),
    ...interviewRouters(app),
    speechRoutes(app),
    languageRoutes(app),
    verificationRoutes(app),
    accountabilityRoutes(app),
    phoneRoutes(app),
  ];
}
