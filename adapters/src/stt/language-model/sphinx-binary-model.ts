import { readFile } from 'node:fs/promises';
import type { TrieModel } from './backoff-model.js';

const HEADER = 'Trie Language Model';
/** The quantiser's 16-bit probability and backoff tables (sphinxbase lm_trie_quant.c). */
const QUANT_BITS = 16;
const QUANT_TABLE = 1 << QUANT_BITS;
const MIDDLE_QUANT_BITS = 32;
const LONGEST_QUANT_BITS = 16;
/**
 * Sphinx stores log probabilities in the base of its logmath, 1.0001 when the model is written
 * by its tools; times this factor they are log10 (checked: the unigrams read here equal those
 * Debian's `sphinx_lm_convert` prints before it aborts, to its 4 decimals).
 */
const LOG10_PER_STORED_UNIT = Math.log10(1.0001);
/** A unigram record: float prob, float backoff, uint32 next (lm_trie.h unigram_t). */
const UNIGRAM_BYTES = 12;

/** Bits needed to store `max` (sphinxbase bitarr_required_bits). */
function requiredBits(max: number): number {
  let bits = 0;
  for (let value = max; value > 0; value = Math.floor(value / 2)) bits++;
  return bits;
}

/** Bytes of one packed n-gram array (lm_trie.c base_size): one extra entry and 8 bytes of slack. */
function arraySize(entries: number, wordBits: number, otherBits: number): number {
  return Math.floor(((1 + entries) * (wordBits + otherBits) + 7) / 8) + 8;
}

/** Reads `length` (≤ 25) bits at bit `offset`, least significant first (bitarr_read_int25 on little-endian). */
function readBits(view: DataView, offset: number, length: number): number {
  const byte = offset >>> 3;
  const word = byte + 4 <= view.byteLength ? view.getUint32(byte, true) : tailWord(view, byte);
  return (word >>> (offset & 7)) & (length === 32 ? 0xffffffff : (1 << length) - 1);
}

function tailWord(view: DataView, byte: number): number {
  let word = 0;
  for (let i = 0; i < 4 && byte + i < view.byteLength; i++) word |= view.getUint8(byte + i) << (8 * i);
  return word >>> 0;
}

/**
 * Reads a sphinxbase/pocketsphinx binary trie language model (`en-us.lm.bin`), the format of
 * sphinxbase's lm_trie.c: a header, the n-gram counts, the 16-bit quantiser tables, the unigrams,
 * then one bit-packed array per higher order, keyed by the last word then the history backwards.
 * Debian 12's `sphinx_lm_convert` aborts on the shipped English model (its header counts six
 * bigrams its trie does not hold; fixed upstream after 5prealpha), so the n-grams are read here
 * by walking the trie, which holds the true content. Probabilities come back as log10, the ARPA unit.
 */
