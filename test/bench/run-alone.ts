/**
 * Runs one benchmark on its own (`npx tsx test/bench/<name>-main.ts`; `npm run bench` runs them
 * all and writes the report): progress lines go to stderr tagged `[tag]`, the markdown section to
 * stdout, then `after` (e.g. saving it) and exit 0; a failure prints the error and exits 1.
 */
export function runAlone(
  tag: string,
  benchmark: (log: (line: string) => void) => Promise<string>,
  after: (section: string) => Promise<void> = async () => {},
): void {
  benchmark((line) => console.error(`[${tag}] ${line}`))
    .then(async (section) => {
      console.log(section);
      await after(section);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
