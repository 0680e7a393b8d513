import { z } from 'zod';
import type { TextToSpeechSettings } from '../tts/create-text-to-speech.js';

const port = z.coerce.number().int().min(1).max(65_535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const url = z.string().url();

/**
 * Every environment variable Sauti reads, with its default. Parsed once at start-up;
 * the README's configuration table lists the same variables.
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
  WEB_DIST_DIR: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

type Env = z.infer<typeof configSchema>;

/** The parsed configuration handed to the composition root. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Speech synthesis of questions (see adapters/src/tts/create-text-to-speech.ts). */
  tts: TextToSpeechSettings;
  shutdownTimeoutMs: number;
}

/** Raised when an environment variable holds a bad value; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
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
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
