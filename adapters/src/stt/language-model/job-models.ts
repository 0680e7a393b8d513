import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { JobModelRequest, JobModelResult, JobModelTools } from './job-model-task.js';
import { JOB_MODEL_SETTINGS, type JobModelSettings } from './job-model.js';

/** The files a decoder reads for one job. */
export interface JobModelFiles {
  languageModel: string;
  dictionary: string;
}

/** Bump when the builder's output changes, so cached models are rebuilt. */
const BUILDER_VERSION = 1;
/** Models kept on disk (each ~20 MB); the least recently used go first. */
const KEEP_MODELS = 40;
/** The build thread's heap: the general model's arrays and the mixture's lists (~700 MB seen). */
const BUILD_HEAP_MB = 1536;
const WORKER = new URL('./job-model-worker.mjs', import.meta.url);

/**
 * Per-job language models for pocketsphinx, built on a worker thread of their own (its heap apart
 * from the server's 384 MB) and cached on disk under `dir`, named by a hash of the job's phrases:
 * a job whose text changes gets a new model at its next answer; answers of the same job share
 * one. A build takes a few seconds once per job text; concurrent requests for it wait on the same
 * build.
 */
export class JobModels {
  private readonly building = new Map<string, Promise<JobModelFiles>>();
  private readonly pool: Piscina;

  constructor(private readonly options: { dir: string; tools: JobModelTools; settings?: JobModelSettings }) {
    this.pool = new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: BUILD_HEAP_MB },
      niceIncrement: 10,
    });
  }

  /** The model for these phrases, built now if it is not on disk. Rejects when the build fails. */
  modelFor(phrases: readonly string[]): Promise<JobModelFiles> {
    const settings = this.options.settings ?? JOB_MODEL_SETTINGS;
    const key = createHash('sha256')
      .update(JSON.stringify({ v: BUILDER_VERSION, settings, tools: this.options.tools, phrases }))
      .digest('hex')
      .slice(0, 24);
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.load(key, phrases, settings).finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  private async load(
    key: string,
    phrases: readonly string[],
    settings: JobModelSettings,
  ): Promise<JobModelFiles> {
    const dir = join(this.options.dir, key);
    const cached = filesIn(dir);
    if (cached) {
      const now = new Date();
      await utimes(dir, now, now).catch(() => undefined); // recently used: kept longest
      return cached;
    }
    const partial = join(this.options.dir, `${key}.${randomUUID()}.partial`);
    await mkdir(partial, { recursive: true });
    try {
      const request: JobModelRequest = { tools: this.options.tools, phrases, dir: partial, settings };
      await (this.pool.run(request) as Promise<JobModelResult>);
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
      await this.forgetOldModels();
      const files = filesIn(dir);
      if (!files) throw new Error('the language model build wrote no model');
      return files;
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }

  /** Removes all but the KEEP_MODELS most recently used models. */
  private async forgetOldModels(): Promise<void> {
    const entries = await readdir(this.options.dir).catch(() => [] as string[]);
    const models = await Promise.all(
      entries
        .filter((name) => !name.endsWith('.partial'))
        .map(async (name) => ({ name, used: (await stat(join(this.options.dir, name))).mtimeMs })),
    );
    models.sort((a, b) => b.used - a.used);
    for (const old of models.slice(KEEP_MODELS)) {
      await rm(join(this.options.dir, old.name), { recursive: true, force: true });
    }
  }

  /**
   * Stops the build thread at once: a build still running is dropped (its caller's promise
   * rejects and its partial folder is removed). The queue workers stop before this, so what is
   * dropped is a warm-up or a request already abandoned, and a shutdown never waits ~20 s on it.
   */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** The model in `dir` (binary, else the ARPA text a build without sphinx_lm_convert leaves), or null. */
function filesIn(dir: string): JobModelFiles | null {
  const dictionary = join(dir, 'job.dict');
  if (!existsSync(dictionary)) return null;
  const languageModel = [join(dir, 'job.lm.bin'), join(dir, 'job.arpa')].find((path) => existsSync(path));
  return languageModel ? { languageModel, dictionary } : null;
}
