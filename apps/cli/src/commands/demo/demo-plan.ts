import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { AnswerTier } from './demo-job.js';

/** Which demo job a candidate applied to. */
export type DemoJobKey = 'dispatch' | 'payments' | 'warehouse';

/**
 * The state a demo candidate is seeded in. strong/partial/poor are what the answers are written
 * to earn; the real evaluator decides the scores (the tests check it agrees).
 */
export type DemoState =
  | 'in-progress-no-answers'
  | 'in-progress-some-answers'
  | 'awaiting-evaluation'
  | 'strong'
  | 'partial'
  | 'poor'
  | 'flagged'
  | 'not-scored';

/** Extra traits, orthogonal to the state. */
export type DemoTag =
  | 'in-panel'
  | 'hired'
  | 'rejected'
  | 'considering'
  | 'voice-mismatch'
  | 'cv'
  | 'identity-pending'
  | 'tab-switches';

/** One planned candidate. */
export interface Persona {
  job: DemoJobKey;
  name: string;
  state: DemoState;
  /** Tier of the answer to each question (its length is the job's question count). */
  tiers: AnswerTier[];
  /** In progress: how many questions were answered. */
  answered?: number;
  /** Answers replaced by a very short or an empty (silent) one: the transcript gate flags them. */
  shortAt?: number;
  silentAt?: number;
  /** A further answer replaced by silence (two answers lost of four leave too few to score). */
  silentAlsoAt?: number;
  inPanel?: boolean;
  outcome?: HiringOutcome;
  tabSwitches?: number;
  /** The answer read by another voice and marked isSamePerson false. */
  voiceMismatchAt?: number;
  cv?: boolean;
  identityPending?: boolean;
}

const S: AnswerTier = 'strong';
const P: AnswerTier = 'partial';
const X: AnswerTier = 'poor';

/** The candidates every demo has: each state and trait at least once. */
export const CORE_PERSONAS: readonly Persona[] = [
  // Fleet Dispatch Supervisor (criteria-v1, 4 questions)
  {
    job: 'dispatch',
    name: 'Wanjiru Kamau',
    state: 'strong',
    tiers: [S, S, S, S],
    inPanel: true,
    outcome: 'hired',
    cv: true,
  },
  {
    job: 'dispatch',
    name: 'Otieno Ochieng',
    state: 'strong',
    tiers: [S, S, S, S],
    inPanel: true,
    outcome: 'considering',
  },
  { job: 'dispatch', name: 'Amina Hassan', state: 'partial', tiers: [S, S, P, P], inPanel: true },
  { job: 'dispatch', name: 'Brian Mutua', state: 'partial', tiers: [S, P, P, S], outcome: 'considering' },
  { job: 'dispatch', name: 'Faith Njeri', state: 'poor', tiers: [P, P, X, P], outcome: 'rejected' },
  { job: 'dispatch', name: 'Kevin Kiprop', state: 'poor', tiers: [X, X, X, X] },
  { job: 'dispatch', name: 'Mercy Achieng', state: 'flagged', tiers: [S, S, S, S], shortAt: 2 },
  // Two of four answers lost to silence: too few assessable answers for a score.
  {
    job: 'dispatch',
    name: 'Joseph Mwiti',
    state: 'not-scored',
    tiers: [S, S, S, S],
    silentAt: 1,
    silentAlsoAt: 3,
  },
  { job: 'dispatch', name: 'Samuel Kariuki', state: 'strong', tiers: [S, S, S, S], voiceMismatchAt: 2 },
  { job: 'dispatch', name: 'Grace Wambui', state: 'awaiting-evaluation', tiers: [S, P, S, S] },
  {
    job: 'dispatch',
    name: 'Dennis Omondi',
    state: 'in-progress-some-answers',
    tiers: [S, P, S, S],
    answered: 2,
  },
  { job: 'dispatch', name: 'Lucy Chebet', state: 'in-progress-no-answers', tiers: [S, S, S, S], answered: 0 },
  // Payments Support Specialist (criteria-v1 with identity check, 4 questions)
  {
    job: 'payments',
    name: 'Chiamaka Okafor',
    state: 'strong',
    tiers: [S, S, S, S],
    inPanel: true,
    outcome: 'hired',
  },
  { job: 'payments', name: 'Tunde Adeyemi', state: 'partial', tiers: [S, S, X, P] },
  { job: 'payments', name: 'Ngozi Eze', state: 'poor', tiers: [X, P, X, X], outcome: 'rejected' },
  { job: 'payments', name: 'Emeka Nwosu', state: 'strong', tiers: [S, S, S, S], identityPending: true },
  { job: 'payments', name: 'Aisha Bello', state: 'flagged', tiers: [S, S, P, S], silentAt: 1 },
  { job: 'payments', name: 'Ifeanyi Obi', state: 'awaiting-evaluation', tiers: [P, S, S, S] },
  {
    job: 'payments',
    name: 'Funmilayo Adebayo',
    state: 'in-progress-some-answers',
    tiers: [S, S, S, S],
    answered: 1,
  },
  // Warehouse Team Lead (legacy-v0, 3 questions)
  { job: 'warehouse', name: 'Juma Mwangi', state: 'strong', tiers: [S, S, S], outcome: 'hired' },
  { job: 'warehouse', name: 'Rehema Salim', state: 'partial', tiers: [S, P, S], tabSwitches: 5 },
  { job: 'warehouse', name: 'Hamisi Bakari', state: 'poor', tiers: [P, X, P] },
  { job: 'warehouse', name: 'Zawadi Omar', state: 'flagged', tiers: [S, S, S], shortAt: 1 },
  { job: 'warehouse', name: 'Peter Njoroge', state: 'awaiting-evaluation', tiers: [P, P, S] },
  { job: 'warehouse', name: 'Halima Abdi', state: 'in-progress-no-answers', tiers: [S, S, S], answered: 0 },
];

