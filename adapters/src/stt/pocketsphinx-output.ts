import type { TimedWord } from '@sauti/core/ports/speech-to-text';

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
const NOT_A_WORD = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
const ALTERNATE = /\(\d+\)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` stdout. The text joins the hypothesis lines; the
 * confidence is the mean posterior of the recognised words, which tracks how well the audio
 * matched the model (on flite speech: ~0.8 when right, ~0.1 on misheard words); the words keep
 * their times, so silences (and the breaks between utterances) show as gaps between them.
 */
export function parsePocketsphinxOutput(stdout: string): PocketsphinxHearing {
  const hypotheses: string[] = [];
  const posteriors: number[] = [];
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const segment = SEGMENT.exec(line);
    if (!segment) {
      hypotheses.push(line);
      continue;
    }
    const [, word = '', start = '0', end = '0', posterior = '0'] = segment;
    if (NOT_A_WORD.test(word)) continue;
    posteriors.push(Math.min(1, Math.max(0, Number(posterior))));
    words.push({ word: word.replace(ALTERNATE, ''), startSeconds: Number(start), endSeconds: Number(end) });
  }
  const confidence = posteriors.length ? posteriors.reduce((s, p) => s + p, 0) / posteriors.length : null;
  return { text: hypotheses.join(' ').replace(/\s+/g, ' ').trim(), confidence, words };
}
