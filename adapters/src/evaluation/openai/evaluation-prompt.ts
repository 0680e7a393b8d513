import type { EvaluationInput } from '@sauti/core/ports/evaluator';

/** Bumped whenever the prompt or the answer's schema changes; recorded in the evaluator version. */
export const PROMPT_VERSION = 'prompt-v1';

/** The instructions, the same for every evaluation. */
export const EVALUATION_SYSTEM_PROMPT = [
  "You assess a candidate's recorded answers to a voice job interview against the job's criteria.",
  "Judge only what the transcripts say. Do not guess the candidate's identity, gender, age, origin or",
  'accent; they are irrelevant and not given. Transcripts come from speech-to-text and may contain',
  'recognition errors: do not penalise wording that looks misheard, and say so when confidence is low.',
  '',
  'For every criterion listed (each exactly once, using its id):',
  '- score: an integer 0-100 (70 or more means the criterion is met; 50 is an adequate but thin answer;',
  '  below 30 means no relevant content). Weigh the sub-criteria listed under it.',
  '- quickTake: one sentence; rationale: a few sentences explaining the score.',
  '- evidence: quotes copied VERBATIM from a single transcript (exact words, no paraphrase, no',
  '  ellipsis), each with the index of the question it answers and the reasoning behind it.',
  '  Give no evidence rather than invent it.',
  '- relatedQuestions: the questions whose answers bear on the criterion, with feedback on each answer.',
  '- subcriteriaAssessed: the ids of the sub-criteria of that criterion the answers let you assess.',
  'Answers marked "not assessable" have no usable transcript: do not quote them or score from them.',
  '',
  'Overall: strengths and weaknesses (short phrases), a summary, constructive feedback, and',
  'legacyScoresOutOf10 (communicationSkills, problemSolving, motivation, each 0-10).',
  'Do not compute an overall score or a hiring recommendation: they are derived from your criterion scores.',
  `Answer with JSON only, following the given schema. (${PROMPT_VERSION})`,
].join('\n');

/**
 * The material: the job, its enabled criteria with weights and sub-criteria, the questions and
 * the transcripts. Built field by field from the input, so nothing else (in particular no
 * personal data, which the input does not carry) can reach the model.
 */
export function evaluationUserPrompt(input: EvaluationInput): string {
  const { job } = input;
  const criteria = job.criteria.map((c) =>
    [
      `- id: ${c.id} | ${c.label} | weight ${c.weight}%`,
      `  ${c.description}`,
      `  sub-criteria: ${c.subcriteria.map((s) => `${s.id} (${s.label})`).join(', ') || 'none'}`,
    ].join('\n'),
  );
  const questions = job.questions.map(
    (q) => `- question ${q.index}${q.pillarId ? ` [${q.pillarId}]` : ''}: ${q.text}`,
  );
  const answers = input.answers.map(
    (a) => `### Answer to question ${a.questionIndex}: ${a.questionText}\n${describeAnswer(a)}`,
  );
  return [
    `# Job: ${job.title}`,
    job.description,
    `Skills: ${job.skills.join(', ') || 'none listed'}`,
    '',
    '# Criteria to assess',
    ...criteria,
    '',
    '# Interview questions',
    ...questions,
    '',
    '# Transcripts',
    ...(answers.length > 0 ? answers : ['(no answers)']),
  ].join('\n');
}

function describeAnswer(answer: EvaluationInput['answers'][number]): string {
  const transcript = answer.transcript?.trim();
  if (!transcript) return '(no transcript: not assessable)';
  const facts = [
    answer.durationSeconds === null ? null : `${Math.round(answer.durationSeconds)} s`,
    answer.transcriptConfidence === null
      ? null
      : `speech-to-text confidence ${answer.transcriptConfidence.toFixed(2)}`,
  ].filter((f) => f !== null);
  return `${facts.length > 0 ? `(${facts.join(', ')})\n` : ''}"""\n${transcript}\n"""`;
}
