import { z } from 'zod';
import { join } from 'node:path';
import {
  parseRetentionPeriod,
  retentionInWords,
  type RetentionPeriod,
} from '@sauti/core/rules/retention-period';
import type { LanguageModelSettings } from '../llm/llm-settings.js';
import { blobStoreSettings, type BlobStoreSettings } from './blob-store-settings.js';
import { telephonySettings, type TelephonySettings } from './telephony-settings.js';
import type { SpeechToTextSettings } from '../stt/create-speech-to-text.js';
import type { TextToSpeechSettings } from '../tts/create-text-to-speech.js';
import { googleEndpoint, PLAIN_HTTP_REFUSED } from '../stt/google-endpoint.js';

const port = z.coerce.number().int().min(1).max(65_535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const url = z.string().url();

/**
 * Every environment variable Sauti reads, with its default. Parsed once at start-up;
 * docs/operations.md lists the same variables (test/src/lint/docs.test.ts checks it).
 */
export const configSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: url.optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TTS_PROVIDER: z.enum(['polly', 'offline', 'none']).optional(),
  POLLY_REGION: z.string().min(1).optional(),
  POLLY_VOICE: z.string().min(1).optional(),
  POLLY_ENGINE: z.enum(['standard', 'neural', 'long-form', 'generative']).optional(),
  POLLY_ENDPOINT: url.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  STT_PROVIDER: z.enum(['openai', 'google', 'pocketsphinx', 'none']).optional(),
  STT_BASE_URL: url.optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).optional(),
  GOOGLE_SPEECH_API_KEY: z.string().min(1).optional(),
  GOOGLE_SPEECH_ENDPOINT: z
    .string()
    .min(1)
    .refine((value) => !('refused' in googleEndpoint(value)), { error: PLAIN_HTTP_REFUSED })
    .optional(),
  STT_LANGUAGE: z.string().min(2).optional(),
  STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  LLM_BASE_URL: url.optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).optional(),
  LLM_SAMPLES: z.coerce.number().int().min(1).max(9).optional(),
  WORKERS: bool.default(true),
  EVALUATION_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 365)
    .default(72),
  PRIVACY_NOTICE_FILE: z.string().min(1).optional(),
  TERMS_FILE: z.string().min(1).optional(),
  INVITATION_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  INVITATION_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  CANDIDATE_RETENTION: z
    .string()
    .regex(/^\s*[1-9]\d{0,3}[hdwmy]\s*$/, 'expected a period such as 90d, 26w, 6m or 1y')
    .optional(),
  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: url.regex(/^https?:\/\//, 'expected an http:// or https:// URL').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^\/*([A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\/*$/,
      'expected a key prefix like sauti/prod',
    )
    .optional(),
  PHONE_PROVIDER: z.enum(['twilio', 'africastalking']).optional(),
  PHONE_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'expected a number in E.164, e.g. +254207654321')
    .optional(),
  PHONE_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected a two-letter country code, e.g. KE')
    .optional(),
  PHONE_NUMBER_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'expected 24 to 128 letters, digits, - or _')
    .optional(),
  PHONE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  PHONE_COST_PER_MINUTE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})? [A-Z]{3}$/, 'expected a rate per minute and its currency, e.g. 0.12 USD')
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'expected AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_API_URL: url.optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_VOICE_URL: url.optional(),
  AT_API_URL: url.optional(),
});

type Env = z.infer<typeof configSchema>;

