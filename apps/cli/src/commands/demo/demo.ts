import type { Command } from 'commander';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { withApp } from '../../context.js';
import type { Output } from '../../output.js';
import { formatTable } from '../../table.js';
import { demoLinkBase, type LinkBase } from './link-base.js';
import {
  DEFAULT_DEMO_CANDIDATES,
  DEMO_DOMAIN,
  MAX_DEMO_CANDIDATES,
  seedDemo,
  type SeedDemoResult,
} from './seed-demo.js';

interface SeedOptions {
  org: string;
  candidates: string;
  audio: boolean;
  password?: string;
}

/** Exit code of a usage error, as commander uses. */
const USAGE = 2;

/** `sauti demo seed`: a realistic organisation to try the review screens on. */
export function demoCommands(program: Command, output: () => Output): void {
  const demo = program.command('demo').description('demonstration data');
  demo
    .command('seed')
    .description(
      'create a demo organisation: an HR account, three jobs (criteria-v1 and legacy-v0) and candidates in ' +
        'every state, evaluated by the configured evaluator. Idempotent: a second run for the same --org adds ' +
        'nothing and prints what is stored (an existing HR account keeps its password)',
    )
    .option('--org <domain>', 'work-email domain of the organisation', DEMO_DOMAIN)
    .option(
      '--candidates <n>',
      `candidates to seed, 1 to ${MAX_DEMO_CANDIDATES}`,
      String(DEFAULT_DEMO_CANDIDATES),
    )
    .option('--no-audio', 'store transcripts only, even when flite and ffmpeg are installed')
    .option('--password <password>', 'password of the HR account when it is created (default: generated)')
    .action(async (options: SeedOptions, command: Command) => {
      const candidates = Number(options.candidates);
      if (!Number.isInteger(candidates) || candidates < 1 || candidates > MAX_DEMO_CANDIDATES) {
        command.error(
          `--candidates: expected a whole number from 1 to ${MAX_DEMO_CANDIDATES}, got ${options.candidates}`,
          {
            exitCode: USAGE,
            code: 'sauti.usage',
          },
        );
      }
      const out = output();
      const result = await withApp(
        async (app) => {
          const links = await demoLinkBase(process.env, app.get(TOKENS.Config));
          const seeded = await seedDemo(app, {
            domain: options.org,
            candidates,
            audio: options.audio,
            publicUrl: links.url,
            ...(options.password !== undefined ? { password: options.password } : {}),
            onProgress: (label, done, total) => out.progress(label, done, total),
          });
          return { ...seeded, links };
        },
        // Like the server, bring a fresh database up to date first.
        { migrate: true },
      );
      out.result(result, summaryText(result));
    });
}

/** Where the links point, in words. */
const LINK_SOURCES: Record<LinkBase['from'], string> = {
  environment: 'from PUBLIC_URL / PORT',
  'running server': 'the server running on this data dir',
  default: 'no server is running on this data dir: start it with `npm start`',
};

/** The human summary: login, jobs with their review links, counts by state. */
export function summaryText(r: SeedDemoResult & { links?: LinkBase }): string {
  const c = r.counts;
  const head = r.created
    ? `Seeded the demo organisation ${r.organisation.name} (${r.organisation.domain}) in ${r.seconds} s.`
    : `The demo data of ${r.organisation.domain} already exists: nothing was added.`;
  const login = r.hr.password
    ? `HR login: ${r.hr.email}  password: ${r.hr.password}`
    : `HR login: ${r.hr.email}  (existing account: its password was not changed)`;
  return [
    head,
    login,
    '',
    formatTable(
      ['Job', 'Evaluation', 'Review'],
      r.jobs.map((j) => [j.title, j.evalVersion, j.reviewUrl]),
    ),
    ...(r.links ? [`Links: ${r.links.url} (${LINK_SOURCES[r.links.from]}).`] : []),
    '',
    `Candidates: ${c.candidates} — in progress ${c.inProgressNoAnswers} without answers, ${c.inProgressSomeAnswers} with some; ` +
      `completed ${c.completed} (${c.awaitingEvaluation} awaiting evaluation, ${c.evaluated} evaluated).`,
    ...(r.evaluationsQueued.status === 'queued'
      ? [
          `Queued the evaluation of ${r.evaluationsQueued.count} interview(s) awaiting it: the running workers take them within seconds.`,
        ]
      : r.evaluationsQueued.status === 'at-start-up'
        ? ['Interviews awaiting evaluation are queued as soon as the server starts.']
        : []),
    `Evaluated: ${c.strongMatch} Strong Match, ${c.partialMatch} Partial Match, ${c.poorFit} Poor Fit, ` +
      `${c.notScored} not scored (too few answers to assess); ` +
      `${c.needsHumanReview} need a human listen (transcript gate); evaluator ${r.evaluatorVersion}.`,
    `Flags: ${c.tabSwitchesOver3} with more than 3 tab switches, ${c.voiceMismatch} voice mismatch, ` +
      `${c.identityPending} identity check pending, ${c.withCv} with a CV.`,
    `Panel: ${c.inPanel}. Outcomes: ${c.hired} hired, ${c.considering} considering, ${c.rejected} rejected, ${c.noDecision} no decision.`,
    r.created
      ? `Audio: ${r.audio.reason}${r.audio.enabled ? ` (${r.audio.distinctClips} distinct clips, ${c.answersWithAudio} of ${c.answers} answers)` : ''}.`
      : `Audio: ${c.answersWithAudio} of ${c.answers} answers have audio.`,
  ].join('\n');
}
