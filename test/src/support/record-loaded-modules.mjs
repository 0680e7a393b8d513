// `node --import tsx --import ./record-loaded-modules.mjs …`: appends to the file named by
// SAUTI_LOADED_MODULES_FILE the URL of every module the process resolves, so a test can tell
// which packages a start-up loaded. ES modules are seen by a resolve hook (on the loader
// thread); CommonJS modules required from CommonJS (which the hook may not see) are added from
// require.cache when the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const file = process.env.SAUTI_LOADED_MODULES_FILE;
if (file) {
  register('./record-loaded-modules-hooks.mjs', import.meta.url, { data: { file } });
  const { cache } = createRequire(import.meta.url);
  process.on('exit', () => {
    const urls = Object.keys(cache).map((path) => pathToFileURL(path).href);
    appendFileSync(file, urls.map((url) => `${url}\n`).join(''));
  });
}
