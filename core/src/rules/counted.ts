/**
 * A count with its noun in the right number ('1 answer', '3 answers'), never 'answer(s)'
 * (docs/behaviour/platform.md §2.4). English nouns only; an irregular plural is given.
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
