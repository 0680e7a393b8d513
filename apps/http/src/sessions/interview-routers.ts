import type Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { mediaRoutes } from '../media/routes.js';
import { responseRoutes } from '../responses/routes.js';
import { sessionRoutes } from './routes.js';

/** The candidate interview's routers: sessions, uploads and media reads. */
export function interviewRouters(app: AppContainer): Router[] {
  return [sessionRoutes(app), responseRoutes(app), mediaRoutes(app)];
}
