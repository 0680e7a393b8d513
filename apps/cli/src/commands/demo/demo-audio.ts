import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  silentClip,
  speakingVideo,
  speakText,
  speechToolsAvailable,
  testPhoto,
  type SpokenClip,
} from '@sauti/adapters/media-tools/speech-synthesis';
import { fallbackPhoto } from './demo-files.js';

/** flite/ffmpeg runs at once: the machines this runs on have two cores. */
const PARALLEL_TOOLS = 2;
/** Length of the silent answer (someone who said nothing). */
const SILENT_SECONDS = 6;

/** One recording to make: `text` in `voice`, or silence when `text` is empty. */
export interface ClipRequest {
  voice: string;
  text: string;
}

/** Whether audio is made, and why not when it is not. */
export interface AudioDecision {
  enabled: boolean;
  reason: string;
}

/** Audio is made unless --no-audio, or when flite or ffmpeg is missing. */
export async function decideAudio(wanted: boolean): Promise<AudioDecision> {
  if (!wanted) return { enabled: false, reason: 'audio disabled (--no-audio)' };
  if (!(await speechToolsAvailable())) {
    return { enabled: false, reason: 'flite or ffmpeg not found: answers have transcripts but no audio' };
  }
  return { enabled: true, reason: 'answers synthesized with flite and encoded to WebM/Opus with ffmpeg' };
}

const keyOf = (r: ClipRequest) => `${r.voice}\n${r.text}`;

/** Where made clips are kept between runs (and test runs): the same text is never synthesized twice. */
export const CLIP_CACHE_DIR = join(tmpdir(), 'sauti-demo-speech');
/** Part of every cache name: change it when the synthesis settings change. */
const CACHE_VERSION = 'kal16-opus24k-c0';

/**
 * Made recordings, each distinct (voice, text) once; later sessions reuse the same bytes. Clips
 * are also cached on disk (`cacheDir`, null for none), written under a temporary name and renamed
 * so a parallel run never reads half a file.
 */
export class ClipLibrary {
  private readonly clips = new Map<string, SpokenClip>();

  constructor(private readonly cacheDir: string | null = CLIP_CACHE_DIR) {}

  get size(): number {
    return this.clips.size;
  }

  /** Synthesizes every distinct request, `PARALLEL_TOOLS` at a time. */
  async prepare(
    requests: readonly ClipRequest[],
    onProgress: (done: number, total: number) => void = () => {},
  ): Promise<void> {
    const pending = [...new Map(requests.map((r) => [keyOf(r), r])).values()].filter(
      (r) => !this.clips.has(keyOf(r)),
    );
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < pending.length) {
        const request = pending[next++]!;
        const clip =
          request.text === ''
            ? await silentClip(SILENT_SECONDS)
            : await speakText(request.text, request.voice);
        this.clips.set(keyOf(request), clip);
        onProgress(++done, pending.length);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_TOOLS }, lane));
  }

  private async make(request: ClipRequest): Promise<SpokenClip> {
    const synthesize = () =>
      request.text === '' ? silentClip(SILENT_SECONDS) : speakText(request.text, request.voice);
    if (!this.cacheDir) return synthesize();
    const name = createHash('sha256')
      .update(`${CACHE_VERSION}\n${keyOf(request)}`)
      .digest('hex')
      .slice(0, 32);
    const file = join(this.cacheDir, `${name}.webm`);
    const meta = join(this.cacheDir, `${name}.json`);
    try {
      const { seconds } = JSON.parse(await readFile(meta, 'utf8')) as { seconds: number };
      return { bytes: new Uint8Array(await readFile(file)), seconds };
    } catch {
      // not cached yet (or unreadable): make it
    }
    const clip = await synthesize();
    await mkdir(this.cacheDir, { recursive: true });
    const partial = join(this.cacheDir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    await writeFile(`${partial}.webm`, clip.bytes);
    await rename(`${partial}.webm`, file);
    await writeFile(`${partial}.json`, JSON.stringify({ seconds: clip.seconds }));
    await rename(`${partial}.json`, meta);
    return clip;
  }

  /** The recording of a prepared request. */
  get(request: ClipRequest): SpokenClip | null {
    return this.clips.get(keyOf(request)) ?? null;
  }
}

/** The identity files: a photo for checks HR already passed, a video reading the phrase for a pending one. */
export async function identityMedia(
  audio: AudioDecision,
  pendingPhrase: string | null,
): Promise<{ photo: Uint8Array; video: Uint8Array | null }> {
  if (!audio.enabled) return { photo: fallbackPhoto(), video: null };
  const [photo, video] = await Promise.all([
    testPhoto(),
    pendingPhrase ? speakingVideo(pendingPhrase, 'kal16').then((v) => v.bytes) : Promise.resolve(null),
  ]);
  return { photo, video };
}
