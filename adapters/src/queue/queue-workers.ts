import { counted } from '@sauti/core/rules/counted';
import { QUEUE_NAMES, type QueueName } from '@sauti/core/ports/job-queue';
import type { EvaluateSession } from '@sauti/core/use-cases/evaluation/evaluate-session';
import type { SweepPendingEvaluations } from '@sauti/core/use-cases/evaluation/sweep-pending-evaluations';
import type { SweepPendingTranscripts } from '@sauti/core/use-cases/transcription/sweep-pending-transcripts';
import type { TranscribeAnswer } from '@sauti/core/use-cases/transcription/transcribe-answer';
import type { CheckVerificationPhrase } from '@sauti/core/use-cases/verification/check-phrase';
import type { SweepPendingPhraseChecks } from '@sauti/core/use-cases/verification/sweep-pending-phrase-checks';
import type { MatchVoice } from '@sauti/core/use-cases/voice/match-voice';
import type { DeliverWebhook } from '@sauti/core/use-cases/webhooks/deliver-webhook';
import type { CandidateMailSweep } from '@sauti/core/use-cases/feedback/sweep-candidate-mail';
import type { Logger } from '../system/logger.js';
import type { JobAttempt, PgBossJobQueue } from './pg-boss-queue.js';

/** Which queues a process works and how many jobs of each it runs at once. */
export interface WorkerOptions {
  /** Default: every queue. */
  queues?: readonly QueueName[];
  /** Default: the queue tuning's concurrency. */
  concurrency?: number;
  /** How often the sweeps run again after the start-up one (default RESWEEP_INTERVAL_MS; 0: never). */
  resweepIntervalMs?: number;
}

/**
 * The sweeps run again every 10 minutes: a job whose retries ran out during a long provider outage
 * (about 2.5 to 5 minutes of backoff) is failed for good, and without a later sweep its answer or
 * interview would wait for the next restart (a transcript) or forever (an evaluation).
 */
export const RESWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Jobs finished in this process: completed, and attempts that failed (and will be retried or fail). */
export interface QueueCounts {
  processed: number;
  failed: number;
}

/** One finished attempt, for progress output. */
export interface JobEvent {
  queue: QueueName;
  ok: boolean;
  /** The job's outcome (e.g. 'transcribed'), or the error message of a failed attempt. */
  detail: string;
  retryCount: number;
}

/** What the workers need: the queue, the use cases, an ORM context per job and a log. */
export interface QueueWorkerDeps {
  queue: PgBossJobQueue;
  scope: { run<T>(work: () => Promise<T>): Promise<T> };
  transcribe: TranscribeAnswer;
  evaluate: EvaluateSession;
  /** The queue's retry limit: the evaluate job's last attempt evaluates even with transcripts pending. */
  retryLimit: number;
  sweep: SweepPendingTranscripts;
  /** Interviews whose requested evaluation is not stored (lost enqueue, exhausted retries). */
  evaluationSweep: SweepPendingEvaluations;
  /** Voice continuity: each answer's voice against the warm-up's. */
  voiceMatch: MatchVoice;
  /** The identity video's phrase check; null when no speech-to-text is configured. */
  phraseCheck: CheckVerificationPhrase | null;
  /** Removes resumable uploads past their expiry (run with the other sweeps); none in some tests. */
  expiredUploads?: { sweepExpired(): Promise<number> };
  /** Removes recorded API key calls older than the days kept (docs/behaviour/platform.md §14). */
  apiKeyUses?: { purge(): Promise<number> };
  /** Removes /api/v1 idempotency keys past their day (docs/behaviour/platform.md §15). */
  idempotencyKeys?: { purge(): Promise<number> };
  phraseSweep: SweepPendingPhraseChecks;
  /** Sends webhook deliveries; absent in tests of other queues. */
  deliverWebhook?: DeliverWebhook;
  /** The webhook queue's retry limit: its last attempt logs a failure as final instead of retrying. */
  webhookRetryLimit?: number;
  /** Deliveries left pending (a lost enqueue), queued again with the other sweeps. */
  webhookSweep?: { execute(): Promise<number> };
  /** Candidates' invitation reminders (docs/behaviour/interview.md §15), sent with the other sweeps. */
  invitationReminders?: { execute(): Promise<number> };
  /** Sends a completed interview's receipt (the `candidate-mail` queue); absent in tests of other queues. */
  sendReceipt?: { execute(sessionId: string): Promise<string> };
  /** Candidate mail left behind or due: receipts, feedback, review notices (docs/behaviour/interview.md §17, §18). */
  candidateMail?: { execute(): Promise<CandidateMailSweep> };
  /** The retention purge of CANDIDATE_RETENTION (docs/behaviour/platform.md §12); absent when unset. */
  retentionPurge?: { execute(): Promise<{ sessions: number }> };
  /** False when no speech-to-text is configured: transcripts stay pending and nothing is swept. */
  transcriberConfigured: boolean;
  defaultConcurrency: number;
  logger: Logger;
}

