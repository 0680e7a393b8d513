import type { ClipResult } from './stt-bench.js';

/** Sums of a group of clip results. */
interface Totals {
  clips: number;
  seconds: number;
  said: number;
  errors: number;
  sure: number;
  sureRight: number;
  unsure: number;
  unsureWrong: number;
  blocked: number;
  chargedSure: number;
  firstSentenceLost: number;
}

export function totals(results: readonly ClipResult[]): Totals {
  const t: Totals = {
    clips: 0,
    seconds: 0,
    said: 0,
    errors: 0,
    sure: 0,
    sureRight: 0,
    unsure: 0,
    unsureWrong: 0,
    blocked: 0,
    chargedSure: 0,
    firstSentenceLost: 0,
  };
  for (const r of results) {
    t.clips++;
    t.seconds += r.clip.seconds;
    t.said += r.said;
    t.errors += r.errors;
    t.sure += r.sure;
    t.sureRight += r.sureRight;
    t.unsure += r.unsure;
    t.unsureWrong += r.unsureWrong;
    t.blocked += r.blocked.length;
    t.chargedSure += r.chargedSure.length;
    if (r.firstSentenceLost) t.firstSentenceLost++;
  }
  return t;
}

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '–');

/**
 * One table row: WER, sure-and-right, unsure-and-wrong, blocked words, charged words shown as
 * sure, answers that lost their first sentence, clips.
 */
export function row(label: string, t: Totals): string {
  return `| ${label} | ${pct(t.errors, t.said)} | ${pct(t.sureRight, t.sure)} | ${pct(t.unsureWrong, t.unsure)} (${pct(t.unsure, t.sure + t.unsure)} unsure) | ${t.blocked} | ${t.chargedSure} | ${t.firstSentenceLost} | ${t.clips} (${(t.seconds / 60).toFixed(1)} min) |`;
}

export const HEADER =
  '| | WER | sure words right | unsure words wrong | blocked words | charged words shown sure | first sentence lost | clips |\n| --- | --- | --- | --- | --- | --- | --- | --- |';

/** Groups results by a key, in first-seen order. */
export function groupBy(
  results: readonly ClipResult[],
  key: (r: ClipResult) => string,
): Map<string, ClipResult[]> {
  const groups = new Map<string, ClipResult[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/** How often a word at or above each confidence was right, and how many words that is: where to draw "unsure". */
export function thresholdRows(results: readonly ClipResult[]): string {
  const words = results.flatMap((r) => r.scored).filter(([confidence]) => confidence !== null) as [
    number,
    boolean,
  ][];
  const lines = ['| shown as sure from | sure words right | share of words sure |', '| --- | --- | --- |'];
  for (const at of [0.5, 0.7, 0.9, 0.95, 0.99, 0.995, 0.999]) {
    const sure = words.filter(([confidence]) => confidence >= at);
    lines.push(
      `| ${at} | ${pct(sure.filter(([, right]) => right).length, sure.length)} | ${pct(sure.length, words.length)} |`,
    );
  }
  return lines.join('\n');
}