export async function readSphinxBinaryModel(path: string): Promise<TrieModel> {
  const bytes = await readFile(path);
  return parseSphinxBinaryModel(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export function parseSphinxBinaryModel(bytes: Uint8Array): TrieModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, HEADER.length)) !== HEADER) {
    throw new Error('not a sphinx binary trie language model');
  }
  let at = HEADER.length;
  const order = view.getUint8(at);
  at += 1;
  if (order < 2 || order > 3) throw new Error(`unsupported language model order ${order}`);
  const counts: number[] = [];
  for (let i = 0; i < order; i++, at += 4) counts.push(view.getUint32(at, true));
  const unigramCount = counts[0]!;
  at += 4; // the quantiser's former type field
  const tables: Float32Array[] = [];
  // (order - 2) middle orders × (prob, backoff) tables, then the longest order's prob table.
  for (let i = 0; i < 2 * (order - 2) + 1; i++, at += QUANT_TABLE * 4) {
    tables.push(new Float32Array(bytes.slice(at, at + QUANT_TABLE * 4).buffer));
  }
  const unigrams = new DataView(bytes.buffer, bytes.byteOffset + at, (unigramCount + 1) * UNIGRAM_BYTES);
  at += (unigramCount + 1) * UNIGRAM_BYTES;

  const wordBits = requiredBits(unigramCount);
  const bigramNextBits = order === 3 ? requiredBits(counts[2]!) : 0;
  const bigramBits = wordBits + (order === 3 ? MIDDLE_QUANT_BITS + bigramNextBits : LONGEST_QUANT_BITS);
  const bigramBytes = arraySize(counts[1]!, wordBits, bigramBits - wordBits);
  const bigrams = new DataView(bytes.buffer, bytes.byteOffset + at, bigramBytes);
  at += bigramBytes;
  const trigramBits = wordBits + LONGEST_QUANT_BITS;
  const trigramBytes = order === 3 ? arraySize(counts[2]!, wordBits, LONGEST_QUANT_BITS) : 0;
  const trigrams = new DataView(bytes.buffer, bytes.byteOffset + at, trigramBytes);
  at += trigramBytes;

  const stringBytes = view.getInt32(at, true);
  at += 4;
  const words = new TextDecoder()
    .decode(bytes.subarray(at, at + stringBytes))
    .split('\0')
    .slice(0, unigramCount);
  if (words.length !== unigramCount) throw new Error('the word strings do not match the unigram count');

  const scale = LOG10_PER_STORED_UNIT;
  const unigramProb = new Float32Array(unigramCount);
  const unigramBackoff = new Float32Array(unigramCount);
  for (let w = 0; w < unigramCount; w++) {
    unigramProb[w] = unigrams.getFloat32(w * UNIGRAM_BYTES, true) * scale;
    unigramBackoff[w] = unigrams.getFloat32(w * UNIGRAM_BYTES + 4, true) * scale;
  }
  const next = (w: number) => unigrams.getUint32(w * UNIGRAM_BYTES + 8, true);

  const bigramStart = new Uint32Array(unigramCount + 1);
  const trigramStart: number[] = [];
  const bigramList: number[] = [];
  const bigramProb: number[] = [];
  const bigramBackoff: number[] = [];
  const trigramList: number[] = [];
  const trigramProb: number[] = [];
  for (let w = 0; w < unigramCount; w++) {
    bigramStart[w] = bigramProb.length;
    for (let b = next(w); b < next(w + 1); b++) {
      const entry = b * bigramBits;
      const history = readBits(bigrams, entry, wordBits);
      if (order === 2) {
        bigramList.push(history, w);
        bigramProb.push(tables[0]![readBits(bigrams, entry + wordBits, QUANT_BITS)]! * scale);
        continue;
      }
      const backoffCode = readBits(bigrams, entry + wordBits, QUANT_BITS);
      const probCode = readBits(bigrams, entry + wordBits + QUANT_BITS, QUANT_BITS);
      bigramList.push(history, w);
      bigramProb.push(tables[0]![probCode]! * scale);
      bigramBackoff.push(tables[1]![backoffCode]! * scale);
      trigramStart.push(trigramProb.length);
      const begin = readBits(bigrams, entry + wordBits + MIDDLE_QUANT_BITS, bigramNextBits);
      const end = readBits(bigrams, entry + bigramBits + wordBits + MIDDLE_QUANT_BITS, bigramNextBits);
      for (let t = begin; t < end; t++) {
        const tEntry = t * trigramBits;
        trigramList.push(readBits(trigrams, tEntry, wordBits), history, w);
        trigramProb.push(tables[2]![readBits(trigrams, tEntry + wordBits, QUANT_BITS)]! * scale);
      }
    }
  }
  bigramStart[unigramCount] = bigramProb.length;
  trigramStart.push(trigramProb.length);
  return {
    words,
    bigramStart,
    trigramStart: Uint32Array.from(trigramStart),
    unigramProb,
    unigramBackoff,
    bigrams: {
      words: Uint32Array.from(bigramList),
      prob: Float32Array.from(bigramProb),
      backoff: Float32Array.from(bigramBackoff),
    },
    trigrams: { words: Uint32Array.from(trigramList), prob: Float32Array.from(trigramProb) },
  };
}
