import { describe, expect, it } from 'vitest';
import { JOB_MODEL_SETTINGS } from '@sauti/adapters/stt/language-model/job-model';
import { benchDecoderArgs, benchJobModelSettings } from './job-shape.js';

describe('the bench job model shape (BENCH_JOB_MODEL_SETTINGS)', () => {
  it("is the adapter's shape when nothing is given", () => {
    expect(benchJobModelSettings(undefined)).toEqual(JOB_MODEL_SETTINGS);
  });

  it('replaces only the fields given, weights one by one', () => {
    expect(benchJobModelSettings('{"generalWords":5000,"weights":{"job":0.5}}')).toEqual({
      generalWords: 5000,
      weights: { ...JOB_MODEL_SETTINGS.weights, job: 0.5 },
    });
  });

  it('refuses what is not a shape rather than building a wrong model', () => {
    expect(() => benchJobModelSettings('{"generalWords":-1}')).toThrow(/not a model shape/);
    expect(() => benchJobModelSettings('{"weights":{"jobs":0.5}}')).toThrow(/not a model shape/);
    expect(() => benchJobModelSettings('{"generalWords":"many"}')).toThrow(/not a model shape/);
  });

  it('splits decoder arguments on spaces', () => {
    expect(benchDecoderArgs(' -lw  8 ')).toEqual(['-lw', '8']);
  });
});
