import type { MemberRating } from '../domain/answer-rating.js';
import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { Evaluation } from '../domain/evaluation.js';
import type { EvaluationProvenance } from '../domain/evaluation-provenance.js';
import type { HiringDecision } from '../domain/hiring-decision.js';
import type { SelfIdentificationAnswers } from '../domain/self-identification.js';
import type {
  CandidateDataStore,
  CandidateFootprint,
  CandidateMediaPath,
  CandidateRecord,
  CandidateSelection,
} from '../ports/candidate-data-store.js';
import type { SpeakerEmbedding } from '../ports/speaker-embedding-repository.js';

function matches(session: CandidateSession, selection: CandidateSelection): boolean {
  if (selection.kind === 'email') {
    return (session.candidateEmail ?? '').trim().toLowerCase() === selection.email.trim().toLowerCase();
  }
  return (session.completedAt ?? session.startedAt).getTime() < selection.cutoff.getTime();
}

/** A CandidateDataStore in memory, with the same selection and ownership rules as the database. */
export class InMemoryCandidateData implements CandidateDataStore {
  sessions: CandidateSession[] = [];
  answers: CandidateResponse[] = [];
  evaluations: Evaluation[] = [];
  embeddings: SpeakerEmbedding[] = [];
  evaluationInputs: EvaluationProvenance[] = [];
  readonly selfIdentifications = new Map<string, SelfIdentificationAnswers>();
  hiringDecisions: HiringDecision[] = [];
  ratings: MemberRating[] = [];
  readonly jobTitles = new Map<string, string>();
  /** When set, `delete` throws this (to show that nothing is removed then). */
  failDeleteWith: Error | null = null;

  async find(selection: CandidateSelection): Promise<CandidateFootprint[]> {
    return this.selected(selection).map((s) => this.footprint(s));
  }

  async load(selection: CandidateSelection): Promise<CandidateRecord[]> {
    return this.selected(selection).map((session) => ({
      session,
      jobTitle: this.jobTitles.get(session.jobId) ?? '',
      answers: this.answersOf(session.id).sort((a, b) => a.questionIndex - b.questionIndex),
      evaluations: this.evaluations
        .filter((e) => e.sessionId === session.id)
        .sort((a, b) => a.evaluatedAt.getTime() - b.evaluatedAt.getTime()),
      embeddings: this.embeddingsOf(session),
      media: this.mediaOf(session),
      evaluationInputs: this.evaluationInputs.filter((i) =>
        this.evaluations.some((e) => e.id === i.evaluationId && e.sessionId === session.id),
      ),
      selfIdentification: this.selfIdentifications.get(session.id) ?? null,
      hiringDecisions: this.hiringDecisions.filter((d) => d.sessionId === session.id),
      ratings: this.ratingsOf(session.id),
    }));
  }

  async delete(selection: CandidateSelection): Promise<CandidateFootprint[]> {
    if (this.failDeleteWith) throw this.failDeleteWith;
    const footprints = await this.find(selection);
    const gone = new Set(footprints.map((f) => f.sessionId));
    const embeddings = new Set(
      this.sessions.filter((s) => gone.has(s.id)).flatMap((s) => this.embeddingsOf(s).map((e) => e.id)),
    );
    this.embeddings = this.embeddings.filter((e) => !embeddings.has(e.id));
    const goneAnswers = new Set(this.answers.filter((a) => gone.has(a.sessionId)).map((a) => a.id));
    this.ratings = this.ratings.filter((r) => !goneAnswers.has(r.responseId));
    this.answers = this.answers.filter((a) => !gone.has(a.sessionId));
    const goneEvaluations = new Set(this.evaluations.filter((e) => gone.has(e.sessionId)).map((e) => e.id));
    this.evaluationInputs = this.evaluationInputs.filter((i) => !goneEvaluations.has(i.evaluationId));
    for (const id of gone) this.selfIdentifications.delete(id);
    this.hiringDecisions = this.hiringDecisions.filter((d) => !gone.has(d.sessionId));
    this.evaluations = this.evaluations.filter((e) => !gone.has(e.sessionId));
    this.sessions = this.sessions.filter((s) => !gone.has(s.id));
    return footprints;
  }

  private selected(selection: CandidateSelection): CandidateSession[] {
    return this.sessions
      .filter((s) => matches(s, selection))
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id));
  }

  private ratingsOf(sessionId: string): MemberRating[] {
    const answers = new Set(this.answersOf(sessionId).map((a) => a.id));
    return this.ratings.filter((r) => answers.has(r.responseId));
  }

  private answersOf(sessionId: string): CandidateResponse[] {
    return this.answers.filter((a) => a.sessionId === sessionId);
  }

  private mediaOf(session: CandidateSession): CandidateMediaPath[] {
    const media: CandidateMediaPath[] = [];
    if (session.cvFilePath) media.push({ kind: 'cv', path: session.cvFilePath });
    if (session.verificationFilePath)
      media.push({ kind: 'verification', path: session.verificationFilePath });
    if (session.enrollmentRecordingUrl)
      media.push({ kind: 'enrollment', path: session.enrollmentRecordingUrl });
    for (const a of this.answersOf(session.id).sort((x, y) => x.questionIndex - y.questionIndex)) {
      if (a.audioFilePath) media.push({ kind: 'answer-audio', path: a.audioFilePath });
    }
    return media;
  }

  private embeddingsOf(session: CandidateSession): SpeakerEmbedding[] {
    const clips = new Set(this.mediaOf(session).map((m) => m.path));
    return this.embeddings.filter((e) => clips.has(e.clipPath) || e.clipPath.startsWith(`${session.id}/`));
  }

  private footprint(session: CandidateSession): CandidateFootprint {
    return {
      sessionId: session.id,
      jobId: session.jobId,
      jobTitle: this.jobTitles.get(session.jobId) ?? '',
      candidateEmail: session.candidateEmail,
      externalReference: session.externalReference,
      startedAt: session.startedAt,
      completedAt: session.completedAt,
      answers: this.answersOf(session.id).length,
      evaluations: this.evaluations.filter((e) => e.sessionId === session.id).length,
      embeddings: this.embeddingsOf(session).length,
      media: this.mediaOf(session),
    };
  }
}
