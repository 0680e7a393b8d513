import type { CallbackUrls } from '@sauti/core/ports/telephony';
import { AnswerCallback } from '@sauti/core/use-cases/phone/answer-callback';
import { CallQuestionAudio } from '@sauti/core/use-cases/phone/call-question-audio';
import { RetryUnansweredCall } from '@sauti/core/use-cases/phone/retry-call';
import { StartPhoneInterview } from '@sauti/core/use-cases/phone/start-phone-interview';
import type { Config } from '../config/config.js';
import type { TelephonySettings } from '../config/telephony-settings.js';
import { africasTalkingDialect } from '../telephony/africastalking/africastalking-dialect.js';
import { AfricasTalkingTelephony } from '../telephony/africastalking/africastalking-telephony.js';
import { FfmpegCallRecordings } from '../telephony/ffmpeg-call-recordings.js';
import { LibPhoneNumbers } from '../telephony/phone-numbers.js';
import { twilioDialect } from '../telephony/twilio/twilio-dialect.js';
import { TwilioTelephony } from '../telephony/twilio/twilio-telephony.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import { CANDIDATE_INVITATIONS } from './candidate-invitations-module.js';
import { PHONE_CHANNEL, type PhoneChannel } from './phone-channel.js';
import { INTERVIEW } from './interview-module.js';
import { QUEUE } from './queue-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { SPEECH_OUT } from './tts-module.js';

export type { PhoneChannel } from './phone-channel.js';

export const PHONE = {
  /** Null when PHONE_PROVIDER is unset: no route answers and no page offers the phone. */
  Channel: PHONE_CHANNEL,
  StartPhoneInterview: token<StartPhoneInterview>('StartPhoneInterview'),
  /** Null when no provider is configured. */
  AnswerCallback: token<AnswerCallback | null>('AnswerCallback'),
  /** The question audio calls play; null without a provider or a speech synthesiser. */
  QuestionAudio: token<CallQuestionAudio | null>('CallQuestionAudio'),
  /** The `phone-retry` job; null when no provider is configured. */
  RetryCall: token<RetryUnansweredCall | null>('RetryUnansweredCall'),
};

/** Where a provider posts what happened on a call: PUBLIC_URL, the provider, the call and its secret. */
export function callbackPath(provider: string, callId: string, secret: string, event: string): string {
  return `/api/phone/${provider}/calls/${callId}/${secret}/${event}`;
}

function channelOf(settings: TelephonySettings): PhoneChannel {
  if (settings.provider === 'twilio') {
    return {
      telephony: new TwilioTelephony(settings.twilio),
      dialect: twilioDialect(settings.twilio.authToken),
      numberSecret: settings.numberSecret,
    };
  }
  return {
    telephony: new AfricasTalkingTelephony(settings.africasTalking),
    dialect: africasTalkingDialect,
    numberSecret: settings.numberSecret,
  };
}

/** Phone interviews (docs/behaviour/interview.md §20): the provider when configured, and the use cases. */
export function phoneModule(config: Config): PortModule {
  const settings = config.telephony;
  const channel = settings ? channelOf(settings) : null;
  const numbers = new LibPhoneNumbers(settings?.defaultCountry);
  const urls: CallbackUrls = {
    call: (callId, secret, on) =>
      `${config.publicUrl}${callbackPath(channel!.telephony.provider, callId, secret, on)}`,
    questionAudio: (callId, secret, index) =>
      `${config.publicUrl}${callbackPath(channel!.telephony.provider, callId, secret, `questions/${index}`)}`,
  };
  const shared = (get: Get) => {
    const repos = get(STORAGE.Repositories);
    return {
      jobs: repos.jobs,
      sessions: repos.candidateSessions,
      responses: repos.candidateResponses,
      phoneInterviews: repos.phoneInterviews,
      budgets: get(ABUSE.Budgets),
      digest: get(ACCOUNTS.Digest),
      clock: get(TOKENS.Clock),
      ids: get(TOKENS.Ids),
    };
  };
  return {
    module: bindings(({ make, value }) => {
      value(PHONE.Channel, channel);
      make(
        PHONE.StartPhoneInterview,
        (get) =>
          new StartPhoneInterview({
            ...shared(get),
            telephony: channel?.telephony ?? null,
            numbers,
            urls,
            invitations: get(CANDIDATE_INVITATIONS.Admission),
          }),
      );
      make(PHONE.QuestionAudio, (get) =>
        channel && get(SPEECH_OUT.TextToSpeech)
          ? new CallQuestionAudio({ ...shared(get), audio: get(SPEECH_OUT.QuestionAudio) })
          : null,
      );
      make(PHONE.AnswerCallback, (get) =>
        channel
          ? new AnswerCallback({
              ...shared(get),
              telephony: channel.telephony,
              converter: new FfmpegCallRecordings(),
              answers: get(INTERVIEW.SubmitResponse),
              warmUps: get(INTERVIEW.SubmitEnrollment),
              completion: get(INTERVIEW.UpdateCandidateSession),
              evaluation: get(INTERVIEW.RequestEvaluation),
              queue: get(QUEUE.JobQueue),
              questionAudio: get(PHONE.QuestionAudio),
              rate: settings?.rate ?? null,
              ...(settings?.retryDelaySeconds ? { retryDelaySeconds: settings.retryDelaySeconds } : {}),
            })
          : null,
      );
      make(PHONE.RetryCall, (get) =>
        channel ? new RetryUnansweredCall({ ...shared(get), telephony: channel.telephony, urls }) : null,
      );
    }),
    ports: [
      {
        port: 'phone calls',
        adapter: channel ? channel.telephony.description : 'not configured (the phone option is not offered)',
      },
    ],
  };
}
