import type { CountryCode } from 'libphonenumber-js';
import type { AfricasTalkingSettings } from '../telephony/africastalking/africastalking-telephony.js';
import type { TwilioSettings } from '../telephony/twilio/twilio-telephony.js';

/**
 * The phone channel (docs/behaviour/interview.md §20, docs/operations.md "Phone interviews"):
 * one provider, Sauti's number, and the secret of the number's callback URL. Null when
 * PHONE_PROVIDER is unset: the phone option is then offered nowhere.
 */
export type TelephonySettings = {
  /** [PHONE_DEFAULT_COUNTRY] the country a number written without its code is read in. */
  defaultCountry: CountryCode | undefined;
  /** [PHONE_NUMBER_SECRET] the last segment of the number's callback URL given to the provider. */
  numberSecret: string;
} & (
  | { provider: 'twilio'; twilio: TwilioSettings }
  | { provider: 'africastalking'; africasTalking: AfricasTalkingSettings }
);

/** The phone variables, as parsed by the config schema. */
export interface TelephonyEnv {
  PHONE_PROVIDER?: 'twilio' | 'africastalking' | undefined;
  PHONE_NUMBER?: string | undefined;
  PHONE_DEFAULT_COUNTRY?: string | undefined;
  PHONE_NUMBER_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_API_URL?: string | undefined;
  AT_USERNAME?: string | undefined;
  AT_API_KEY?: string | undefined;
  AT_VOICE_URL?: string | undefined;
  AT_API_URL?: string | undefined;
}

const required = (name: string, provider: string) => `${name}: required when PHONE_PROVIDER=${provider}`;

/** The phone settings, null when not configured, or the problems (each naming its variable). */
export function telephonySettings(
  e: TelephonyEnv,
): { settings: TelephonySettings | null } | { issues: string[] } {
  const provider = e.PHONE_PROVIDER;
  if (!provider) return { settings: null };
  const issues: string[] = [];
  // Providers call back at PUBLIC_URL; without it the URLs would name localhost.
  if (!e.PUBLIC_URL) issues.push(required('PUBLIC_URL', provider));
  if (!e.PHONE_NUMBER) issues.push(required('PHONE_NUMBER', provider));
  if (!e.PHONE_NUMBER_SECRET) issues.push(required('PHONE_NUMBER_SECRET', provider));
  const names =
    provider === 'twilio'
      ? (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const)
      : (['AT_USERNAME', 'AT_API_KEY'] as const);
  for (const name of names) if (!e[name]) issues.push(required(name, provider));
  if (issues.length > 0) return { issues };
  const common = {
    defaultCountry: e.PHONE_DEFAULT_COUNTRY as CountryCode | undefined,
    numberSecret: e.PHONE_NUMBER_SECRET!,
  };
  const number = e.PHONE_NUMBER!;
  if (provider === 'twilio') {
    return {
      settings: {
        ...common,
        provider,
        twilio: {
          accountSid: e.TWILIO_ACCOUNT_SID!,
          authToken: e.TWILIO_AUTH_TOKEN!,
          number,
          ...(e.TWILIO_API_URL ? { apiBase: e.TWILIO_API_URL } : {}),
        },
      },
    };
  }
  return {
    settings: {
      ...common,
      provider,
      africasTalking: {
        username: e.AT_USERNAME!,
        apiKey: e.AT_API_KEY!,
        number,
        ...(e.AT_VOICE_URL ? { voiceBase: e.AT_VOICE_URL } : {}),
        ...(e.AT_API_URL ? { apiBase: e.AT_API_URL } : {}),
      },
    },
  };
}
