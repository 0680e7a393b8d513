import type Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { healthRoutes } from './health/routes.js';

/** Every resource's router, in the order they are mounted. */
export function apiRouters(app: AppContainer): Router[] {
  return [healthRoutes(app)];
}