/** Name pools per job (last-name counts are not multiples of 3, so pairs keep changing). */
const NAMES: Record<DemoJobKey, { first: string[]; last: string[] }> = {
  dispatch: {
    first: ['Collins', 'Esther', 'Victor', 'Joy', 'Daniel', 'Ruth', 'Purity', 'Wycliffe', 'Nafula', 'Kelvin'],
    last: [
      'Wafula',
      'Mumbua',
      'Kibet',
      'Atieno',
      'Gitau',
      'Nyambura',
      'Odhiambo',
      'Cheruiyot',
      'Maina',
      'Kiplagat',
    ],
  },
  payments: {
    first: [
      'Oluwaseun',
      'Blessing',
      'Chinedu',
      'Halima',
      'Segun',
      'Adaeze',
      'Ibrahim',
      'Temitope',
      'Uche',
      'Zainab',
    ],
    last: ['Balogun', 'Okon', 'Okeke', 'Yusuf', 'Ogunleye', 'Nwankwo', 'Abubakar', 'Adeleke', 'Lawal', 'Eze'],
  },
  warehouse: {
    first: ['Mwanaisha', 'Bakari', 'Fatuma', 'Omari', 'Rukia', 'Athumani', 'Saida', 'Khamis', 'Mariamu'],
    last: ['Ali', 'Said', 'Mohamed', 'Kombo', 'Juma', 'Mwinyi', 'Rashid', 'Faraji', 'Hamadi', 'Shee'],
  },
};

/** The `round`-th extra name for a job: first and last names combined so they rarely repeat. */
function extraName(job: DemoJobKey, round: number): string {
  const { first, last } = NAMES[job];
  const lastIndex = (round * 3 + Math.floor(round / first.length)) % last.length;
  return `${first[round % first.length]} ${last[lastIndex]}`;
}

/**
 * Answer tiers of the extra candidates, per job, in turn. Which mixes give a Partial Match was
 * checked against the local evaluator (strong answers also show other criteria, so a partial
 * candidate needs a weak answer on some criterion's own question).
 */
const EXTRA_MIX: readonly { state: DemoState; tiers: Record<DemoJobKey, string> }[] = [
  { state: 'strong', tiers: { dispatch: 'SSSS', payments: 'SSSS', warehouse: 'SSS' } },
  { state: 'partial', tiers: { dispatch: 'SSPX', payments: 'SSXP', warehouse: 'SSP' } },
  { state: 'poor', tiers: { dispatch: 'XPPX', payments: 'XPPX', warehouse: 'XPP' } },
  { state: 'partial', tiers: { dispatch: 'SXPS', payments: 'PSSP', warehouse: 'PSS' } },
];
const TIER_OF: Record<string, AnswerTier> = { S, P, X };

/**
 * `count` candidates: the core set first (every state and trait), then evaluated candidates of
 * mixed quality spread over the three jobs. Fewer than the core set takes its first `count`.
 */
export function planPersonas(count: number): Persona[] {
  const plan = CORE_PERSONAS.slice(0, count);
  const jobs: DemoJobKey[] = ['dispatch', 'payments', 'warehouse'];
  for (let i = 0; plan.length < count; i++) {
    const job = jobs[i % jobs.length]!;
    const round = Math.floor(i / jobs.length);
    const name = extraName(job, round);
    const mix = EXTRA_MIX[round % EXTRA_MIX.length]!;
    const tiers = [...mix.tiers[job]].map((letter) => TIER_OF[letter]!);
    plan.push({ job, name, state: mix.state, tiers });
  }
  return plan;
}
