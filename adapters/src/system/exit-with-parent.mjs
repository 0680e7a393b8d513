// Ends a helper child process when the process that started it is gone: a parent killed with
// SIGKILL cannot stop its children, which are then reparented and would run on unattended (an
// initdb child was found using half a core 24 minutes after its server died). Plain JavaScript,
// so children started without the TypeScript loader can import it.

/** How often the parent is looked for. */
const CHECK_MS = 1_000;

/** Exits this process (code 1) once its parent process has changed or gone; does not keep it alive. */
export function exitWithParent() {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, CHECK_MS).unref();
}
