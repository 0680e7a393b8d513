import type {
  SpeakerEmbedding,
  SpeakerEmbeddingRepository,
} from '@sauti/core/ports/speaker-embedding-repository';
import { SpeakerEmbeddingSchema } from '../entities/voice.entity.js';
import { OrmRepository } from './orm-repository.js';

type SpeakerEmbeddingRow = {
  id: string;
  clipPath: string;
  embedding: number[];
  createdAt: Date;
};

function toEmbedding(row: SpeakerEmbeddingRow): SpeakerEmbedding {
  return {
    id: row.id,
    clipPath: row.clipPath,
    // real[] may come back as text from some drivers; the entity's mapper converts each item.
    embedding: row.embedding.map(Number),
    createdAt: row.createdAt,
  };
}

/** `SpeakerEmbeddingRepository` on `speaker_embeddings`. */
export class OrmSpeakerEmbeddingRepository extends OrmRepository implements SpeakerEmbeddingRepository {
  async findByClipPath(clipPath: string): Promise<SpeakerEmbedding | null> {
    const row = await this.em().findOne(SpeakerEmbeddingSchema, { clipPath });
    return row ? toEmbedding(row) : null;
  }

  async findByClipPaths(clipPaths: readonly string[]): Promise<SpeakerEmbedding[]> {
    if (clipPaths.length === 0) return [];
    const rows = await this.em().find(SpeakerEmbeddingSchema, { clipPath: { $in: [...clipPaths] } });
    return rows.map(toEmbedding);
  }

  async save(embedding: SpeakerEmbedding): Promise<void> {
    await this.em()
      .createQueryBuilder(SpeakerEmbeddingSchema)
      .insert({ ...embedding })
      .onConflict('clipPath')
      .ignore()
      .execute();
  }
}
