// Entry of the embedded database's own thread (pglite-thread.ts). A worker thread starts without
// the TypeScript loader when its parent runs under a test runner, so it registers tsx itself, as
// the `sauti` command does, then runs the TypeScript host.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread-main.ts');
