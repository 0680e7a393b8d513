import type { ItemSentence, ItemToken, ItsFunction, WinkMethods } from 'wink-nlp';
import { isOvergrown, loadReader, readOnce, type Reader } from './wink-lexicon.js';

/** One word or mark of a text, as wink-nlp reads it, with where it sits in the original text. */
export interface Token {
  text: string;
  /** Lower-case lemma ('listened' → 'listen', "n't" → 'not'). */
  lemma: string;
  /** Universal part-of-speech tag (NOUN, VERB, AUX, PRON, NUM, PROPN, ADJ, ADV, CCONJ, SCONJ…). */
  pos: string;
  /** In the scope of a negation, as wink-nlp marks it (limited to the clause by `clauses`). */
  negated: boolean;
  stop: boolean;
  /** Character offsets in the original text: `text.slice(start, end)` is the token. */
  start: number;
  end: number;
}

/** A sentence: its tokens in order. */
export type Sentence = Token[];

let reader: Reader | null = null;

/**
 * wink-nlp with its English "lite web" model, loaded on first use (about half a second) and again
 * once what it learnt and forgot has grown (wink-lexicon.ts). The model ships inside the npm
 * package: nothing is downloaded at run time.
 */
function nlp(): Reader {
  if (!reader || isOvergrown(reader)) reader = loadReader();
  return reader;
}

/**
 * The sentences and tokens of a text with lemma, part of speech, negation and offsets. Works on
 * unpunctuated, lower-case recogniser output too (then a "sentence" may be the whole answer:
 * `clauses` splits it further). Every text is read from the same lexicon, whatever was read before
 * it (wink-lexicon.ts): the same text gives the same tokens in any process.
 */
export function analyseText(text: string): Sentence[] {
  return readOnce(nlp(), (engine) => read(engine, text));
}

function read(engine: WinkMethods, text: string): Sentence[] {
  const its = engine.its;
  const doc = engine.readDoc(text);
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out(its.value);
      const found = text.indexOf(value, cursor);
      // wink keeps the original characters; should one ever differ, keep the running position.
      const start = found === -1 ? cursor : found;
      const end = found === -1 ? cursor : found + value.length;
      cursor = end;
      // The typings declare lemma's third argument wrongly; at run time it takes the model's addons.
      // wink gives no lemma (undefined) for some tokens, e.g. in a comma-separated list of words
      // that ends in certain marks: the token's own text stands in (a crash before).
      const lemma: unknown = token.out(its.lemma as unknown as ItsFunction<string>);
      const pos: unknown = token.out(its.pos);
      tokens.push({
        text: value,
        lemma: (typeof lemma === 'string' ? lemma : value).toLowerCase(),
        pos: typeof pos === 'string' ? pos : 'X',
        negated: token.out(its.negationFlag) === true,
        stop: token.out(its.stopWordFlag) === true,
        start,
        end,
      });
    });
    if (tokens.length) sentences.push(tokens);
  });
  return sentences;
}
