import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';

/** The default enabled criteria in the evaluator's input shape, or the named pillars (enabled or not). */
export function inputCriteria(only?: readonly string[]): EvaluationInput['job']['criteria'] {
  return defaultCriteriaConfig()
    .pillars.filter((p) => (only ? only.includes(p.id) : p.enabled))
    .map((p) => ({
      id: p.id,
      label: p.label,
      description: p.description,
      weight: p.weight,
      subcriteria: p.subcriteria.filter((s) => s.enabled).map((s) => ({ id: s.id, label: s.label })),
    }));
}

/** A customer-support job with answers of varied quality, one of them without a transcript. */
export function supportInterview(overrides: Partial<EvaluationInput['job']> = {}): EvaluationInput {
  return {
    job: {
      title: 'Customer Support Agent',
      description: 'Answer customer calls and emails, resolve complaints and keep records in the CRM.',
      skills: ['Swahili', 'English', 'CRM'],
      criteria: inputCriteria(),
      questions: [
        { index: 0, text: 'Tell us about yourself.', pillarId: null, scoringGuide: null },
        {
          index: 1,
          text: 'Describe a difficult customer call.',
          pillarId: 'communication',
          scoringGuide: null,
        },
        {
          index: 2,
          text: 'How do you handle a problem you cannot solve alone?',
          pillarId: 'problem_solving',
          scoringGuide: null,
        },
      ],
      ...overrides,
    },
    answers: [
      {
        questionIndex: 0,
        questionText: 'Tell us about yourself.',
        transcript:
          'I have five years of experience in customer support at a logistics company. I enjoy helping people and I want to grow my career in service.',
        durationSeconds: 40,
        transcriptConfidence: 0.92,
      },
      {
        questionIndex: 1,
        questionText: 'Describe a difficult customer call.',
        transcript:
          'For example, last year a customer called about a lost parcel and was very angry. I listened, explained our refund policy clearly and made sure he understood the next steps. As a result he calmed down and we resolved the complaint within 2 days.',
        durationSeconds: 55,
        transcriptConfidence: 0.88,
      },
      {
        questionIndex: 2,
        questionText: 'How do you handle a problem you cannot solve alone?',
        transcript: null,
        durationSeconds: 30,
        transcriptConfidence: null,
      },
    ],
  };
}

/**
 * A storekeeper's job with one answer to its first question, `question`; its second question (a
 * stock shortage explained) is there for the reading to compare the answer with.
 */
export function storekeeperAnswer(question: string, transcript: string): EvaluationInput {
  return {
    job: {
      title: 'Storekeeper',
      description: 'Receive deliveries at the warehouse, keep the stock records and issue materials to site.',
      skills: ['stock control'],
      criteria: inputCriteria(['attention_to_detail', 'communication']),
      questions: [
        { index: 0, text: question, pillarId: 'attention_to_detail', scoringGuide: null },
        {
          index: 1,
          text: 'Tell us about a time you explained a stock shortage to your manager.',
          pillarId: 'communication',
          scoringGuide: null,
        },
      ],
    },
    answers: [
      {
        questionIndex: 0,
        questionText: question,
        transcript,
        durationSeconds: 60,
        transcriptConfidence: null,
      },
    ],
  };
}
