import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CallFlowState } from '@sauti/core/rules/phone-call-flow';

/**
 * `phone_interviews`: one per interview taken by phone (docs/behaviour/interview.md §20). The PIN's
 * digest is unique while set, so an inbound call's PIN names one interview.
 */
export const PhoneInterviewSchema = defineEntity({
  name: 'PhoneInterview',
  tableName: 'phone_interviews',
  properties: {
    sessionId: p.text().primary(),
    jobId: p.text().index('phone_interviews_job_id_index'),
    phone: p.text(),
    mode: p.text(),
    pinHash: p.text().nullable().unique('phone_interviews_pin_hash_unique'),
    pinExpiresAt: p.datetime(),
    consentedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type PhoneInterviewRow = InferEntity<typeof PhoneInterviewSchema>;

/** `phone_calls`: each call placed or received, its flow between callbacks and what it cost. */
export const PhoneCallSchema = defineEntity({
  name: 'PhoneCall',
  tableName: 'phone_calls',
  uniques: [{ name: 'phone_calls_provider_call_unique', properties: ['provider', 'providerCallId'] }],
  properties: {
    id: p.text().primary(),
    sessionId: p.text().nullable().index('phone_calls_session_id_index'),
    jobId: p.text().nullable().index('phone_calls_job_id_index'),
    provider: p.text(),
    direction: p.text(),
    providerCallId: p.text().nullable(),
    secretHash: p.text(),
    candidateNumber: p.text(),
    flow: p.json<CallFlowState>().nullable(),
    pinAttempts: p.integer(),
    status: p.text(),
    retryOf: p.text().nullable(),
    createdAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    durationSeconds: p.integer().nullable(),
    estimatedCostMicros: p.bigint().runtimeType('number').$type<number>().nullable(),
    reportedCost: p.text().nullable(),
  },
});
export type PhoneCallRow = InferEntity<typeof PhoneCallSchema>;

/** `phone_callbacks`: each callback answered, by a digest of its fields, so a provider's retry is answered alike. */
export const PhoneCallbackSchema = defineEntity({
  name: 'PhoneCallback',
  tableName: 'phone_callbacks',
  properties: {
    callId: p.text().primary(),
    digest: p.text().primary(),
    response: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
