import { Container } from 'inversify';
import type { Clock } from '@sauti/core/ports/clock';
import type { Config } from '../config/config.js';
import { DEFAULT_QUEUE_TUNING, type QueueTuning } from '../queue/queue-settings.js';
import type { Logger } from '../system/logger.js';
import type { PortLine, PortModule } from './port-module.js';
import { abuseModule } from './abuse-module.js';
import { accountabilityModule } from './accountability-module.js';
import { accountsModule } from './accounts-module.js';
import { apiKeysModule } from './api-keys-module.js';
import { dataProtectionModule } from './data-protection-module.js';
import { feedbackModule } from './feedback-module.js';
import { adminAnalyticsModule } from './admin-analytics-module.js';
import { candidateInvitationsModule } from './candidate-invitations-module.js';
import { configuredEvaluator, evaluationModule } from './evaluation-module.js';
import { homeModule } from './home-module.js';
import { legalModule } from './legal-module.js';
import { phoneModule } from './phone-module.js';
import { interviewModule } from './interview-module.js';
import { jobsModule } from './jobs-module.js';
import { languagesModule } from './languages-module.js';
import { mailModule } from './mail-module.js';
import { queueModule } from './queue-module.js';
import { reviewModule } from './review-module.js';
import { calibrationModule } from './calibration-module.js';
import { speechModule } from './speech-module.js';
import { storageModule } from './storage-module.js';
import { systemModule } from './system-module.js';
import { ttsModule } from './tts-module.js';
import { uploadsModule } from './uploads-module.js';
import { verificationModule } from './verification-module.js';
import { voiceModule } from './voice-module.js';
import { webhooksModule } from './webhooks-module.js';
import { workersModule } from './workers-module.js';
import type { Token } from './tokens.js';

/** The wired application: typed look-ups, the start-up report, and one close for everything opened. */
export interface AppContainer {
  get<T>(token: Token<T>): T;
  readonly ports: PortLine[];
  /**
   * Prepares what a first request would otherwise wait for (the offline recogniser's general
   * model); the server starts it once listening and serves meanwhile. Rejects when a part fails.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Apply pending migrations before binding (the server and `sauti db migrate` do; tests may not). */
  migrate?: boolean;
  /** Retry and polling settings of the job queue (tests shorten the backoff). */
  queueTuning?: Partial<QueueTuning>;
  /** A clock in place of the system's (tests that move time). */
  clock?: Clock;
}

/**
 * The composition root: turns configuration into adapters, one ContainerModule per family,
 * bound without decorators so core never sees inversify.
 */
export async function buildContainer(
  config: Config,
  logger: Logger,
  options: BuildOptions = {},
): Promise<AppContainer> {
  const families: PortModule[] = [systemModule(config, logger, options.clock)];
  try {
    // First: an unusable notice file stops the start-up before the database is opened.
    families.push(legalModule(config));
    families.push(await storageModule(config, { migrate: options.migrate ?? false }, logger));
    families.push(mailModule(config));
    families.push(abuseModule());
    families.push(accountsModule(config, logger));
    families.push(apiKeysModule(config, logger));
    families.push(adminAnalyticsModule(config, logger));
    families.push(jobsModule(config, logger));
    families.push(candidateInvitationsModule(config));
    families.push(feedbackModule(config));
    families.push(await interviewModule(config));
    families.push(ttsModule(config));
    families.push(speechModule(config));
    const queueTuning = { ...DEFAULT_QUEUE_TUNING, ...options.queueTuning };
    families.push(queueModule(config, logger, queueTuning));
    families.push(webhooksModule(config, logger));
    families.push(voiceModule());
    families.push(verificationModule());
    families.push(uploadsModule());
    families.push(
      evaluationModule(configuredEvaluator(config), {
        // 12 first retry delays: 60 s in production (5 s), 12 s with QUEUE_RETRY_DELAY_SECONDS=1.
        requeueTranscriptionsAfterMs: queueTuning.retryDelaySeconds * 12_000,
        queueThreads: config.evaluationThreads,
      }),
    );
    families.push(languagesModule());
    families.push(reviewModule(config));
    families.push(calibrationModule());
    families.push(homeModule());
    families.push(workersModule(logger, queueTuning, config.candidateRetention?.period.text ?? null));
    families.push(dataProtectionModule());
    families.push(accountabilityModule());
    families.push(phoneModule(config));
  } catch (error) {
    await closeAll(families);
    throw error;
  }
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...families.map((f) => f.module));
  return {
    get: <T>(t: Token<T>) => container.get<T>(t.id),
    ports: families.flatMap((f) => f.ports),
    warmUp: async () => {
      await Promise.all(families.map((f) => f.warmUp?.()));
    },
    close: () => closeAll(families),
  };
}

async function closeAll(families: PortModule[]): Promise<void> {
  for (const family of [...families].reverse()) await family.close?.();
}
