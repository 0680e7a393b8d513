import { PILLAR_IDS } from '../../domain/criteria.js';
import type { CriteriaConfig } from '../../domain/criteria.js';
import type { JsonCompletionRequest } from '../../ports/language-model.js';
import { PILLAR_DEFINITIONS } from '../../rules/pillars.js';

const catalogue = PILLAR_DEFINITIONS.map(
  (p) => `- ${p.id} (${p.label}): ${p.description} Sub-criteria: ${p.subcriteria.join(', ')}.`,
).join('\n');

const criteriaJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'pillars', 'totalWeight'],
  properties: {
    version: { type: 'string', enum: ['v1'] },
    totalWeight: { type: 'number' },
    pillars: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'enabled', 'weight', 'description', 'subcriteria'],
        properties: {
          id: { type: 'string', enum: [...PILLAR_IDS] },
          label: { type: 'string' },
          enabled: { type: 'boolean' },
          weight: { type: 'number' },
          description: { type: 'string' },
          subcriteria: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'label', 'enabled'],
              properties: { id: { type: 'string' }, label: { type: 'string' }, enabled: { type: 'boolean' } },
            },
          },
        },
      },
    },
  },
} as const;

/** The request that asks a model for a job's criteria config. */
export function criteriaRequest(title: string, description: string): JsonCompletionRequest {
  return {
    system: [
      'You design assessment criteria for a voice job interview.',
      'Return all eight pillars below with their exact id, label and sub-criteria.',
      'Enable the pillars that matter for the role; enabled weights are multiples of 5 and add up to exactly 100;',
      'disabled pillars have weight 0. Every enabled pillar keeps at least one enabled sub-criterion.',
      'A sub-criterion id is its label in lower case with each non-alphanumeric character replaced by "_".',
      'version is "v1" and totalWeight is the sum of the enabled weights.',
      'Pillars:',
      catalogue,
    ].join('\n'),
    user: `Job title: ${title}\n\nJob description:\n${description}`,
    schemaName: 'criteria_config',
    jsonSchema: criteriaJsonSchema,
  };
}

/** The request that asks a model for `count` interview questions spread over the enabled pillars. */
export function questionsRequest(
  title: string,
  description: string,
  config: Pick<CriteriaConfig, 'pillars'>,
  count: number,
): JsonCompletionRequest {
  const enabled = config.pillars.filter((p) => p.enabled);
  return {
    system: [
      `Write exactly ${count} spoken interview questions for a voice interview.`,
      'Each question is one or two sentences, answerable aloud in about two minutes without notes,',
      'and probes one of the pillars listed, in proportion to their weights. Tag each with its pillar id.',
      'Give each a scoringGuide: one or two sentences starting "A strong answer", saying what a strong',
      'spoken answer to it covers (the situation, what the candidate did, the outcome, what the job needs).',
      'Pillars (id: weight %):',
      ...enabled.map((p) => `- ${p.id}: ${p.weight}% (${p.label})`),
    ].join('\n'),
    user: `Job title: ${title}\n\nJob description:\n${description}`,
    schemaName: 'interview_questions',
    jsonSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['questions'],
      properties: {
        questions: {
          type: 'array',
          minItems: count,
          maxItems: count,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['text', 'pillarId', 'scoringGuide'],
            properties: {
              text: { type: 'string' },
              pillarId: { type: 'string', enum: enabled.map((p) => p.id) },
              scoringGuide: { type: 'string' },
            },
          },
        },
      },
    },
  };
}
