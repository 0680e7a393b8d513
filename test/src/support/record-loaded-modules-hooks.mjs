// The resolve hook of record-loaded-modules.mjs: runs on Node's loader thread, so it writes each
// resolved URL to the file itself (synchronously: the module loads only after the line is written).
import { appendFileSync } from 'node:fs';

/** @type {string} */
let file;

/** @param {{ file: string }} data */
export function initialize(data) {
  file = data.file;
}

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
