import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the built web app that the browser suites load. */
export const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/**
 * Builds the web app when it is missing or stale (the same check `npm start` uses). The build is
 * a production one even from inside vitest: vitest sets NODE_ENV=test, and vite would otherwise
 * build React's development bundle (~50% more JS), which the page-weight budget would measure.
 */
export function ensureWebBuilt(): string {
  const script = fileURLToPath(new URL('../../../apps/http/scripts/ensure-web-build.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [script], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0 || !existsSync(`${WEB_DIST}/index.html`))
    throw new Error('could not build the web app');
  return WEB_DIST;
}

/**
 * A private copy of the built web app, for a suite that publishes a new version of it mid-test
 * (the service worker's update) without touching the build other suites serve.
 */
export async function copyOfWebBuild(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-web-'));
  await cp(ensureWebBuilt(), dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
