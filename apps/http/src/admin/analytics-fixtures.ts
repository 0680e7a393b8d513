import { randomUUID } from 'node:crypto';
import type { NewCandidateSession } from '@sauti/core/domain/candidate-session';
import type { JobStatus } from '@sauti/core/domain/job';
import type { AppContainer } from '@sauti/adapters/container/container';
import { STORAGE } from '@sauti/adapters/container/storage-module';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** An event the admin Recent Activity should list, as the test expects it. */
export interface ExpectedEvent {
  type: string;
  subjectId: string;
  at: Date;
}

/**
 * Stores known data through the repositories (the HTTP API cannot back-date rows), recording the
 * events it creates so tests can work out the expected Recent Activity.
 */
export class AnalyticsSeeder {
  readonly events: ExpectedEvent[] = [];
  private readonly repos;

  constructor(
    app: AppContainer,
    private readonly now: number,
  ) {
    this.repos = app.get(STORAGE.Repositories);
  }

  /** `hours` before the seeder's now. */
  ago(hours: number): Date {
    return new Date(this.now - hours * HOUR);
  }

  async organisation(domain: string): Promise<string> {
    const org = await this.repos.organisations.findOrCreate({
      id: randomUUID(),
      domain,
      name: domain,
      createdAt: this.ago(24 * 90),
    });
    return org.id;
  }

  /** Records the signup event of a user stored elsewhere (e.g. registered over HTTP). */
  async existingUser(email: string): Promise<{ id: string; organisationId: string }> {
    const user = (await this.repos.users.findByEmail(email))!;
    this.events.push({ type: 'user_signup', subjectId: user.id, at: user.createdAt });
    return { id: user.id, organisationId: user.organisationId! };
  }

  async user(
    organisationId: string,
    email: string,
    createdHoursAgo: number,
    signedInHoursAgo: number | null,
  ) {
    const createdAt = this.ago(createdHoursAgo);
    const user = await this.repos.users.create({
      id: randomUUID(),
      email,
      passwordHash: 'not-a-real-hash',
      firstName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()),
      lastName: null,
      organisationId,
      createdAt,
    });
    if (signedInHoursAgo !== null) {
      const at = this.ago(signedInHoursAgo);
      await this.repos.users.update(user.id, { lastSignInAt: at, updatedAt: at });
    }
    this.events.push({ type: 'user_signup', subjectId: user.id, at: createdAt });
    return { id: user.id, organisationId };
  }

  async job(
    owner: { id: string; organisationId: string },
    title: string,
    questions: number,
    status: JobStatus,
    createdHoursAgo: number,
  ) {
    const createdAt = this.ago(createdHoursAgo);
    const { job } = await this.repos.jobs.create({
      id: randomUUID(),
      organisationId: owner.organisationId,
      createdBy: owner.id,
      title,
      description: `${title} role`,
      status,
      createdAt,
    });
    const drafts = Array.from({ length: questions }, (_, i) => ({
      text: `Question ${i + 1}?`,
      pillarId: null,
    }));
    if (questions > 0) await this.repos.jobs.replaceQuestions(job.id, drafts, createdAt);
    this.events.push({ type: 'job_created', subjectId: job.id, at: createdAt });
    return job.id;
  }

  /**
   * A session started `startedHoursAgo`; completed after `minutes` when given, otherwise left in
   * progress (abandoned once older than 24 hours).
   */
  async session(
    jobId: string,
    startedHoursAgo: number,
    minutes: number | null,
    fields: Partial<NewCandidateSession> = {},
  ): Promise<string> {
    const startedAt = this.ago(startedHoursAgo);
    const completedAt = minutes === null ? null : new Date(startedAt.getTime() + minutes * 60_000);
    const session = await this.repos.candidateSessions.create({
      id: randomUUID(),
      jobId,
      startedAt,
      status: completedAt ? 'completed' : 'in_progress',
      completedAt,
      ...fields,
    });
    this.events.push({ type: 'interview_started', subjectId: session.id, at: startedAt });
    if (completedAt)
      this.events.push({ type: 'interview_completed', subjectId: session.id, at: completedAt });
    else if (startedHoursAgo > 24) {
      this.events.push({
        type: 'interview_abandoned',
        subjectId: session.id,
        at: new Date(startedAt.getTime() + DAY),
      });
    }
    return session.id;
  }

  async evaluation(sessionId: string, overallScore: number, hoursAgo: number): Promise<void> {
    await this.repos.evaluations.add({
      id: randomUUID(),
      sessionId,
      overallScore,
      strengths: null,
      weaknesses: null,
      recommendation: null,
      detailedAnalysis: null,
      pillarScores: null,
      evaluatedAt: this.ago(hoursAgo),
    });
  }

  async exportLog(userId: string, jobId: string): Promise<void> {
    await this.repos.exportLogs.add({
      id: randomUUID(),
      userId,
      jobId,
      panelSize: 3,
      exportedAt: this.ago(2),
      durationHours: null,
    });
  }

  /** The newest `limit` recorded events, newest first (ties by type, then id). */
  newestEvents(limit: number): ExpectedEvent[] {
    return [...this.events]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || cmp(a.type, b.type) || cmp(a.subjectId, b.subjectId))
      .slice(0, limit);
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
