import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../media-tools/run-ffmpeg.js';
import { runTool } from '../stt/run-tool.js';
import { BACKGROUND_NICENESS } from './background-priority.js';

/** A shell line that waits until the parent has had time to renice it, then prints its niceness. */
const PRINT_NICENESS = 'sleep 0.5; ps -o ni= -p $$';

describe('tools the workers run start below the server in priority', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('runTool (pocketsphinx and its converters) runs its command at the background niceness', async () => {
    const { stdout } = await runTool('sh', ['-c', PRINT_NICENESS], 10_000);
    expect(Number(stdout.trim())).toBe(BACKGROUND_NICENESS);
  });

  it('runFfmpeg runs its command at the background niceness', async () => {
    // runFfmpeg prepends ffmpeg's own flags, so a stand-in script records its niceness to a file.
    dir = await mkdtemp(join(tmpdir(), 'sauti-nice-'));
    const out = join(dir, 'niceness');
    const script = join(dir, 'fake-ffmpeg');
    await writeFile(script, `#!/bin/sh\n${PRINT_NICENESS} > '${out}'\n`);
    await chmod(script, 0o755);
    const exit = await runFfmpeg([], 10_000, script);
    expect(exit.ok).toBe(true);
    expect(Number((await readFile(out, 'utf8')).trim())).toBe(BACKGROUND_NICENESS);
  });
});
