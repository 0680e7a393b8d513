/** The eight assessment pillars of the spec, in their display order. */
export const PILLAR_IDS = [
  'communication',
  'problem_solving',
  'motivation',
  'adaptability',
  'collaboration',
  'professionalism',
  'leadership',
  'technical_domain',
] as const;

export type PillarId = (typeof PILLAR_IDS)[number];

/** A sub-criterion of a pillar; its id is derived from its label (see `subcriterionId`). */
export interface Subcriterion {
  id: string;
  label: string;
  enabled: boolean;
}

/** One weighted assessment pillar of a job. Weight is a percentage 0-100. */
export interface Pillar {
  id: PillarId;
  label: string;
  enabled: boolean;
  weight: number;
  description: string;
  subcriteria: Subcriterion[];
}

/** A job's assessment criteria (version 'v1'); enabled weights total 100. */
export interface CriteriaConfig {
  version: 'v1';
  pillars: Pillar[];
  totalWeight: number;
}