/** The parsed configuration handed to the composition root. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * True when PUBLIC_URL was given. Without it (development) requests from the server's own host
   * also pass the cross-site check, so a LAN address or the Vite dev server works.
   */
  publicUrlConfigured: boolean;
  adminEmail: string | undefined;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Speech synthesis of questions (see adapters/src/tts/create-text-to-speech.ts). */
  tts: TextToSpeechSettings;
  /** Speech recognition of answers (see adapters/src/stt/create-speech-to-text.ts). */
  stt: SpeechToTextSettings;
  /** The OpenAI-compatible language model, when configured (see adapters/src/llm/llm-settings.ts). */
  llm: LanguageModelSettings;
  /** [WORKERS] run the queue workers inside the server (off: an HTTP-only process). */
  workers: boolean;
  /** [EVALUATION_THREADS] worker threads for the queue's built-in evaluations (0: on the queue's thread). */
  evaluationThreads: number;
  shutdownTimeoutMs: number;
  /**
   * [QUEUE_RETRY_DELAY_SECONDS] the first retry delay of a failed queue job; later ones double up to
   * 5 min. Lower only to ride out short outages faster (tests, a flaky local provider).
   */
  queueRetryDelaySeconds: number;
  /** Where media blobs live (see adapters/src/config/blob-store-settings.ts). */
  blobStore: BlobStoreSettings;
  /** The phone channel, null when not configured (see adapters/src/config/telephony-settings.ts). */
  telephony: TelephonySettings | null;
  /** The operator's own privacy notice and terms, as files of plain text; Sauti's defaults otherwise. */
  legalNoticeFiles: {
    /** [PRIVACY_NOTICE_FILE] */
    privacy: string | undefined;
    /** [TERMS_FILE] */
    terms: string | undefined;
  };
  /** Candidates' personal invitations (docs/operations.md, "Candidate invitations"). */
  invitations: {
    /** [INVITATION_VALID_DAYS] days a personal interview link works. */
    validDays: number;
    /** [INVITATION_REMINDER_DAYS] days after the last mail a candidate who has not started is reminded, once (0: never). */
    reminderDays: number;
  };
  /**
   * [CANDIDATE_RETENTION] how long candidates' interviews are kept after their latest activity: the
   * workers' sweep deletes older ones (as `sauti data purge --older-than`), and candidates are told
   * the period. Null: kept until deleted by a person.
   */
  candidateRetention: { period: RetentionPeriod; text: string } | null;
  /** Outgoing webhooks (docs/operations.md, "Webhooks"). */
  webhooks: {
    /** [WEBHOOK_ALLOW_PRIVATE_NETWORKS] also send to private, loopback and link-local addresses. */
    allowPrivateNetworks: boolean;
    /** [WEBHOOK_TIMEOUT_MS] the deadline of one delivery attempt. */
    timeoutMs: number;
    /** [WEBHOOK_DISABLE_AFTER_HOURS] how long an endpoint may fail without a success before it is turned off. */
    disableAfterMs: number;
  };
}

/** Raised when an environment variable holds a bad value; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The retention period with its words for candidates, or null when unset. */
function retentionOf(text: string | undefined): Config['candidateRetention'] {
  if (text === undefined) return null;
  const period = parseRetentionPeriod(text);
  return { period, text: retentionInWords(period) };
}

/** Parses the environment (empty strings count as unset). Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  const e = parsed.data;
  const blobs = blobStoreSettings(e);
  if ('issues' in blobs) throw new ConfigError(blobs.issues);
  const phone = telephonySettings(e);
  if ('issues' in phone) throw new ConfigError(phone.issues);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    tts: {
      ttsProvider: e.TTS_PROVIDER,
      pollyRegion: e.POLLY_REGION,
      pollyVoice: e.POLLY_VOICE,
      pollyEngine: e.POLLY_ENGINE,
      pollyEndpoint: e.POLLY_ENDPOINT,
      awsAccessKeyId: e.AWS_ACCESS_KEY_ID,
      awsSecretAccessKey: e.AWS_SECRET_ACCESS_KEY,
      ttsTimeoutMs: e.TTS_TIMEOUT_MS,
    },
    stt: {
      sttProvider: e.STT_PROVIDER,
      openaiBaseUrl: e.STT_BASE_URL,
      openaiApiKey: e.STT_API_KEY,
      sttModel: e.STT_MODEL,
      googleApiKey: e.GOOGLE_SPEECH_API_KEY,
      googleEndpoint: e.GOOGLE_SPEECH_ENDPOINT,
      sttLanguage: e.STT_LANGUAGE,
      sttTimeoutMs: e.STT_TIMEOUT_MS,
      modelCacheDir: join(e.DATA_DIR, 'stt-models'),
    },
    llm: {
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
      samples: e.LLM_SAMPLES,
    },
    workers: e.WORKERS,
    evaluationThreads: e.EVALUATION_THREADS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    queueRetryDelaySeconds: e.QUEUE_RETRY_DELAY_SECONDS,
    blobStore: blobs.settings,
    telephony: phone.settings,
    legalNoticeFiles: { privacy: e.PRIVACY_NOTICE_FILE, terms: e.TERMS_FILE },
    invitations: { validDays: e.INVITATION_VALID_DAYS, reminderDays: e.INVITATION_REMINDER_DAYS },
    candidateRetention: retentionOf(e.CANDIDATE_RETENTION),
    webhooks: {
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      disableAfterMs: Math.round(e.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000),
    },
  };
}
