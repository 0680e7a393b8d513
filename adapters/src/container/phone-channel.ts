import type { Telephony } from '@sauti/core/ports/telephony';
import type { CallDialect } from '../telephony/call-dialect.js';
import { token } from './tokens.js';

/** The configured provider's pieces: its client, how its calls read and render, and the number URL's secret. */
export interface PhoneChannel {
  telephony: Telephony;
  dialect: CallDialect;
  numberSecret: string;
}

/**
 * The configured phone provider, or null when PHONE_PROVIDER is unset (no route answers and no page
 * offers the phone). Its own file so that modules the phone module uses (SMS invitations) can reach
 * the provider without importing the phone module back.
 */
export const PHONE_CHANNEL = token<PhoneChannel | null>('PhoneChannel');
