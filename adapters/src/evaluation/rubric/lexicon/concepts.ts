/**
 * Groups of words that name the same thing in a spoken workplace answer, so that a plain "I said
 * sorry" meets a guide's "apologised", and "the boss" meets "the supervisor". Written from general
 * knowledge of workplace English (customer service, operations, finance, technical work), not from
 * the benchmark's answers; a word belongs to one group only. Lemmas, lower case.
 */
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  angry: [
    'angry',
    'annoyed',
    'annoy',
    'upset',
    'frustrated',
    'frustrate',
    'frustration',
    'furious',
    'shout',
    'shouting',
    'mad',
    'rude',
    'irritate',
    'irritated',
    'complain',
    'complaint',
    'yell',
  ],
  apologise: ['apologise', 'apologize', 'apology', 'sorry', 'regret'],
  listen: ['listen', 'hear', 'attention', 'attentive', 'interrupt'],
  explain: [
    'explain',
    'explanation',
    'tell',
    'say',
    'clarify',
    'inform',
    'describe',
    'communicate',
    'message',
    'brief',
    'briefing',
    'notify',
    'advise',
    'announce',
  ],
  calm: ['calm', 'patient', 'patience', 'relax', 'composed', 'calmly'],
  understand: ['understand', 'empathy', 'empathise', 'empathize', 'acknowledge', 'feel', 'feeling'],
  resolve: ['resolve', 'resolution', 'solve', 'solution', 'fix', 'sort', 'settle', 'repair', 'rectify'],
  check: [
    'check',
    'verify',
    'verification',
    'confirm',
    'confirmation',
    'validate',
    'inspect',
    'inspection',
    'examine',
    'investigate',
    'investigation',
    'recount',
    'count',
    'audit',
    'trace',
    'review',
  ],
  followup: ['follow', 'followup', 'callback', 'recall'],
  deadline: ['deadline', 'cutoff', 'cut-off', 'late', 'delay', 'delayed', 'behind', 'schedule', 'overdue'],
  customer: ['customer', 'client', 'caller', 'subscriber', 'consumer'],
  money: ['money', 'fund', 'funds', 'cash', 'shilling', 'naira', 'cedi', 'rand', 'amount', 'salary', 'wage'],
  refund: ['refund', 'reverse', 'reversal', 'reimburse', 'reimbursement', 'repay'],
  record: ['record', 'log', 'note', 'document', 'register', 'write', 'enter', 'capture', 'file'],
  escalate: ['escalate', 'escalation', 'refer', 'forward', 'report', 'raise'],
  manager: ['manager', 'supervisor', 'boss', 'superior', 'head', 'leader', 'management'],
  team: ['team', 'colleague', 'staff', 'crew', 'coworker', 'workmate'],
  safety: [
    'safety',
    'safe',
    'danger',
    'dangerous',
    'risk',
    'hazard',
    'accident',
    'injury',
    'injure',
    'kill',
    'hurt',
    'harm',
  ],
  rule: [
    'rule',
    'procedure',
    'policy',
    'process',
    'standard',
    'guideline',
    'regulation',
    'control',
    'law',
    'requirement',
    'compliance',
    'comply',
  ],
  refuse: ['refuse', 'decline', 'reject', 'deny'],
  conflict: [
    'conflict',
    'disagree',
    'disagreement',
    'argue',
    'argument',
    'quarrel',
    'dispute',
    'clash',
    'fight',
    'tension',
  ],
  coach: ['coach', 'train', 'training', 'teach', 'mentor', 'guide', 'demonstrate', 'show', 'pair'],
  mistake: ['mistake', 'error', 'fault', 'wrong', 'blunder', 'slip', 'incorrect'],
  cause: ['cause', 'reason', 'why', 'origin'],
  priority: ['prioritise', 'prioritize', 'priority', 'rank', 'urgent', 'order'],
  prevent: [
    'prevent',
    'avoid',
    'improve',
    'improvement',
    'change',
    'correct',
    'correction',
    'adjust',
    'adjustment',
    'adapt',
    'adaptation',
  ],
  recognise: [
    'thank',
    'praise',
    'recognise',
    'recognize',
    'appreciate',
    'congratulate',
    'encourage',
    'motivate',
  ],
  admit: [
    'admit',
    'own',
    'accept',
    'responsibility',
    'responsible',
    'accountable',
    'accountability',
    'confess',
  ],
  honest: ['honest', 'honestly', 'truth', 'true', 'truthful', 'transparent', 'open', 'integrity'],
  approve: [
    'approve',
    'approval',
    'authorise',
    'authorize',
    'authorisation',
    'sign',
    'permission',
    'signature',
  ],
  gift: ['gift', 'bribe', 'favour', 'favor', 'token', 'kickback', 'reward', 'tip', 'offer'],
  duplicate: ['duplicate', 'twice', 'double', 'repeat', 'again'],
  difference: [
    'difference',
    'mismatch',
    'discrepancy',
    'variance',
    'gap',
    'short',
    'missing',
    'differ',
    'shortage',
    'excess',
  ],
  quick: ['quick', 'quickly', 'fast', 'speed', 'immediately', 'promptly', 'soon', 'rapid'],
  ask: ['ask', 'question', 'enquire', 'inquire', 'request', 'query'],
  queue: ['queue', 'wait', 'waiting', 'hold'],
  measure: [
    'result',
    'outcome',
    'figure',
    'rate',
    'score',
    'average',
    'target',
    'goal',
    'kpi',
    'survey',
    'metric',
    'percent',
    'percentage',
  ],
  phone: ['phone', 'call', 'line', 'telephone'],
  system: [
    'system',
    'crm',
    'software',
    'tool',
    'database',
    'spreadsheet',
    'excel',
    'quickbooks',
    'sage',
    'app',
    'application',
    'screen',
  ],
  delivery: [
    'delivery',
    'deliver',
    'dispatch',
    'ship',
    'shipment',
    'load',
    'loading',
    'truck',
    'lorry',
    'vehicle',
    'transport',
  ],
  stock: ['stock', 'inventory', 'carton', 'pallet', 'item', 'goods', 'product', 'shelf', 'bin'],
  payment: ['pay', 'payment', 'invoice', 'bill', 'transaction', 'transfer', 'supplier', 'vendor'],
  bank: ['bank', 'statement', 'account', 'balance', 'ledger', 'cashbook', 'reconcile', 'reconciliation'],
  learn: ['learn', 'lesson', 'realise', 'realize'],
  plan: ['plan', 'organise', 'organize', 'arrange', 'prepare', 'reorganise', 'roster', 'rota'],
  help: ['help', 'assist', 'support', 'serve', 'service'],
  stop: ['stop', 'halt', 'pause', 'block', 'suspend', 'freeze'],
};

