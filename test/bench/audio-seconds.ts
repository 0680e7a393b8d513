import { spawn } from 'node:child_process';

/** Length of one clip in seconds, read by ffprobe from its bytes. */
function clipSeconds(clip: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = spawn('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      '-i',
      'pipe:0',
    ]);
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    probe.on('error', reject);
    probe.on('close', (code) => {
      const seconds = Number(out.trim());
      if (code === 0 && Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error(`ffprobe could not read a clip (exit ${code}): ${out.slice(0, 200)}`));
    });
    probe.stdin.on('error', () => undefined); // ffprobe may stop reading once it knows
    probe.stdin.end(clip);
  });
}

/** Total length in seconds of `clips` (one candidate's recordings). */
export async function audioSeconds(clips: readonly Buffer[]): Promise<number> {
  let total = 0;
  for (const clip of clips) total += await clipSeconds(clip);
  return total;
}
