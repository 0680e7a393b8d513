import type Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { apiRouters } from '@sauti/http/routes';
import { RESUMABLE_UPLOAD_ROUTES } from '@sauti/http/uploads/resumable-uploads';

/** A route as `METHOD /path/:param`, exactly as its router declares it (HEAD, implied by GET, left out). */
export type RouteKey = `${string} /${string}`;

/**
 * Every route the Koa app mounts, read from the routers' own stacks, so a route added to
 * apiRouters shows up here without anyone remembering to list it.
 */
export function mountedRoutes(app: AppContainer): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const router of apiRouters(app) as Router[]) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string') throw new Error(`unexpected RegExp route ${String(layer.path)}`);
      for (const method of layer.methods)
        if (method !== 'HEAD') keys.add(`${method} ${layer.path}` as RouteKey);
    }
  }
  // The resumable-upload endpoint is a middleware of its own (the tus protocol), not a router.
  for (const route of RESUMABLE_UPLOAD_ROUTES) keys.add(route as RouteKey);
  return [...keys];
}
