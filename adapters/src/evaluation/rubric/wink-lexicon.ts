import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * wink-nlp 2.4.0 learns every token it reads: a token not in its model (an "out of vocabulary"
 * lexeme, e.g. "cousin's" read whole before a full stop) is added to the model's lexeme hash, and
 * the tokenizer looks a raw token up in that hash before it splits it. So a text read after
 * "…my cousin's." keeps "cousin's" whole where a fresh process splits it into "cousin" and "'s",
 * and a score depended on what the process had read before (docs/scoring-rubric.md, the
 * `local-signals@9` round). Every text is read here from the lexicon as the model loaded it: the
 * keys a read adds to the hashes of the learnt features (the lexeme and the prefix, suffix and
 * shape it is packed with) are taken out again once the read's tokens have been read out.
 *
 * The cache keeps, out of reach, one packed entry per learnt lexeme, indexed by the lexeme's place
 * in the feature's list; the lists therefore only grow (their entries stay valid, no longer looked
 * up), and the reader is loaded afresh (100 to 200 ms here) once they have grown by `REGROW_AFTER` entries
 * or half the room a packed feature has left (past its limit an index would spill into the next
 * feature's bits, as it would in a fresh process only for a text that alone adds that much).
 */

/** A feature wink-nlp learns values of: `hash[value]` is the value's index in `list`. */
interface LearntFeature {
  hash: Record<string, number>;
  list: string[];
  maxIndex?: number;
}

/** The part of wink's core model this reader restores (its shape in wink-eng-lite-web-model). */
interface CoreModel {
  features: Record<string, LearntFeature>;
  packing: { efList: string[]; layout: Record<string, number[]> };
}

/**
 * The model's custom-entity machines, taken once: its loader stringifies the same module variable
 * again on every call, so each load of wink-nlp in a process makes that string larger (about the
 * twentieth fails), though this reader learns no custom entities.
 */
const customEntityModel: unknown = (model.metaCER as () => unknown)();

/** Learnt entries kept (no longer looked up) before the reader is loaded afresh: a few MB. */
const REGROW_AFTER = 100_000;

interface Watched {
  feature: LearntFeature;
  /** The list's length once loaded, and the length past which the reader is loaded afresh. */
  loaded: number;
  limit: number;
}

/** wink-nlp with its English model, and the features it learns as they were once loaded. */
export interface Reader {
  engine: WinkMethods;
  watched: Watched[];
}

/** Loads wink-nlp with its English "lite web" model (it ships in the npm package). */
export function loadReader(): Reader {
  let core: CoreModel | undefined;
  // The model builds its core afresh on each call; keeping a hold of it is how its hashes are reached.
  const loadCore = model.core as () => CoreModel;
  const engine = winkNLP({ ...model, core: () => (core = loadCore()), metaCER: () => customEntityModel });
  if (!core) throw new Error('wink-nlp loaded without reading its core model');
  const { features, packing } = core;
  // The lexeme, and each extractable feature stored as an index into its own list of values.
  const names = ['lexeme', ...packing.efList.filter((f) => packing.layout[f]?.[3] === 0)];
  const watched = names.map((name) => {
    const feature = features[name]!;
    const loaded = feature.list.length;
    const room = feature.maxIndex === undefined ? Infinity : Math.floor((feature.maxIndex - loaded) / 2);
    return { feature, loaded, limit: loaded + Math.min(REGROW_AFTER, room) };
  });
  return { engine, watched };
}

/**
 * Runs `read` (which reads one text and takes out all it needs of it: wink's document is not valid
 * afterwards), then forgets what wink learnt meanwhile.
 */
export function readOnce<T>(reader: Reader, read: (engine: WinkMethods) => T): T {
  const before = reader.watched.map((w) => w.feature.list.length);
  try {
    return read(reader.engine);
  } finally {
    reader.watched.forEach(({ feature }, i) => {
      for (let k = before[i]!; k < feature.list.length; k += 1) delete feature.hash[feature.list[k]!];
    });
  }
}

/** True once a learnt feature's list has grown past what the reader keeps. */
export const isOvergrown = (reader: Reader) => reader.watched.some((w) => w.feature.list.length > w.limit);
