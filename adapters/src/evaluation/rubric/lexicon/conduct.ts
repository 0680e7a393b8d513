/**
 * Conduct an employer would reject, told as the candidate's own practice. Each rule is a sequence
 * of word groups that must appear in that order within one clause (a word matches by its lemma or
 * its lower-case form, so 'paid' can be asked for as such). Written from common
 * workplace misconduct (abusing or deceiving customers, false records, skipped safety checks,
 * bribes, concealment, bullying staff), not from particular answers.
 */
export interface ConductRule {
  /** What HR reads, e.g. 'ends calls on customers'. */
  description: string;
  sequence: readonly (readonly string[])[];
  /**
   * Who must be doing it: 'self' (the candidate: I, we), 'any' (the clause alone is the red flag,
   * e.g. "nobody finds out"), or 'self-or-generic' (no other person is the subject: "taking a
   * small token is normal").
   */
  agent: 'self' | 'any' | 'self-or-generic';
  /**
   * 'positive': the first word must not be negated ("I never hang up" is fine); 'negated': it
   * must be ("I did not tell anyone" is the concealment).
   */
  polarity: 'positive' | 'negated';
}

const rule = (
  description: string,
  sequence: readonly (readonly string[])[],
  agent: ConductRule['agent'] = 'self',
  polarity: ConductRule['polarity'] = 'positive',
): ConductRule => ({ description, sequence, agent, polarity });

const RECORDS = ['anyone', 'anybody', 'nobody', 'manager', 'supervisor', 'hr', 'boss', 'leader'];

export const CONDUCT_RULES: readonly ConductRule[] = [
  rule('ends calls on customers', [['hang'], ['up']]),
  rule('ends calls on customers', [
    ['end', 'drop', 'cut'],
    ['call', 'line'],
  ]),
  rule('mutes or ignores customers', [['mute']]),
  rule('mutes or ignores customers', [
    ['ignore'],
    ['customer', 'complaint', 'call', 'caller', 'email', 'message', 'client'],
  ]),
  rule('shouts at, insults or shames people', [
    ['shout', 'yell', 'insult', 'shame', 'humiliate', 'abuse', 'beat', 'slap', 'curse'],
  ]),
  rule('threatens people', [['threaten', 'intimidate']]),
  rule('threatens people', [
    ['tell', 'say', 'warn'],
    ['arrest', 'jail', 'prison', 'sack', 'fire'],
  ]),
  rule('threatens people', [
    ['tell', 'say', 'warn'],
    ['anybody', 'anyone', 'whoever', 'who'],
    ['not'],
    ['paid'],
  ]),
  rule('deducts or withholds pay', [
    ['deduct', 'withhold', 'dock'],
    ['pay', 'salary', 'wage', 'allowance'],
  ]),
  rule('lies or falsifies', [
    [
      'lie',
      'pretend',
      'deceive',
      'mislead',
      'fake',
      'falsify',
      'forge',
      'backdate',
      'fabricate',
      'cheat',
      'steal',
    ],
  ]),
  rule('blames a system that is not at fault', [
    ['tell', 'say'],
    ['system', 'network', 'server'],
    ['down', 'offline'],
  ]),
  rule('blames others', [['blame']]),
  rule('closes cases that are not resolved', [
    ['close', 'mark'],
    ['ticket', 'case', 'complaint'],
    ['as'],
    ['resolve', 'complete', 'done', 'close'],
  ]),
  rule('closes cases that are not resolved', [['close'], ['ticket', 'case', 'complaint'], ['early']]),
  rule('signs records for work not checked', [['sign'], ['for'], ['everybody', 'everyone', 'all', 'them']]),
  rule('signs records for work not checked', [['sign'], ['as'], ['complete', 'completed', 'done']]),
  rule('skips checks and controls', [
    ['skip', 'bypass', 'ignore', 'jump'],
    [
      'check',
      'checklist',
      'inspection',
      'safety',
      'control',
      'approval',
      'procedure',
      'process',
      'verification',
    ],
  ]),
  rule('skips checks and controls', [
    ['switch', 'turn'],
    ['off'],
    ['scanner', 'alarm', 'camera', 'cctv', 'sensor', 'tracker'],
  ]),
  rule(
    'skips checks and controls',
    [
      ['without'],
      ['check', 'checking', 'verify', 'count', 'inspect', 'approval', 'approve', 'authorisation'],
    ],
    'self',
  ),
  rule('skips checks and controls', [
    ['approval', 'approve', 'signature', 'authorisation'],
    ['later', 'afterwards'],
  ]),
  rule(
    'takes gifts or favours',
    [
      ['accept', 'take', 'receive', 'collect', 'keep'],
      ['gift', 'bribe', 'token', 'kickback', 'commission', 'appreciation', 'favour', 'favor', 'cash'],
    ],
    'self-or-generic',
  ),
  rule('hides mistakes or problems', [['hide', 'conceal']]),
  // "cover" alone is mostly innocent at work (cover a shift, cover each other, covered in dust).
  rule('hides mistakes or problems', [['cover'], ['up']]),
  rule('hides mistakes or problems', [['tell', 'inform', 'report', 'escalate'], RECORDS], 'self', 'negated'),
  rule('hides mistakes or problems', [['report', 'record', 'log', 'declare', 'disclose']], 'self', 'negated'),
  rule(
    'hides mistakes or problems',
    [
      ['put', 'enter', 'record', 'log'],
      ['system', 'crm', 'book', 'register', 'ledger'],
    ],
    'self',
    'negated',
  ),
  rule(
    'hides mistakes or problems',
    [
      ['nobody', 'noone'],
      ['find', 'know', 'notice', 'check', 'see'],
    ],
    'any',
  ),
  rule('hides mistakes or problems', [
    ['delete', 'destroy', 'shred', 'remove', 'erase'],
    ['quietly', 'secretly'],
  ]),
  rule('makes the figures match instead of finding the difference', [
    ['change', 'adjust', 'alter', 'edit', 'modify', 'force'],
    ['figure', 'number', 'count', 'balance', 'record', 'total'],
    ['match', 'agree', 'balance'],
  ]),
  rule('makes the figures match instead of finding the difference', [
    ['post', 'put', 'move', 'book', 'park'],
    ['difference', 'variance', 'discrepancy'],
    ['suspense', 'sundry'],
  ]),
];
