import type { ValidityFigures } from '@sauti/adapters/evaluation/validity/measure-validity';
/** Filled in with the LLM evaluator's per-answer scoring. */
export async function fakeModelFigures(): Promise<ValidityFigures[]> {
  return [];
}
