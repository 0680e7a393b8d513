import type { PendingEvaluationFinder } from '@sauti/core/use-cases/evaluation/sweep-pending-evaluations';
import type { PendingTranscriptFinder } from '@sauti/core/use-cases/transcription/sweep-pending-transcripts';
import type { PendingPhraseCheckFinder } from '@sauti/core/use-cases/verification/sweep-pending-phrase-checks';
import type { SautiOrm } from '../storage/orm.js';

/** One placeholder per language: the driver binds scalars only. */
const untranscribedSql = (languages: number) => `
select r.id from candidate_responses r
join candidate_sessions s on s.id = r.session_id
join jobs j on j.id = s.job_id
where r.audio_file_path is not null and r.transcribed_text is null
  and j.language in (${Array.from({ length: languages }, () => '?').join(', ')})
order by r.created_at, r.id
limit ?`;

/**
 * The start-up sweep's query: answers with audio and no transcript, oldest first, of interviews
 * in a language the transcriber hears (the others are kept for the team, docs/behaviour/interview.md
 * §19, and would be queued again every sweep for nothing).
 */
export class SqlPendingTranscriptFinder implements PendingTranscriptFinder {
  constructor(
    private readonly orm: SautiOrm,
    private readonly languages: readonly string[],
  ) {}

  async untranscribed(limit: number): Promise<string[]> {
    if (this.languages.length === 0) return [];
    const em = this.orm.em.fork({ clear: true });
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(untranscribedSql(this.languages.length), [...this.languages, limit], 'all');
    return rows.map((row) => row.id);
  }
}

const UNCHECKED_PHRASES_SQL = `
select id from candidate_sessions
where verification_type = 'video' and verification_file_path is not null
  and verification_phrase is not null and phrase_checked_at is null
order by started_at, id
limit ?`;

/** The start-up sweep's query: identity videos whose phrase is not checked yet, oldest first. */
export class SqlPendingPhraseCheckFinder implements PendingPhraseCheckFinder {
  constructor(private readonly orm: SautiOrm) {}

  async unchecked(limit: number): Promise<string[]> {
    const em = this.orm.em.fork({ clear: true });
    const rows = await em.getConnection().execute<{ id: string }[]>(UNCHECKED_PHRASES_SQL, [limit], 'all');
    return rows.map((row) => row.id);
  }
}

const UNEVALUATED_SQL = `
select s.id from candidate_sessions s
where s.status = 'completed' and s.evaluation_requested_at is not null
  and not exists (select 1 from ai_evaluations e where e.session_id = s.id)
order by s.evaluation_requested_at, s.id
limit ?`;

/** The evaluation sweep's query: completed interviews whose requested evaluation is not stored. */
export class SqlPendingEvaluationFinder implements PendingEvaluationFinder {
  constructor(private readonly orm: SautiOrm) {}

  async unevaluated(limit: number): Promise<string[]> {
    const em = this.orm.em.fork({ clear: true });
    const rows = await em.getConnection().execute<{ id: string }[]>(UNEVALUATED_SQL, [limit], 'all');
    return rows.map((row) => row.id);
  }
}
