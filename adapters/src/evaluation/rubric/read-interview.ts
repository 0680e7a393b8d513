import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { guidedQuestions } from '@sauti/core/rules/question-guides/index';
import { readClauses } from './answer-reading.js';
import { scoreAnswer } from './answer-score.js';
import type { AnswerVerdict } from './answer-feedback.js';
import { clausesOf } from './clauses.js';
import { betterFit, distinctiveTopics, otherQuestionFactor } from './other-question.js';
import { mentionsOf, questionTopics, topicConceptsOf, type QuestionTopic } from './topic.js';

/** Two answers sharing this share of their concepts are the same answer. */
const REPEAT_SIMILARITY = 0.7;

let background: ReadonlySet<string>[] | null = null;

/** The built-in bank's questions and guides, read once: a sample of interview questions in general. */
function backgroundTopics(): ReadonlySet<string>[] {
  background ??= guidedQuestions().map((g) => topicConceptsOf(`${g.question} ${g.guide}`));
  return background;
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : [...a].filter((x) => b.has(x)).length / union;
};

/** The topic of the question an answer answers; a question the job lacks is read from its text. */
function topicOf(
  topics: ReadonlyMap<number, QuestionTopic>,
  answer: EvaluationInput['answers'][number],
): QuestionTopic {
  const known = topics.get(answer.questionIndex);
  if (known) return known;
  const echo = topicConceptsOf(answer.questionText);
  return {
    weights: new Map([...echo].map((c) => [c, 0.6])),
    echo,
    job: new Set(),
    guideItems: [],
    guided: false,
  };
}

/**
 * Reads and scores every answer with a transcript against its own question, then looks across
 * the interview: an answer that covers another question far better than its own answers that
 * question, and an answer that repeats another is counted once (the better-scoring copy).
 */
export function readInterview(input: EvaluationInput): {
  verdicts: AnswerVerdict[];
  topics: Map<number, QuestionTopic>;
} {
  const topics = questionTopics(input, backgroundTopics());
  const readings = [topics, distinctiveTopics(topics)];
  const answered = input.answers.filter((a) => a.transcript !== null && a.transcript.trim() !== '');
  const first = answered.map((answer) => {
    const transcript = answer.transcript!;
    const clauses = clausesOf(transcript);
    const topic = topicOf(topics, answer);
    const reading = readClauses(transcript, clauses, topic);
    const fit = betterFit(transcript, clauses, answer.questionIndex, readings);
    const concepts = new Set(clauses.flatMap((c) => mentionsOf(c.tokens).map((m) => m.concept)));
    return { answer, reading, fit, concepts, topic };
  });
  const provisional = first.map(
    (f) => scoreAnswer(f.reading, { otherQuestion: otherQuestionFactor(f.fit), repeatsAnswer: false }).score,
  );
  const verdicts = first.map((f, i): AnswerVerdict => {
    const original = first.findIndex(
      (other, j) =>
        j !== i &&
        jaccard(other.concepts, f.concepts) >= REPEAT_SIMILARITY &&
        (provisional[j]! > provisional[i]! || (provisional[j] === provisional[i] && j < i)),
    );
    const repeats = original === -1 ? null : first[original]!.answer.questionIndex;
    return {
      questionIndex: f.answer.questionIndex,
      reading: f.reading,
      parts: scoreAnswer(f.reading, {
        otherQuestion: otherQuestionFactor(f.fit),
        repeatsAnswer: repeats !== null,
      }),
      otherQuestion: f.fit && otherQuestionFactor(f.fit) < 1 ? f.fit.index : null,
      repeats,
    };
  });
  return { verdicts, topics };
}
