import type { TimedWord } from '@sauti/core/ports/speech-to-text';
import { UNCLEAR_WORD } from './blocked-words.js';

/** What pocketsphinx heard: the text, the mean posterior probability of its words, their times. */
export interface PocketsphinxHearing {
  text: string;
  /** Mean word posterior (0-1), or null when no word was recognised. */
  confidence: number | null;
  /** The recognised words with their start and end (s), fillers and markers left out. */
  words: TimedWord[];
}

// With `-time yes`, pocketsphinx 0.8 prints each utterance's hypothesis line followed by one
// line per segment: "word start end posterior". Markers like <s>, </s>, <sil>, [NOISE] and
// ++GARBAGE++ are not words; alternate pronunciations carry a suffix: "and(2)".
const SEGMENT = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;
const NOT_A_WORD = /^(<.*>|\[(?!unclear\]).*\]|\+\+.*\+\+)$/;
const ALTERNATE = /\(\d+\)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` stdout. The words keep their times and posteriors, so
 * silences (and the breaks between utterances) show as gaps between them; the confidence is the
 * mean posterior of the recognised words, which tracks how well the audio matched the model (on
 * flite speech: ~0.8 when right, ~0.1 on misheard words). UNCLEAR_WORD, what a job model hears
 * for a blocked word (job-model.ts), gets confidence 0 and absorbs an adjacent one, so HR sees one
 * unsure "[unclear]" over the stretch to listen to.
 */
export function parsePocketsphinxOutput(stdout: string): PocketsphinxHearing {
  const hypotheses: string[] = [];
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const segment = SEGMENT.exec(line);
    if (!segment) {
      hypotheses.push(line);
      continue;
    }
    const [, token = '', start = '0', end = '0', posterior = '0'] = segment;
    if (NOT_A_WORD.test(token)) continue;
    const word = token.replace(ALTERNATE, '');
    const previous = words.at(-1);
    if (word === UNCLEAR_WORD && previous?.word === UNCLEAR_WORD) {
      previous.endSeconds = Number(end);
      continue;
    }
    const confidence = word === UNCLEAR_WORD ? 0 : Math.min(1, Math.max(0, Number(posterior)));
    words.push({ word, startSeconds: Number(start), endSeconds: Number(end), confidence });
  }
  const confidence = words.length
    ? words.reduce((sum, w) => sum + (w.confidence ?? 0), 0) / words.length
    : null;
  // The words are the hypothesis less fillers; they are the text when pocketsphinx timed them.
  const text = words.length ? words.map((w) => w.word).join(' ') : hypotheses.join(' ');
  return { text: text.replace(/\s+/g, ' ').trim(), confidence, words };
}
