import type { EvaluationInput } from '@sauti/core/ports/evaluator';

/** A job with two enabled criteria, three questions and answers (one without transcript). */
export function sampleInput(): EvaluationInput {
  return {
    job: {
      title: 'Warehouse shift lead',
      description: 'Lead a team of six pickers on the night shift and keep orders moving.',
      skills: ['logistics', 'team leadership'],
      criteria: [
        {
          id: 'communication',
          label: 'Communication',
          description: 'Explains clearly and listens.',
          weight: 60,
          subcriteria: [
            { id: 'clarity', label: 'Clarity' },
            { id: 'active_listening', label: 'Active listening' },
          ],
        },
        {
          id: 'leadership',
          label: 'Leadership',
          description: 'Guides and motivates a team.',
          weight: 40,
          subcriteria: [{ id: 'delegation', label: 'Delegation' }],
        },
      ],
      questions: [
        {
          index: 0,
          text: 'Tell us about a time you explained a new process to your team.',
          pillarId: 'communication',
          scoringGuide: null,
        },
        {
          index: 1,
          text: 'How do you share out work on a busy night?',
          pillarId: 'leadership',
          scoringGuide: null,
        },
        { index: 2, text: 'Why this role?', pillarId: null, scoringGuide: null },
      ],
    },
    answers: [
      {
        questionIndex: 0,
        questionText: 'Tell us about a time you explained a new process to your team.',
        transcript:
          'When we moved to scanner picking I walked each picker through the first ten orders myself.',
        durationSeconds: 48,
        transcriptConfidence: 0.91,
      },
      {
        questionIndex: 1,
        questionText: 'How do you share out work on a busy night?',
        transcript:
          'I give the heavy aisles to the two most experienced pickers and rotate everyone every two hours.',
        durationSeconds: 61.4,
        transcriptConfidence: 0.55,
      },
      {
        questionIndex: 2,
        questionText: 'Why this role?',
        transcript: null,
        durationSeconds: null,
        transcriptConfidence: null,
      },
    ],
  };
}

/** A well-formed model answer for `sampleInput()` (quotes taken verbatim from its transcripts). */
export function goodAnswer() {
  return {
    criteria: [
      {
        criterionId: 'leadership',
        score: 74,
        quickTake: 'Shares work deliberately.',
        rationale: 'Matches people to aisles and rotates them.',
        evidence: [
          {
            quote: 'rotate everyone every two hours',
            questionIndex: 1,
            reasoning: 'Plans fatigue into the shift.',
          },
        ],
        relatedQuestions: [{ questionIndex: 1, feedback: 'Concrete and practical.' }],
        subcriteriaAssessed: ['Delegation'],
      },
      {
        criterionId: 'communication',
        score: 68,
        quickTake: 'Explains by showing.',
        rationale: 'Walked pickers through real orders.',
        evidence: [
          {
            quote: 'I walked each picker through the first ten orders myself',
            questionIndex: 0,
            reasoning: 'Hands-on explanation.',
          },
        ],
        relatedQuestions: [{ questionIndex: 0, feedback: 'Clear example.' }],
        subcriteriaAssessed: ['clarity'],
      },
    ],
    answers: [
      { questionIndex: 0, score: 68, feedback: 'Explains by showing.' },
      { questionIndex: 1, score: 74, feedback: 'Concrete and practical.' },
    ],
    concerns: [] as { questionIndex: number; kind: string; quote: string | null }[],
    strengths: ['hands-on training'],
    weaknesses: ['little on listening'],
    summary: 'A practical lead.',
    feedback: 'Say more about how you listen to the team.',
    legacyScoresOutOf10: { communicationSkills: 7, problemSolving: 6.5, motivation: 6 },
  };
}

/** The indexes of the answers a user prompt carries with a transcript (the ones to score). */
export function assessableIndexesOf(prompt: string): number[] {
  return [...prompt.matchAll(/### Answer to question (\d+):[^\n]*\n(?!\(no transcript)/g)].map((m) =>
    Number(m[1]),
  );
}

/**
 * `goodAnswer()` fitted to any request: a score for every assessable answer of its user prompt (and
 * quotes dropped, since they belong to `sampleInput()`), for wire servers evaluating other interviews.
 */
export function goodAnswerFor(userPrompt: string, subcriterion: (criterionId: string) => string) {
  const answer = goodAnswer();
  answer.answers = assessableIndexesOf(userPrompt).map((questionIndex) => ({
    questionIndex,
    score: 70,
    feedback: 'A specific answer.',
  }));
  for (const criterion of answer.criteria) {
    criterion.subcriteriaAssessed = [subcriterion(criterion.criterionId)];
    criterion.evidence = [];
    criterion.relatedQuestions = [];
  }
  return answer;
}
