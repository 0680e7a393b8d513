// Builds the web app before `npm start` when apps/web/dist is missing or older than its sources,
// so a fresh clone needs only `npm install && npm start`, and later starts skip the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The dependencies declare Node 22 (package.json engines, .nvmrc). Node 20.19+ still runs the product
// today, so it only gets a notice; anything older fails here with a clear message instead of a
// syntax or module error further on.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Sauti needs Node.js 22; this is Node ${process.versions.node}. Install Node 22 (see .nvmrc).`,
  );
  process.exit(1);
}
if (major < 22) {
  console.warn(
    `note: Sauti is built and tested on Node.js 22 (see .nvmrc); this is Node ${process.versions.node}, ` +
      'which several dependencies do not support. It starts, but install Node 22 before relying on it.',
  );
}

const web = fileURLToPath(new URL('../../web', import.meta.url));
const core = fileURLToPath(new URL('../../../core/src', import.meta.url));
const built = join(web, 'dist', 'index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = Math.max(
  newest(join(web, 'src')),
  newest(join(web, 'index.html')),
  newest(join(web, 'public')),
  newest(join(web, 'vite.config.ts')),
  newest(core),
);
if (existsSync(built) && statSync(built).mtimeMs >= sources) process.exit(0);

console.log('building the web app (apps/web/dist)...');
const result = spawnSync(
  'npx',
  ['vite', 'build', '--config', join(web, 'vite.config.ts'), '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