/**
 * The queue workers of one process (the server by default, or `sauti worker`): each job runs in
 * its own ORM context; a thrown error fails the attempt and pg-boss retries it with backoff.
 * Starting the transcribe workers also sweeps answers left without a transcript.
 */
export class QueueWorkers {
  readonly counts = Object.fromEntries(QUEUE_NAMES.map((q) => [q, { processed: 0, failed: 0 }])) as Record<
    QueueName,
    QueueCounts
  >;
  private readonly listeners: ((event: JobEvent) => void)[] = [];
  private running = false;
  private resweep: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: QueueWorkerDeps) {}

  /** Calls `listener` after every attempt (the CLI prints progress with it). */
  onJob(listener: (event: JobEvent) => void): void {
    this.listeners.push(listener);
  }

  /** Starts the workers; resolves with the number of answers the sweep enqueued. */
  async start(options: WorkerOptions = {}): Promise<{ swept: number }> {
    if (this.running) throw new Error('queue workers already started');
    this.running = true;
    const { queue } = this.deps;
    const queues = options.queues ?? QUEUE_NAMES;
    const concurrency = options.concurrency ?? this.deps.defaultConcurrency;
    if (queues.includes('transcribe')) {
      await queue.work('transcribe', concurrency, (payload, attempt) =>
        this.run('transcribe', attempt, async () => (await this.deps.transcribe.execute(payload)).outcome),
      );
    }
    if (queues.includes('evaluate')) {
      await queue.work('evaluate', concurrency, (payload, attempt) =>
        this.run('evaluate', attempt, async () => {
          const last = attempt.retryCount >= this.deps.retryLimit;
          return (await this.deps.evaluate.execute({ ...payload, evaluatePendingTranscripts: last })).outcome;
        }),
      );
    }
    if (queues.includes('voice-match')) {
      await queue.work('voice-match', concurrency, (payload, attempt) =>
        this.run('voice-match', attempt, async () => (await this.deps.voiceMatch.execute(payload)).outcome),
      );
    }
    if (queues.includes('phrase-check')) {
      await queue.work('phrase-check', concurrency, (payload, attempt) =>
        this.run('phrase-check', attempt, async () =>
          this.deps.phraseCheck ? await this.deps.phraseCheck.execute(payload.sessionId) : 'unavailable',
        ),
      );
    }
    const { sendReceipt } = this.deps;
    if (queues.includes('candidate-mail') && sendReceipt) {
      await queue.work('candidate-mail', concurrency, (payload, attempt) =>
        this.run('candidate-mail', attempt, () => sendReceipt.execute(payload.sessionId)),
      );
    }
    const { deliverWebhook } = this.deps;
    if (queues.includes('webhook') && deliverWebhook) {
      await queue.work('webhook', concurrency, (payload, attempt) =>
        this.run('webhook', attempt, () =>
          deliverWebhook.execute({
            deliveryId: payload.deliveryId,
            lastAttempt: attempt.retryCount >= (this.deps.webhookRetryLimit ?? this.deps.retryLimit),
          }),
        ),
      );
    }
    this.deps.logger.info(`queue workers: ${queues.join(', ')} (concurrency ${concurrency} per queue)`);
    const sweepAll = async () => {
      const swept = queues.includes('transcribe') ? await this.sweep() : 0;
      if (queues.includes('evaluate')) await this.sweepEvaluations();
      if (queues.includes('phrase-check')) await this.sweepPhraseChecks();
      if (queues.includes('webhook')) await this.sweepWebhookDeliveries();
      await this.sweepExpiredUploads();
      const uses = this.deps.apiKeyUses;
      await this.sweepStep('api keys', uses && { execute: () => uses.purge() }, (removed) =>
        removed > 0 ? `${removed} recorded call(s) past 30 days removed` : null,
      );
      const keys = this.deps.idempotencyKeys;
      await this.sweepStep('idempotency keys', keys && { execute: () => keys.purge() }, (removed) =>
        removed > 0 ? `${removed} idempotency key(s) past their day removed` : null,
      );
      await this.sendInvitationReminders();
      await this.sweepStep('candidate mail', this.deps.candidateMail, (r) =>
        Object.values(r).some((n) => n > 0)
          ? `${r.receipts} receipt(s), ${r.feedbackSent} feedback, ${r.awaitingHr} awaiting HR, ${r.hrNotices + r.outcomeNotices} review notice(s)`
          : null,
      );
      await this.sweepStep('retention', this.deps.retentionPurge, (r) =>
        r.sessions > 0 ? `${r.sessions} candidate session(s) past the retention period deleted` : null,
      );
      return swept;
    };
    const swept = await sweepAll();
    const every = options.resweepIntervalMs ?? RESWEEP_INTERVAL_MS;
    if (every > 0) {
      this.resweep = setInterval(() => void sweepAll(), every);
      this.resweep.unref();
    }
    return { swept };
  }

  /** Stops the workers: running jobs get `timeoutMs` to finish, then return to the queue. */
  async stop(timeoutMs: number): Promise<void> {
    if (this.resweep) clearInterval(this.resweep);
    this.resweep = null;
    await this.deps.queue.stop(timeoutMs);
    this.running = false;
  }

  private async sweep(): Promise<number> {
    if (!this.deps.transcriberConfigured) {
      this.deps.logger.warn(
        'queue: no speech-to-text is configured, so answers are stored and their transcripts stay pending',
      );
      return 0;
    }
    try {
      const swept = await this.deps.scope.run(() => this.deps.sweep.execute());
      if (swept > 0)
        this.deps.logger.info(
          `queue: ${counted(swept, 'answer')} without a transcript ${swept === 1 ? 'was' : 'were'} queued`,
        );
      return swept;
    } catch (error) {
      this.deps.logger.error('queue: the start-up sweep for pending transcripts failed', error);
      return 0;
    }
  }

  private async sweepEvaluations(): Promise<void> {
    try {
      const found = await this.deps.scope.run(() => this.deps.evaluationSweep.execute());
      if (found > 0) this.deps.logger.info(`queue: ${found} interview(s) awaiting evaluation were queued`);
    } catch (error) {
      this.deps.logger.error('queue: the sweep for pending evaluations failed', error);
    }
  }

  private async sweepPhraseChecks(): Promise<void> {
    if (!this.deps.phraseCheck) return;
    try {
      const found = await this.deps.scope.run(() => this.deps.phraseSweep.execute());
      if (found > 0)
        this.deps.logger.info(`queue: ${found} identity video(s) awaiting a phrase check were queued`);
    } catch (error) {
      this.deps.logger.error('queue: the start-up sweep for phrase checks failed', error);
    }
  }

  private async sweepWebhookDeliveries(): Promise<void> {
    const { webhookSweep } = this.deps;
    if (!webhookSweep) return;
    try {
      const found = await this.deps.scope.run(() => webhookSweep.execute());
      if (found > 0) this.deps.logger.info(`queue: ${found} webhook delivery(ies) left pending were queued`);
    } catch (error) {
      this.deps.logger.error('queue: the sweep for pending webhook deliveries failed', error);
    }
  }

  private async sendInvitationReminders(): Promise<void> {
    const { invitationReminders } = this.deps;
    if (!invitationReminders) return;
    try {
      const sent = await this.deps.scope.run(() => invitationReminders.execute());
      if (sent > 0) this.deps.logger.info(`invitations: ${sent} reminder(s) sent`);
    } catch (error) {
      this.deps.logger.error('invitations: the reminder sweep failed', error);
    }
  }

  /** Runs one sweep in an ORM context, logging what it did (`said`: null for nothing) or its failure. */
  private async sweepStep<T>(
    name: string,
    step: { execute(): Promise<T> } | undefined,
    said: (result: T) => string | null,
  ): Promise<void> {
    if (!step) return;
    try {
      const line = said(await this.deps.scope.run(() => step.execute()));
      if (line) this.deps.logger.info(`${name}: ${line}`);
    } catch (error) {
      this.deps.logger.error(`${name}: the sweep failed`, error);
    }
  }

  private async sweepExpiredUploads(): Promise<void> {
    if (!this.deps.expiredUploads) return;
    try {
      const removed = await this.deps.expiredUploads.sweepExpired();
      if (removed > 0) this.deps.logger.info(`uploads: ${removed} expired resumable upload(s) removed`);
    } catch (error) {
      this.deps.logger.error('uploads: the sweep for expired resumable uploads failed', error);
    }
  }

  private async run<Q extends QueueName>(
    queue: Q,
    attempt: JobAttempt,
    work: () => Promise<string>,
  ): Promise<void> {
    try {
      const outcome = await this.deps.scope.run(work);
      this.counts[queue].processed += 1;
      this.deps.logger.info(`queue: ${queue} job ${attempt.id} → ${outcome}`);
      this.emit({ queue, ok: true, detail: outcome, retryCount: attempt.retryCount });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.counts[queue].failed += 1;
      this.deps.logger.warn(
        `queue: ${queue} job ${attempt.id} attempt ${attempt.retryCount + 1} failed (will be retried while attempts remain): ${message}`,
      );
      this.emit({ queue, ok: false, detail: message, retryCount: attempt.retryCount });
      throw error;
    }
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
