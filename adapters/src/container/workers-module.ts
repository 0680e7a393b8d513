import { QueueWorkers } from '../queue/queue-workers.js';
import type { QueueTuning } from '../queue/queue-settings.js';
import type { Logger } from '../system/logger.js';
import { API_KEYS } from './api-keys-module.js';
import { bindings } from './bindings.js';
import { CANDIDATE_INVITATIONS } from './candidate-invitations-module.js';
import { DATA_PROTECTION } from './data-protection-module.js';
import { EVALUATION } from './evaluation-module.js';
import { FEEDBACK } from './feedback-module.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { UPLOADS } from './uploads-module.js';
import { VERIFICATION } from './verification-module.js';
import { VOICE } from './voice-module.js';
import { WEBHOOKS } from './webhooks-module.js';

/**
 * The queue workers of this process. They run the use cases the feature modules bind, so this
 * module sits above them all and none of them imports it (the queue module stays a leaf).
 */
export function workersModule(logger: Logger, tuning: QueueTuning, retention: string | null): PortModule {
  return {
    module: bindings(({ make }) => {
      make(QUEUE.Workers, (get) => {
        const stt = get(SPEECH_IN.SpeechToText);
        return new QueueWorkers({
          queue: get(QUEUE.PgBoss),
          scope: get(STORAGE.RequestScope),
          transcribe: get(SPEECH_IN.TranscribeAnswer),
          evaluate: get(EVALUATION.QueueEvaluateSession),
          retryLimit: tuning.retryLimit,
          sweep: get(SPEECH_IN.SweepPendingTranscripts),
          evaluationSweep: get(EVALUATION.SweepPendingEvaluations),
          voiceMatch: get(VOICE.MatchVoice),
          phraseCheck: get(VERIFICATION.CheckPhrase),
          phraseSweep: get(VERIFICATION.SweepPendingPhraseChecks),
          expiredUploads: {
            // Reservations first (they give back unused budget and remove their bytes), then
            // whatever the upload store still holds past its expiry (uploads without a reservation).
            sweepExpired: async () =>
              (await get(STORAGE.RequestScope).run(() => get(UPLOADS.Reservations).sweep())) +
              (await get(INTERVIEW.UploadStore).sweepExpired()),
          },
          apiKeyUses: get(API_KEYS.Uses),
          idempotencyKeys: get(API_KEYS.Idempotency),
          deliverWebhook: get(WEBHOOKS.Deliver),
          webhookRetryLimit: tuning.webhookRetryLimit,
          webhookSweep: get(WEBHOOKS.Sweep),
          invitationReminders: get(CANDIDATE_INVITATIONS.Reminders),
          sendReceipt: get(FEEDBACK.SendReceipt),
          candidateMail: get(FEEDBACK.Sweep),
          ...(retention
            ? {
                retentionPurge: {
                  execute: () => get(DATA_PROTECTION.Purge).execute({ olderThan: retention, dryRun: false }),
                },
              }
            : {}),
          transcriberConfigured: stt !== null,
          defaultConcurrency: tuning.concurrency,
          logger,
        });
      });
    }),
    ports: [],
  };
}
