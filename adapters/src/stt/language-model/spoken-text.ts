import { ToWords } from 'to-words';

const numberWords = new ToWords({ localeCode: 'en-GB' });

/** How a year is said: 1998 → "nineteen ninety eight", 2005 → "two thousand five", 2023 → "twenty twenty three". */
function sayYear(year: number): string {
  if (year >= 2000 && year < 2010) return say(year);
  const [century, rest] = [Math.floor(year / 100), year % 100];
  if (rest === 0) return `${say(century)} hundred`;
  return `${say(century)} ${rest < 10 ? `oh ${say(rest)}` : say(rest)}`;
}

function say(value: number): string {
  return numberWords.convert(value).toLowerCase().replace(/-/g, ' ');
}

function sayOrdinal(value: number): string {
  return numberWords.toOrdinal(value).toLowerCase().replace(/-/g, ' ');
}

/** A number as read aloud: years as years, thousands separators dropped, decimals with "point". */
function sayNumber(token: string): string {
  const plain = token.replace(/,(?=\d{3}\b)/g, '');
  if (/^(19|20)\d\d$/.test(plain)) return sayYear(Number(plain));
  const [whole = '0', fraction] = plain.split('.');
  if (whole.length > 15)
    return whole
      .split('')
      .map((d) => say(Number(d)))
      .join(' ');
  const wholeWords = say(Number(whole));
  return fraction
    ? `${wholeWords} point ${fraction
        .split('')
        .map((d) => say(Number(d)))
        .join(' ')}`
    : wholeWords;
}

const SYMBOLS: [RegExp, string][] = [
  [/&/g, ' and '],
  [/%/g, ' percent '],
  [/\+/g, ' plus '],
  [/@/g, ' at '],
  [/[’‘`]/g, "'"],
];

/**
 * Text as a speaker would say it, split into sentences of lower-case words: numbers, years,
 * ordinals, times and percentages spelled out, symbols said, hyphens and slashes as spaces,
 * apostrophes kept inside words ("don't"). What the language model is built from and what the
 * benchmark compares, so "5 years" in a job and "five years" heard are the same words.
 */
export function spokenSentences(text: string): string[][] {
  let spoken = text;
  for (const [pattern, replacement] of SYMBOLS) spoken = spoken.replace(pattern, replacement);
  spoken = spoken
    .replace(
      /\b(\d{1,2}):(\d\d)\b/g,
      (_m, h: string, m: string) => ` ${say(Number(h))} ${m === '00' ? "o'clock" : sayNumber(m)} `,
    )
    .replace(/\b(\d+)(st|nd|rd|th)\b/gi, (_m, n: string) => ` ${sayOrdinal(Number(n))} `)
    .replace(/\d[\d,]*(\.\d+)?/g, (n) => ` ${sayNumber(n.replace(/,$/, ''))} `);
  return spoken
    .split(/[.!?;:\n]+(?:\s|$)|[\n]/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^\p{L}']+/gu, ' ')
        .split(/\s+/)
        .map((word) => word.replace(/^'+|'+$/g, ''))
        .filter(Boolean),
    )
    .filter((words) => words.length > 0);
}

/** The words of `text` as spoken, in one list. */
export function spokenWords(text: string): string[] {
  return spokenSentences(text).flat();
}
