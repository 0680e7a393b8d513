import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CandidateDataStore,
  CandidateFootprint,
  CandidateMediaPath,
  CandidateRecord,
  CandidateSelection,
} from '@sauti/core/ports/candidate-data-store';
import type { SpeakerEmbedding } from '@sauti/core/ports/speaker-embedding-repository';
import {
  deleteAccountabilityRows,
  loadAccountabilityRows,
  type AccountabilityRows,
} from './candidate-accountability-rows.js';
import { CandidateResponseSchema } from './entities/candidate-response.entity.js';
import { CandidateSessionSchema } from './entities/candidate-session.entity.js';
import { EvaluationSchema } from './entities/evaluation.entity.js';
import { SpeakerEmbeddingSchema } from './entities/voice.entity.js';
import { OrmAnswerRatingRepository } from './repositories/answer-rating-repository.js';
import { OrmCandidateResponseRepository } from './repositories/candidate-response-repository.js';
import { OrmCandidateSessionRepository } from './repositories/candidate-session-repository.js';
import { toEvaluation } from './repositories/evaluation-repository.js';
import { OrmRepository } from './repositories/orm-repository.js';

/** Ids per query, so no statement carries thousands of parameters. */
const CHUNK = 200;

interface SelectedRow {
  id: string;
  job_id: string;
  job_title: string;
  candidate_email: string | null;
  external_reference: string | null;
  started_at: Date | string;
  completed_at: Date | string | null;
  cv_file_path: string | null;
  verification_file_path: string | null;
  enrollment_recording_url: string | null;
}

/** A selected session with its answers' audio paths, before counting. */
interface Selected {
  row: SelectedRow;
  answerPaths: string[];
}

function chunked<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
}

/** The WHERE condition and parameter of a selection (latest activity is completedAt ?? startedAt). */
function condition(selection: CandidateSelection): { where: string; param: unknown } {
  return selection.kind === 'email'
    ? { where: 'lower(trim(s.candidate_email)) = lower(trim(?))', param: selection.email }
    : { where: 'coalesce(s.completed_at, s.started_at) < ?', param: selection.cutoff };
}

function mediaOf({ row, answerPaths }: Selected): CandidateMediaPath[] {
  const media: CandidateMediaPath[] = [];
  if (row.cv_file_path) media.push({ kind: 'cv', path: row.cv_file_path });
  if (row.verification_file_path) media.push({ kind: 'verification', path: row.verification_file_path });
  if (row.enrollment_recording_url) media.push({ kind: 'enrollment', path: row.enrollment_recording_url });
  for (const path of answerPaths) media.push({ kind: 'answer-audio', path });
  return media;
}

/** `%`, `_` and `\` match literally in a LIKE pattern. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

/** Whether an embedding belongs to a session: one of its media paths, or under `{sessionId}/`. */
function owns(selected: Selected, clipPath: string): boolean {
  return clipPath.startsWith(`${selected.row.id}/`) || mediaOf(selected).some((m) => m.path === clipPath);
}

/**
 * `CandidateDataStore` on MikroORM: sessions are chosen in SQL (locked FOR UPDATE when deleting),
 * and answers, evaluations and embeddings are then read or deleted by session in chunks, all in
 * the caller's unit of work, or in one transaction for `delete`.
 */
export class OrmCandidateDataStore extends OrmRepository implements CandidateDataStore {
  async find(selection: CandidateSelection): Promise<CandidateFootprint[]> {
    const em = this.em();
    return (await this.gather(em, await this.select(em, selection, false))).footprints;
  }

  async load(selection: CandidateSelection): Promise<CandidateRecord[]> {
    const em = this.em();
    const selected = await this.select(em, selection, false);
    const ids = selected.map((s) => s.row.id);
    const sessions = new OrmCandidateSessionRepository(this.orm);
    const answers = await new OrmCandidateResponseRepository(this.orm).listBySessions(ids);
    const evaluations = [];
    for (const chunk of chunked(ids)) {
      const rows = await em.find(
        EvaluationSchema,
        { session: { $in: chunk } },
        { orderBy: { evaluatedAt: 'asc', id: 'asc' } },
      );
      evaluations.push(...rows.map(toEvaluation));
    }
    const embeddings = await this.embeddingsOf(em, selected);
    const accountability = new Map<string, AccountabilityRows>();
    for (const chunk of chunked(ids)) {
      for (const [id, rows] of await loadAccountabilityRows(em, chunk)) accountability.set(id, rows);
    }
    const ratings = await new OrmAnswerRatingRepository(this.orm).listByResponses(answers.map((a) => a.id));
    const records: CandidateRecord[] = [];
    for (const s of selected) {
      const session = await sessions.findById(s.row.id);
      if (!session) continue; // deleted meanwhile
      records.push({
        session,
        jobTitle: s.row.job_title,
        answers: answers.filter((a) => a.sessionId === s.row.id),
        evaluations: evaluations.filter((e) => e.sessionId === s.row.id),
        embeddings: embeddings.filter((e) => owns(s, e.clipPath)),
        media: mediaOf(s),
        ...(accountability.get(s.row.id) ?? {
          evaluationInputs: [],
          selfIdentification: null,
          hiringDecisions: [],
        }),
        ratings: ratings.filter((r) =>
          answers.some((a) => a.id === r.responseId && a.sessionId === s.row.id),
        ),
      });
    }
    return records;
  }

