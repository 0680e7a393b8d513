import { defineEntity, p } from '@mikro-orm/core';

/** Embeddings are PostgreSQL `real[]`; the driver hands back numbers or their text form. */
const realArray = () =>
  p
    .array<number>(
      (value) => Number(value),
      (value) => String(value),
    )
    .columnType('real[]');

/** `speaker_embeddings` (docs/behaviour/review.md §3.1): a cached embedding per audio clip. */
export const SpeakerEmbeddingSchema = defineEntity({
  name: 'SpeakerEmbedding',
  tableName: 'speaker_embeddings',
  properties: {
    id: p.text().primary(),
    clipPath: p.text().unique(),
    embedding: realArray(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** `voiceprints` (docs/behaviour/review.md §3.1): an enrolled voice per user and model. */
export const VoiceprintSchema = defineEntity({
  name: 'Voiceprint',
  tableName: 'voiceprints',
  properties: {
    userId: p.text().primary(),
    model: p.text().primary(),
    dim: p.integer(),
    embedding: realArray(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
