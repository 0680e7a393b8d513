import { seededRandom } from '@sauti/core/rules/seeded-random';

/**
 * Words a recogniser such as pocketsphinx often returns for others (homophones, split compounds,
 * near sounds). Written from its typical confusions, not from the corpus answers.
 */
const CONFUSIONS: Readonly<Record<string, string>> = {
  the: 'a',
  a: 'the',
  to: 'two',
  too: 'to',
  for: 'four',
  their: 'there',
  there: 'their',
  know: 'no',
  hour: 'our',
  our: 'are',
  right: 'write',
  week: 'weak',
  sent: 'cent',
  by: 'buy',
  new: 'knew',
  one: 'won',
  two: 'to',
  four: 'for',
  eight: 'ate',
  customer: 'costumer',
  customers: 'costumers',
  refund: 're fund',
  reversal: 'rehearsal',
  forklift: 'fork lift',
  invoice: 'in voice',
  supplier: 'supply',
  quickbooks: 'quick books',
  excel: 'except',
  crm: 'c r m',
  pin: 'pen',
  airtime: 'air time',
  salary: 'celery',
  cartons: 'cartoons',
  approval: 'approve all',
  statement: 'state meant',
  warehouse: 'where house',
  manager: 'manage her',
  shift: 'ship',
  checklist: 'check list',
  safety: 'safe tea',
  deadline: 'dead line',
  policy: 'polish see',
  picker: 'pick a',
  escalate: 'escalator',
};

const FUNCTION_WORDS = new Set(['a', 'the', 'to', 'of', 'and', 'is', 'was', 'in', 'that', 'it']);

/**
 * An answer as an offline recogniser returns it: lower case, no punctuation, some function words
 * dropped, known confusions and lost endings ('explained' → 'explain'). About one word in six
 * changes, like pocketsphinx on clear speech.
 */
export function garble(text: string, seed: number): string {
  const random = seededRandom(seed);
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]+/gu, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .flatMap((word) => {
      const roll = random();
      if (FUNCTION_WORDS.has(word) && roll < 0.08) return [];
      const confused = CONFUSIONS[word];
      if (confused !== undefined && roll < 0.5) return [confused];
      if (word.length >= 6 && word.endsWith('ed') && roll < 0.2) return [word.slice(0, -2)];
      if (word.length >= 5 && word.endsWith('s') && roll < 0.1) return [word.slice(0, -1)];
      return [word];
    })
    .join(' ');
}