  async delete(selection: CandidateSelection): Promise<CandidateFootprint[]> {
    return this.orm.em.fork({ clear: true }).transactional(async (em) => {
      const selected = await this.select(em, selection, true);
      const { footprints, embeddings } = await this.gather(em, selected);
      for (const chunk of chunked(embeddings.map((e) => e.id))) {
        await em.nativeDelete(SpeakerEmbeddingSchema, { id: { $in: chunk } });
      }
      for (const chunk of chunked(selected.map((s) => s.row.id))) {
        await deleteAccountabilityRows(em, chunk);
        await em.nativeDelete(EvaluationSchema, { session: { $in: chunk } });
        await em.nativeDelete(CandidateResponseSchema, { session: { $in: chunk } });
        await em.nativeDelete(CandidateSessionSchema, { id: { $in: chunk } });
      }
      return footprints;
    });
  }

  /** The selected sessions with their answers' audio paths, oldest start first. */
  private async select(em: EntityManager, selection: CandidateSelection, lock: boolean): Promise<Selected[]> {
    const { where, param } = condition(selection);
    const rows = await this.sql<SelectedRow>(
      em,
      `select s.id, s.job_id, j.title as job_title, s.candidate_email, s.external_reference, s.started_at,
              s.completed_at, s.cv_file_path, s.verification_file_path, s.enrollment_recording_url
         from candidate_sessions s join jobs j on j.id = s.job_id
        where ${where}
        order by s.started_at, s.id${lock ? ' for update of s' : ''}`,
      [param],
    );
    const paths = new Map<string, string[]>(rows.map((r) => [r.id, []]));
    for (const chunk of chunked(rows.map((r) => r.id))) {
      const answers = await em.find(
        CandidateResponseSchema,
        { session: { $in: chunk }, audioFilePath: { $ne: null } },
        { fields: ['id', 'session', 'audioFilePath'], orderBy: { session: 'asc', questionIndex: 'asc' } },
      );
      for (const a of answers) paths.get(a.session)?.push(a.audioFilePath!);
    }
    return rows.map((row) => ({ row, answerPaths: paths.get(row.id) ?? [] }));
  }

  /** The footprints of the selected sessions, and the embeddings counted in them. */
  private async gather(
    em: EntityManager,
    selected: Selected[],
  ): Promise<{ footprints: CandidateFootprint[]; embeddings: SpeakerEmbedding[] }> {
    const ids = selected.map((s) => s.row.id);
    const answerCounts = new Map<string, number>();
    const evaluationCounts = new Map<string, number>();
    for (const chunk of chunked(ids)) {
      const answers = await em.find(
        CandidateResponseSchema,
        { session: { $in: chunk } },
        { fields: ['id', 'session'] },
      );
      for (const a of answers) answerCounts.set(a.session, (answerCounts.get(a.session) ?? 0) + 1);
      const evaluations = await em.find(
        EvaluationSchema,
        { session: { $in: chunk } },
        { fields: ['id', 'session'] },
      );
      for (const e of evaluations)
        evaluationCounts.set(e.session, (evaluationCounts.get(e.session) ?? 0) + 1);
    }
    const embeddings = await this.embeddingsOf(em, selected);
    const footprints = selected.map((s) => ({
      sessionId: s.row.id,
      jobId: s.row.job_id,
      jobTitle: s.row.job_title,
      candidateEmail: s.row.candidate_email,
      externalReference: s.row.external_reference,
      startedAt: new Date(s.row.started_at),
      completedAt: s.row.completed_at === null ? null : new Date(s.row.completed_at),
      answers: answerCounts.get(s.row.id) ?? 0,
      evaluations: evaluationCounts.get(s.row.id) ?? 0,
      embeddings: embeddings.filter((e) => owns(s, e.clipPath)).length,
      media: mediaOf(s),
    }));
    return { footprints, embeddings };
  }

  /** Embeddings of the sessions' clips: a referenced path, or any path under `{sessionId}/`. */
  private async embeddingsOf(em: EntityManager, selected: Selected[]): Promise<SpeakerEmbedding[]> {
    const found = new Map<string, SpeakerEmbedding>();
    for (const chunk of chunked(selected)) {
      const paths = chunk.flatMap((s) => mediaOf(s).map((m) => m.path));
      const rows = await em.find(
        SpeakerEmbeddingSchema,
        {
          $or: [
            ...(paths.length ? [{ clipPath: { $in: paths } }] : []),
            ...chunk.map((s) => ({ clipPath: { $like: likePrefix(s.row.id) } })),
          ],
        },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      for (const row of rows) {
        // The LIKE is escaped, but ownership is checked again so a look-alike id never loses a row.
        if (!chunk.some((s) => owns(s, row.clipPath))) continue;
        found.set(row.id, {
          id: row.id,
          clipPath: row.clipPath,
          embedding: row.embedding.map(Number),
          createdAt: row.createdAt,
        });
      }
    }
    return [...found.values()];
  }
}
