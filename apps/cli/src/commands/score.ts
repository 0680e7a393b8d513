import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { DomainError } from '@sauti/core/domain/errors';
import { loadConfig } from '@sauti/adapters/config/config';
import { configuredEvaluator } from '@sauti/adapters/container/evaluation-module';
import { describeScoreInputError, scoreInputSchema } from '@sauti/core/contract/score-input';
import { interviewOfScoreInput } from '@sauti/core/use-cases/evaluation/interview-of-score-input';
import { scoreInterview } from '@sauti/core/use-cases/evaluation/score-interview';
import type { Output } from '../output.js';

/** Reads FILE, or standard input for '-'. */
async function readSource(file: string): Promise<string> {
  if (file !== '-') return readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The stored input of an evaluation as `sauti --json evaluations input` prints it, else null. */
function storedInputOf(json: unknown): { scoreInput: unknown; evaluatorVersion: string } | null {
  if (typeof json !== 'object' || json === null || !('scoreInput' in json)) return null;
  const version = (json as { evaluatorVersion?: unknown }).evaluatorVersion;
  return { scoreInput: json.scoreInput, evaluatorVersion: typeof version === 'string' ? version : 'unknown' };
}

/** A bad file: main prints the message (JSON with --json) and exits 1. */
const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message);

/**
 * `sauti score FILE|-`: scores one interview offline, without a database, with the evaluator the
 * environment configures and the code the queue runs (gate, evaluator, composition). Data teams
 * use it to try questions, guides and rubrics.
 */
export function scoreCommand(program: Command, output: () => Output): void {
  program
    .command('score <file>')
    .description(
      'score one interview given as JSON (a path, or - for standard input) with the configured evaluator; ' +
        'see docs/scoring-rubric.md for the input',
    )
    .action(async (file: string) => {
      let text: string;
      try {
        text = await readSource(file);
      } catch (error) {
        throw invalid(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw invalid(`${file} is not JSON`);
      }
      // `sauti --json evaluations input` wraps the input with the evaluator that scored it.
      const recorded = storedInputOf(json);
      const parsed = scoreInputSchema.safeParse(recorded ? recorded.scoreInput : json);
      if (!parsed.success) throw invalid(describeScoreInputError(parsed.error));
      const evaluator = configuredEvaluator(loadConfig(process.env));
      if (recorded && recorded.evaluatorVersion !== evaluator.version) {
        output().note(
          `Scored by ${recorded.evaluatorVersion} when it was stored, re-scored now by ${evaluator.version}: ` +
            'configure the same evaluator to reproduce it.',
        );
      }
      const composed = await scoreInterview(interviewOfScoreInput(parsed.data), evaluator);
      const analysis = composed.detailedAnalysis as Record<string, unknown>;
      const result = {
        ...composed,
        evaluatorVersion: evaluator.version,
        ...(recorded ? { recordedEvaluatorVersion: recorded.evaluatorVersion } : {}),
        criteria: Object.entries(composed.pillarScores ?? {}).map(([id, score]) => ({ id, score })),
        answers: analysis.answers,
      };
      const human = [
        `${evaluator.version}: ${composed.overallScore === null ? 'not scored' : `${composed.overallScore}% (${composed.recommendation})`}`,
        ...((analysis.notScoredReasons as string[]) ?? []),
        ...result.criteria.map((c) => `  ${c.id}: ${c.score}`),
      ].join('\n');
      output().result(result, human);
    });
}
