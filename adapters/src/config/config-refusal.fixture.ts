import { expect } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

/** The message of the ConfigError `env` is refused with; fails the test when it is accepted. */
export function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`${JSON.stringify(env)} should be refused`);
}
