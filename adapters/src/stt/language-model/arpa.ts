import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { BackoffModel } from './backoff-model.js';

const fixed = (value: number) => value.toFixed(4);

/** Writes `model` as an ARPA text file, the format pocketsphinx and `sphinx_lm_convert` read. */
export async function writeArpa(model: BackoffModel, path: string): Promise<void> {
  const out = createWriteStream(path);
  let buffer = '';
  const line = async (text: string) => {
    buffer += `${text}\n`;
    if (buffer.length > 1 << 16) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  };
  const { words, bigrams, trigrams } = model;
  await line('\\data\\');
  await line(`ngram 1=${words.length}`);
  await line(`ngram 2=${bigrams.prob.length}`);
  await line(`ngram 3=${trigrams.prob.length}`);
  await line('\n\\1-grams:');
  for (let w = 0; w < words.length; w++) {
    await line(`${fixed(model.unigramProb[w]!)}\t${words[w]}\t${fixed(model.unigramBackoff[w]!)}`);
  }
  await line('\n\\2-grams:');
  for (let i = 0; i < bigrams.prob.length; i++) {
    const [h, w] = [bigrams.words[2 * i]!, bigrams.words[2 * i + 1]!];
    await line(`${fixed(bigrams.prob[i]!)}\t${words[h]} ${words[w]}\t${fixed(bigrams.backoff[i]!)}`);
  }
  await line('\n\\3-grams:');
  for (let i = 0; i < trigrams.prob.length; i++) {
    const [h2, h1, w] = [trigrams.words[3 * i]!, trigrams.words[3 * i + 1]!, trigrams.words[3 * i + 2]!];
    await line(`${fixed(trigrams.prob[i]!)}\t${words[h2]} ${words[h1]} ${words[w]}`);
  }
  await line('\n\\end\\');
  out.end(buffer);
  await once(out, 'finish');
}
