import { expect, it } from 'vitest';
import type { SelfIdentificationAnswers } from '@sauti/core/domain/self-identification';
import type { HiringDecision } from '@sauti/core/domain/hiring-decision';
import { canonicalJson } from '@sauti/core/rules/canonical-json';
import { FakeDigest } from '@sauti/core/testing/fake-password-hasher';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

const answers = (sex: string): SelfIdentificationAnswers => ({
  sex,
  ageBand: '25_34',
  firstLanguage: 'kiswahili',
  categories: [{ categoryId: 'disability', categoryLabel: 'Disability', optionId: 'no', optionLabel: 'No' }],
});

const evaluation = (sessionId: string, score: number | null, seconds: number) => ({
  id: newId(),
  sessionId,
  overallScore: score,
  strengths: null,
  weaknesses: null,
  recommendation: score === null ? null : 'Hire',
  detailedAnalysis: { evaluatorVersion: 'local-rubric@2' },
  pillarScores: null,
  evaluatedAt: at(seconds),
});

async function completed(repos: StoragePorts, jobId: string, completedAt: Date) {
  return repos.candidateSessions.create(aSession(jobId, { status: 'completed', completedAt }));
}

describeStorageContract('records for the regulator and self-identification', (context) => {
  it('stores the input of an evaluation with it, readable by the evaluation id, digest recomputable', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const session = await completed(repos, jobId, at(10));
    const scoreInput = {
      job: { title: 'Clerk', criteria: [{ id: 'communication', weight: 100, label: 'Speaking' }] },
      answers: [{ questionIndex: 0, transcript: 'Habari, I sort the post.', durationSeconds: 42.5 }],
    };
    const inputDigest = new FakeDigest().sha256Hex(canonicalJson(scoreInput));
    const stored = await repos.evaluations.add({
      ...evaluation(session.id, 70, 20),
      provenance: { evaluatorVersion: 'local-rubric@2', inputDigest, scoreInput },
    });
    expect(stored).not.toHaveProperty('provenance');
    const found = await repos.evaluations.find(stored.id);
    expect(found).toEqual({
      evaluationId: stored.id,
      evaluatorVersion: 'local-rubric@2',
      inputDigest,
      scoreInput,
    });
    // jsonb keeps no key order: the canonical text, and so the digest, does not depend on it.
    expect(new FakeDigest().sha256Hex(canonicalJson(found!.scoreInput))).toBe(inputDigest);
    const bare = await repos.evaluations.add(evaluation(session.id, 60, 30));
    expect(await repos.evaluations.find(bare.id)).toBeNull();
    expect(await repos.evaluations.find(newId())).toBeNull();
  });

  it('keeps one self-identification per interview, replaced when answered again, and an organisation’s categories', async () => {
    const { repos } = context();
    const { jobId, organisationId } = await givenJob(repos);
    const session = await completed(repos, jobId, at(10));
    expect(await repos.selfIdentifications.hasAnswers(session.id)).toBe(false);
    await repos.selfIdentifications.save({
      sessionId: session.id,
      answers: answers('female'),
      recordedAt: at(11),
    });
    await repos.selfIdentifications.save({
      sessionId: session.id,
      answers: answers('male'),
      recordedAt: at(12),
    });
    expect(await repos.selfIdentifications.hasAnswers(session.id)).toBe(true);
    await expect(
      repos.selfIdentifications.save({ sessionId: newId(), answers: answers('male'), recordedAt: at(12) }),
    ).rejects.toThrow();

    expect(await repos.selfIdentifications.findConfig(organisationId)).toBeNull();
    const config = {
      categories: [
        {
          id: 'disability',
          label: 'Disability',
          question: 'Do you have a disability?',
          options: [
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ],
        },
      ],
    };
    await repos.selfIdentifications.saveConfig(organisationId, config, at(1));
    await repos.selfIdentifications.saveConfig(organisationId, { categories: [] }, at(2));
    expect(await repos.selfIdentifications.findConfig(organisationId)).toEqual({ categories: [] });
    await repos.selfIdentifications.saveConfig(organisationId, config, at(3));
    expect(await repos.selfIdentifications.findConfig(organisationId)).toEqual(config);
  });

  it('selects the completed interviews of an organisation (or one job) in a date range, with the latest evaluation, the outcome and the answers; never another organisation’s', async () => {
    const { repos } = context();
    const { jobId, organisationId, userId } = await givenJob(repos);
    const { job: otherJob } = await repos.jobs.create({
      id: newId(),
      organisationId,
      createdBy: userId,
      title: 'Driver',
      description: 'Drives',
      createdAt: at(0),
    });
    const foreign = await givenJob(repos);
    const early = await completed(repos, jobId, at(100));
    const inside = await completed(repos, jobId, at(200));
    const otherJobs = await completed(repos, otherJob.id, at(250));
    await completed(repos, foreign.jobId, at(200));
    await repos.candidateSessions.create(aSession(jobId, { startedAt: at(150) })); // in progress
    await repos.evaluations.add(evaluation(inside.id, 40, 300));
    await repos.evaluations.add(evaluation(inside.id, 81, 400)); // the latest counts
    await repos.candidateSessions.update(inside.id, { hiringOutcome: 'hired' });
    await repos.selfIdentifications.save({
      sessionId: inside.id,
      answers: answers('female'),
      recordedAt: at(201),
    });
    await repos.evaluations.add(evaluation(otherJobs.id, null, 300));

    const whole = await repos.biasAuditSource.selection({
      organisationId,
      jobId: null,
      from: at(150),
      until: at(300),
    });
    expect(whole).toHaveLength(2);
    expect(whole).toContainEqual({
      overallScore: 81,
      recommendation: 'Hire',
      hiringOutcome: 'hired',
      answers: answers('female'),
    });
    expect(whole).toContainEqual({
      overallScore: null,
      recommendation: null,
      hiringOutcome: null,
      answers: null,
    });
    const oneJob = await repos.biasAuditSource.selection({
      organisationId,
      jobId,
      from: at(0),
      until: at(200),
    });
    // From is inclusive, until exclusive: the interview completed at 200 is left out.
    expect(oneJob).toEqual([
      { overallScore: null, recommendation: null, hiringOutcome: null, answers: null },
    ]);
    expect(early.id).toBeDefined();
  });

  it('logs hiring decisions with the recommendation in force, oldest first, by period and organisation', async () => {
    const { repos } = context();
    const { jobId, organisationId, userId } = await givenJob(repos);
    const other = await givenJob(repos);
    const session = await completed(repos, jobId, at(10));
    const foreignSession = await completed(repos, other.jobId, at(10));
    const decision = (overrides: Partial<HiringDecision>): HiringDecision => ({
      id: newId(),
      sessionId: session.id,
      jobId,
      organisationId,
      outcome: 'rejected',
      previousOutcome: null,
      decidedAt: at(100),
      decidedByUserId: userId,
      impersonatorUserId: null,
      apiKeyId: null,
      source: 'screen',
      evaluationId: 'ev-1',
      evaluatorVersion: 'local-rubric@2',
      overallScore: 83,
      recommendation: 'Strong Hire',
      ...overrides,
    });
    const second = decision({
      decidedAt: at(200),
      outcome: 'hired',
      previousOutcome: 'rejected',
      source: 'api',
    });
    const first = decision({});
    await repos.hiringDecisions.add(second);
    await repos.hiringDecisions.add(first);
    await repos.hiringDecisions.add(
      decision({ sessionId: foreignSession.id, jobId: other.jobId, organisationId: other.organisationId }),
    );
    const mine = await repos.hiringDecisions.list({ from: null, until: null, organisationId });
    expect(mine.map((d) => d.id)).toEqual([first.id, second.id]);
    const user = await repos.users.findById(userId);
    expect(mine[0]).toEqual({
      ...first,
      organisationDomain: (await repos.organisations.findById(organisationId))!.domain,
      jobTitle: 'Sales lead',
      decidedByEmail: user!.email,
    });
    expect(
      (await repos.hiringDecisions.list({ from: at(150), until: at(201), organisationId })).map((d) => d.id),
    ).toEqual([second.id]);
    const everyone = await repos.hiringDecisions.list({
      from: at(100),
      until: at(101),
      organisationId: null,
    });
    expect(everyone.map((d) => d.organisationId).sort()).toEqual(
      [organisationId, other.organisationId].sort(),
    );
  });
});
