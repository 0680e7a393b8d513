import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HELPER = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/** Whether a process with this pid still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A parent process that starts `childCode` as its child, prints the child's pid and waits. The
 * child would run forever on its own (an interval keeps it alive).
 */
function parentOf(childCode: string): Promise<{ parentPid: number; childPid: number }> {
  const parentCode = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(childCode)}], { stdio: 'ignore' });
    console.log(child.pid);
    setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    parent.stdout.once('data', (chunk: Buffer) =>
      resolve({ parentPid: parent.pid!, childPid: Number(String(chunk).trim()) }),
    );
    parent.once('error', reject);
  });
}

async function waitUntil(done: () => boolean, limitMs: number): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (done()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return done();
}

describe('exitWithParent', () => {
  it('ends a child whose parent was killed with SIGKILL, and only then', async () => {
    const watched = `import { exitWithParent } from ${JSON.stringify(HELPER)}; exitWithParent(); setInterval(() => {}, 1000);`;
    const { parentPid, childPid } = await parentOf(watched);
    // While the parent lives, the child stays.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(alive(childPid)).toBe(true);
    process.kill(parentPid, 'SIGKILL');
    expect(await waitUntil(() => !alive(childPid), 20_000)).toBe(true);
  });

  it('(the same child without it outlives its killed parent: what the helper is for)', async () => {
    const { parentPid, childPid } = await parentOf('setInterval(() => {}, 1000);');
    process.kill(parentPid, 'SIGKILL');
    expect(await waitUntil(() => !alive(childPid), 3_000)).toBe(false);
    process.kill(childPid, 'SIGKILL');
  });
});
