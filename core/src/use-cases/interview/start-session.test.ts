import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE } from '../../contract/interview.js';
import { holdsCredential } from './candidate-credential.js';
import { interviewWorld } from './interview-world.fixture.js';

describe('StartSession (a candidate starts from the public link)', () => {
  it('stores the session with only the digest of the credential it hands out once', async () => {
    const world = await interviewWorld();
    const { session, token, verificationRequired } = await world.start();
    expect(verificationRequired).toBe(false);
    const stored = (await world.sessions.findById(session.id))!;
    expect(stored).toMatchObject({
      jobId: world.job.id,
      status: 'in_progress',
      candidateName: 'Wanjiru Kamau',
    });
    expect(stored.candidateTokenHash).toBe(world.digest.sha256Hex(token));
    expect(holdsCredential(stored, [token], world.digest)).toBe(true);
  });

  it('starts nothing without the candidate’s consent', async () => {
    const world = await interviewWorld();
    // Refused by the contract's schema, as the route parses the form (the use case never runs).
    await expect(world.start({ consent: 'false' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [expect.objectContaining({ message: CONSENT_REQUIRED_MESSAGE })] },
    });
    expect(await world.sessions.listByJob(world.job.id)).toEqual([]);
  });

  it('starts nothing for a job that is not open', async () => {
    const world = await interviewWorld();
    for (const status of ['draft', 'archived'] as const) {
      await world.jobs.update(world.job.id, { status });
      await expect(world.start()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await world.sessions.listByJob(world.job.id)).toEqual([]);
  });

  it('marks the identity check as missing when the job requires one', async () => {
    const world = await interviewWorld({ requireIdentity: true });
    const { session, verificationRequired } = await world.start();
    expect(verificationRequired).toBe(true);
    expect(session.verificationStatus).toBe('missing');
  });
});
