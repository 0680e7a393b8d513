import type { EvaluationInput } from '@sauti/core/ports/evaluator';

/**
 * Bumped whenever the prompt, the rubric or the answer's schema changes; recorded in the
 * evaluator version stored with every evaluation ('openai:MODEL@prompt-v2').
 */
export const PROMPT_VERSION = 'prompt-v2';

/**
 * Behaviourally anchored levels of one answer's score, the same rubric recruiters label the
 * benchmark with (docs/scoring-rubric.md).
 */
export const ANSWER_SCALE = [
  '90 (80-100): answers the question asked with a real, specific situation or a concrete method; says what the candidate did step by step; gives the outcome and what they learned; covers most of the scoring guide.',
  "70 (60-79): answers the question with a specific situation or method and the candidate's own actions, but one element is thin or missing (outcome, detail, reflection).",
  '50 (40-59): on the question and honest but general: habits and intentions with little or no concrete example.',
  '30 (20-39): barely addresses the question: one relevant point among unrelated talk, or a good answer to a different question.',
  '10 (0-19): no answer: a refusal or "I don\'t know", an unrelated story, a list of words, an empty template; or conduct the job would reject (hanging up on customers, skipping safety checks, taking favours) described as the candidate\'s practice.',
];

/** The instructions, the same for every evaluation. */
export const EVALUATION_SYSTEM_PROMPT = [
  "You assess a candidate's recorded answers to a voice job interview.",
  "Judge only what the transcripts say. Do not guess the candidate's identity, gender, age, origin or",
  'accent; they are irrelevant and not given. Most candidates speak English as a second language:',
  'grammar, vocabulary and length do not count; a plain answer says as much as a polished one when it',
  'says the same things. Transcripts come from speech-to-text and may contain recognition errors: do',
  'not penalise wording that looks misheard.',
  '',
  "First score EACH answer 0-100 against ITS OWN question (and the question's scoring guide when given),",
  'on this scale:',
  ...ANSWER_SCALE.map((level) => `- ${level}`),
  'An answer that does not address its own question scores low whatever its vocabulary. Repeating the',
  'question, lists of keywords, padding with unrelated stories and repeated sentences earn nothing.',
  '',
  'Then, for every criterion listed (each exactly once, using its id): score (0-100, consistent with the',
  'answers to the questions on that criterion), quickTake (one sentence), rationale (a few sentences',
  'naming strengths and gaps in words a recruiter uses), evidence (short quotes, a sentence or a clause,',
  'copied VERBATIM from a single transcript, with the index of the question it answers and the',
  'reasoning; give no evidence rather than invent it; never quote an answer as evidence in its favour',
  'when it describes conduct the job would reject), relatedQuestions (the answers that bear on it, with',
  'feedback), subcriteriaAssessed (ids of its sub-criteria the answers let you assess).',
  'Answers marked "not assessable" have no usable transcript: do not score, quote or use them.',
  '',
  'Overall: strengths and weaknesses (short phrases), a summary, constructive feedback, and',
  'legacyScoresOutOf10 (communicationSkills, problemSolving, motivation, each 0-10).',
  'Do not compute an overall score or a hiring recommendation: they are derived from your scores.',
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
    (q) =>
      `- question ${q.index}${q.pillarId ? ` [${q.pillarId}]` : ''}: ${q.text}` +
      (q.scoringGuide ? `\n  scoring guide: ${q.scoringGuide}` : ''),
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
