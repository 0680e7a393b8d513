import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';

const run = promisify(execFile);

/**
 * A WebM video (black 160x120 VP9 picture, Opus sound) of flite's `slt` voice reading `text`, as
 * a phone's MediaRecorder would send it: what the identity check receives from a candidate.
 */
export async function speakingVideo(text: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-verify-test-'));
  try {
    const wav = join(dir, 'speech.wav');
    const webm = join(dir, 'clip.webm');
    await run('flite', ['-voice', 'slt', '-t', text, '-o', wav]);
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'color=c=black:s=160x120:d=15', '-i', wav],
      ...[
        '-c:v',
        'libvpx-vp9',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-c:a',
        'libopus',
        '-shortest',
        webm,
      ],
    ]);
    return new Uint8Array(await readFile(webm));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function missing(tools: string[]): string[] {
  return tools.filter((tool) => {
    try {
      execFileSync('sh', ['-c', 'command -v "$1"', 'sh', tool], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * `describe` for tests needing flite, ffmpeg and pocketsphinx: skipped with a printed reason when
 * one is missing locally, one failing test in CI (where they are installed, so a skip would hide
 * a broken setup).
 */
export function describeWithSpeechTools(name: string, body: () => void): void {
  const absent = missing(['flite', 'ffmpeg', 'pocketsphinx_continuous']);
  if (absent.length === 0) {
    describe(name, body);
    return;
  }
  const reason = `${name}: needs ${absent.join(', ')} (apt-get install flite ffmpeg pocketsphinx pocketsphinx-en-us)`;
  if (process.env.CI) {
    describe(name, () =>
      it('has its tools installed (required in CI)', () => {
        throw new Error(reason);
      }),
    );
    return;
  }
  console.warn(`skipped: ${reason}`);
  describe.skip(name, body);
}
