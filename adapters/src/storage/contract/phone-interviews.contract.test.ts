import { expect, it } from 'vitest';
import type { PhoneCall, PhoneInterview } from '@sauti/core/ports/phone-interview-repository';
import { newCallFlow } from '@sauti/core/rules/phone-call-flow';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract, type ContractContext } from './harness.js';

async function givenSession(context: ContractContext) {
  const { jobId } = await givenJob(context.repos);
  const session = await context.repos.candidateSessions.create(aSession(jobId));
  return { jobId, session };
}

const anInterview = (
  sessionId: string,
  jobId: string,
  overrides: Partial<PhoneInterview> = {},
): PhoneInterview => ({
  sessionId,
  jobId,
  phone: '+254712345678',
  mode: 'outbound',
  pinHash: newId(),
  pinExpiresAt: at(3600),
  consentedAt: null,
  createdAt: at(0),
  ...overrides,
});

const aCall = (overrides: Partial<PhoneCall> = {}): PhoneCall => ({
  id: newId(),
  sessionId: null,
  jobId: null,
  provider: 'twilio',
  direction: 'inbound',
  providerCallId: `CA${newId().replace(/-/g, '')}`,
  secretHash: 'digest',
  candidateNumber: '+254712345678',
  flow: null,
  pinAttempts: 0,
  status: 'in-progress',
  retryOf: null,
  createdAt: at(0),
  endedAt: null,
  durationSeconds: null,
  estimatedCostMicros: null,
  reportedCost: null,
  ...overrides,
});

describeStorageContract('phone interviews', (context) => {
  it('keeps an interview, finds it by its PIN while open and unexpired, and frees the PIN', async () => {
    const { repos } = context();
    const { jobId, session } = await givenSession(context());
    const interview = anInterview(session.id, jobId);
    await repos.phoneInterviews.addInterview(interview);
    expect(await repos.phoneInterviews.findInterview(session.id)).toEqual(interview);
    expect(await repos.phoneInterviews.findByPin(interview.pinHash!, at(10))).toEqual(interview);
    expect(await repos.phoneInterviews.findByPin(interview.pinHash!, at(3600))).toBeNull();
    await repos.phoneInterviews.recordConsent(session.id, at(20));
    await repos.phoneInterviews.recordConsent(session.id, at(30));
    expect((await repos.phoneInterviews.findInterview(session.id))?.consentedAt).toEqual(at(20));
    await repos.phoneInterviews.clearPin(session.id);
    expect(await repos.phoneInterviews.findByPin(interview.pinHash!, at(10))).toBeNull();
  });

  it('says which of a list of sessions were taken by phone', async () => {
    const { repos } = context();
    const phone = await givenSession(context());
    const web = await givenSession(context());
    await repos.phoneInterviews.addInterview(anInterview(phone.session.id, phone.jobId));
    expect(
      await repos.phoneInterviews.sessionsTakenByPhone([phone.session.id, web.session.id, newId()]),
    ).toEqual(new Set([phone.session.id]));
    expect(await repos.phoneInterviews.sessionsTakenByPhone([])).toEqual(new Set());
  });

  it('refuses a PIN another open interview holds, and forgets a completed interview’s PIN', async () => {
    const { repos } = context();
    const first = await givenSession(context());
    const second = await givenSession(context());
    const pinHash = newId();
    await repos.phoneInterviews.addInterview(anInterview(first.session.id, first.jobId, { pinHash }));
    await expect(
      repos.phoneInterviews.addInterview(anInterview(second.session.id, second.jobId, { pinHash })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await repos.candidateSessions.update(first.session.id, { status: 'completed' });
    expect(await repos.phoneInterviews.findByPin(pinHash, at(10))).toBeNull();
  });

  it('keeps calls with their flow, finds them by the provider’s id, updates and totals them per job', async () => {
    const { repos } = context();
    const { jobId, session } = await givenSession(context());
    const flow = newCallFlow({ questionCount: 3, answered: [1], consented: true, warmedUp: false });
    const call = aCall({ sessionId: session.id, jobId, flow });
    await repos.phoneInterviews.addCall(call);
    expect(await repos.phoneInterviews.findCall(call.id)).toEqual(call);
    expect(await repos.phoneInterviews.findCallByProviderId('twilio', call.providerCallId!)).toEqual(call);
    expect(
      await repos.phoneInterviews.findCallByProviderId('africastalking', call.providerCallId!),
    ).toBeNull();
    await repos.phoneInterviews.updateCall(call.id, {
      status: 'completed',
      durationSeconds: 125,
      estimatedCostMicros: 37_500,
      endedAt: at(125),
    });
    await repos.phoneInterviews.addCall(
      aCall({
        sessionId: session.id,
        jobId,
        durationSeconds: 61,
        estimatedCostMicros: 18_000,
        createdAt: at(200),
      }),
    );
    expect(await repos.phoneInterviews.totalsForJob(jobId)).toEqual({
      calls: 2,
      seconds: 186,
      estimatedCostMicros: 55_500,
    });
    expect((await repos.phoneInterviews.callsOf(session.id)).map((c) => c.durationSeconds)).toEqual([
      125, 61,
    ]);
  });

  it('totals the calls of each listed session that had any, in one answer', async () => {
    const { repos } = context();
    const one = await givenSession(context());
    const two = await givenSession(context());
    const web = await givenSession(context());
    const call = (sessionId: string, jobId: string, seconds: number | null, micros: number | null) =>
      repos.phoneInterviews.addCall(
        aCall({ sessionId, jobId, durationSeconds: seconds, estimatedCostMicros: micros }),
      );
    await call(one.session.id, one.jobId, 125, 37_500);
    await call(one.session.id, one.jobId, 61, null); // ended before a rate was configured
    await call(two.session.id, two.jobId, null, null); // still ringing
    const totals = await repos.phoneInterviews.totalsForSessions([
      one.session.id,
      two.session.id,
      web.session.id,
    ]);
    expect(totals).toEqual(
      new Map([
        [one.session.id, { calls: 2, seconds: 186, estimatedCostMicros: 37_500 }],
        [two.session.id, { calls: 1, seconds: 0, estimatedCostMicros: 0 }],
      ]),
    );
    expect(await repos.phoneInterviews.totalsForSessions([one.session.id])).toEqual(
      new Map([[one.session.id, { calls: 2, seconds: 186, estimatedCostMicros: 37_500 }]]),
    );
    expect(await repos.phoneInterviews.totalsForSessions([])).toEqual(new Map());
  });

  it('answers a callback once: a retry gets the first answer', async () => {
    const { repos } = context();
    const callId = newId();
    const claims = await Promise.all([
      repos.phoneInterviews.claimCallback(callId, 'd1', at(0)),
      repos.phoneInterviews.claimCallback(callId, 'd1', at(1)),
    ]);
    expect(claims.filter((c) => c.fresh)).toHaveLength(1);
    await repos.phoneInterviews.saveCallbackResponse(callId, 'd1', '<Response/>');
    expect(await repos.phoneInterviews.claimCallback(callId, 'd1', at(2))).toEqual({
      fresh: false,
      response: '<Response/>',
    });
    expect(await repos.phoneInterviews.claimCallback(callId, 'd2', at(2))).toEqual({ fresh: true });
  });
});
