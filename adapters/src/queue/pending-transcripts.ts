import type { PendingTranscriptFinder } from '@sauti/core/use-cases/transcription/sweep-pending-transcripts';
import type { SautiOrm } from '../storage/orm.js';

const UNTRANSCRIBED_SQL = `
select id from candidate_responses
where audio_file_path is not null and transcribed_text is null
order by created_at, id
limit ?`;

/** The start-up sweep's query: answers with audio and no transcript, oldest first. */
export class SqlPendingTranscriptFinder implements PendingTranscriptFinder {
  constructor(private readonly orm: SautiOrm) {}

  async untranscribed(limit: number): Promise<string[]> {
    const em = this.orm.em.fork({ clear: true });
    const rows = await em.getConnection().execute<{ id: string }[]>(UNTRANSCRIBED_SQL, [limit], 'all');
    return rows.map((row) => row.id);
  }
}
