import { JOB_MODEL_SETTINGS, type JobModelSettings } from '@sauti/adapters/stt/language-model/job-model';

/**
 * The `job-shape` recogniser's model shape: JOB_MODEL_SETTINGS with the fields given in
 * BENCH_JOB_MODEL_SETTINGS (JSON, e.g. '{"generalWords":5000}' or
 * '{"weights":{"general":0.3,"interview":0.2,"job":0.5}}'), so a shape can be measured without
 * editing the adapter. Bench only.
 */
export function benchJobModelSettings(json = process.env.BENCH_JOB_MODEL_SETTINGS): JobModelSettings {
  const given = JSON.parse(json ?? '{}') as Partial<JobModelSettings>;
  const settings: JobModelSettings = {
    generalWords: given.generalWords ?? JOB_MODEL_SETTINGS.generalWords,
    weights: { ...JOB_MODEL_SETTINGS.weights, ...given.weights },
  };
  const numbers = [settings.generalWords, ...Object.values(settings.weights)];
  if (Object.keys(settings.weights).length !== 3 || numbers.some((n) => !Number.isFinite(n) || n < 0))
    throw new Error(`BENCH_JOB_MODEL_SETTINGS: not a model shape: ${json}`);
  return settings;
}

/** BENCH_DECODER_ARGS split into pocketsphinx arguments ("-lw 8" → ["-lw", "8"]). */
export const benchDecoderArgs = (args = process.env.BENCH_DECODER_ARGS ?? '') =>
  args.split(' ').filter(Boolean);