/** Phrases of two words that name a concept of GROUPS (checked before single words). */
const PHRASES: Readonly<Record<string, string>> = {
  'call back': 'followup',
  'follow up': 'followup',
  'check back': 'followup',
  'team leader': 'manager',
  'line manager': 'manager',
  'back office': 'escalate',
  'say sorry': 'apologise',
  'cut off': 'deadline',
  'on time': 'deadline',
  'sign off': 'approve',
  'put right': 'resolve',
  'make sure': 'check',
  'find out': 'check',
  'look into': 'check',
  'write down': 'record',
  'step by': 'plan',
};

/**
 * Words that carry no content of their own in an answer: what a template or a vague answer is
 * made of ("the situation was a good situation, I took the right action"). They never count as
 * substance, detail or coverage.
 */
export const HOLLOW: ReadonlySet<string> = new Set([
  ...'thing stuff situation task action result way lot something everything anything everybody everyone somebody someone people person'.split(
    ' ',
  ),
  ...'good great best better nice fine excellent proper properly right correct correctly well very really important key necessary'.split(
    ' ',
  ),
  ...'always usually normally sometimes often just also even still already really actually basically'.split(
    ' ',
  ),
  ...'do be have get go make take give try use put keep let come want need think believe know feel seem'.split(
    ' ',
  ),
  ...'handle deal manage ensure able possible professional professionalism skill skills experience job work company time day'.split(
    ' ',
  ),
  ...'positive negative happy satisfied satisfy satisfaction case issue matter point part kind type able'.split(
    ' ',
  ),
]);

/**
 * Words a scoring guide uses to talk about the answer rather than its subject ("a strong answer
 * describes a real…"): never part of a question's topic.
 */
export const GUIDE_WORDS: ReadonlySet<string> = new Set(
  'strong answer candidate describe description cover mention include real name example specific concrete start begin happen'.split(
    ' ',
  ),
);

/** Suffixes removed to reach a word family's root ('approval' → 'approv', 'checking' → 'check'). */
const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ness',
  'ities',
  'ity',
  'ance',
  'ence',
  'ings',
  'ing',
  'ers',
  'er',
  'ors',
  'or',
  'als',
  'al',
  'ed',
  'ly',
  'es',
  's',
  'e',
  'y',
  'i',
];

/** The root of a word family: suffixes off while at least four letters remain. */
export function rootOf(lemma: string): string {
  let root = lemma.toLowerCase();
  for (const suffix of SUFFIXES) {
    if (root.endsWith(suffix) && root.length - suffix.length >= 4) root = root.slice(0, -suffix.length);
  }
  return root;
}

/** Each grouped word's concept. */
const CONCEPT_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(GROUPS).flatMap(([concept, words]) => words.map((w) => [w, concept] as const)),
);

/** Each grouped word family's concept, by root ('communication' finds 'communicate'). */
const CONCEPT_OF_ROOT: ReadonlyMap<string, string> = new Map(
  [...CONCEPT_OF].map(([word, concept]) => [rootOf(word), concept] as const).reverse(),
);

/** The concept a lemma stands for: its group (by the word, then by its family), or its root. */
export function conceptOf(lemma: string): string {
  const root = rootOf(lemma);
  const group = CONCEPT_OF.get(lemma) ?? CONCEPT_OF_ROOT.get(root);
  return group ? `group:${group}` : `root:${root}`;
}

/** The concept of a two-word phrase, or undefined when it is not a known phrase. */
export function phraseConcept(first: string, second: string): string | undefined {
  const group = PHRASES[`${first} ${second}`];
  return group ? `group:${group}` : undefined;
}
