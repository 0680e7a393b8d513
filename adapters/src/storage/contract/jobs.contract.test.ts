import { expect, it } from 'vitest';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { aJob, anOrganisation, at, aUser, givenJob, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';

const criteria: CriteriaConfig = {
  version: 'v1',
  totalWeight: 100,
  pillars: [
    {
      id: 'communication',
      label: 'Communication',
      enabled: true,
      weight: 100,
      description: 'Speaks clearly',
      subcriteria: [{ id: 'clarity', label: 'Clarity', enabled: true }],
    },
  ],
};

describeStorageContract('jobs', (context) => {
  it('stores a job with the spec defaults', async () => {
    const { job } = await givenJob(context().repos);
    expect(job).toMatchObject({
      language: 'en',
      requireIdentityVerification: 'false',
      evalVersion: 'criteria-v1',
      status: 'active',
      questions: [],
      skills: [],
      criteriaConfig: null,
      clientDraftKey: null,
      publishedAt: null,
    });
  });

  it('round-trips text arrays and the criteria json', async () => {
    const { job, organisationId } = await givenJob(context().repos, {
      skills: ['Negotiation', 'Swahili, fluent', 'a "quoted" {brace}'],
      criteriaConfig: criteria,
      status: 'draft',
    });
    const found = await context().repos.jobs.findInOrganisation(job.id, organisationId);
    expect(found?.skills).toEqual(['Negotiation', 'Swahili, fluent', 'a "quoted" {brace}']);
    expect(found?.criteriaConfig).toEqual(criteria);
    expect(found?.status).toBe('draft');
  });

  it('returns the existing job when a creator retries with the same draft key', async () => {
    const { repos } = context();
    const organisation = await repos.organisations.findOrCreate(anOrganisation());
    const user = await repos.users.create(aUser(organisation.id));
    const other = await repos.users.create(aUser(organisation.id));
    const first = await repos.jobs.create(aJob(organisation.id, user.id, { clientDraftKey: 'draft-1' }));
    const retry = await repos.jobs.create(
      aJob(organisation.id, user.id, { clientDraftKey: 'draft-1', title: 'Changed' }),
    );
    const colleague = await repos.jobs.create(aJob(organisation.id, other.id, { clientDraftKey: 'draft-1' }));
    expect(first.created).toBe(true);
    expect(retry).toEqual({ job: first.job, created: false });
    expect(colleague.created).toBe(true);
    const withoutKey = await Promise.all([1, 2].map(() => repos.jobs.create(aJob(organisation.id, user.id))));
    expect(withoutKey.every((result) => result.created)).toBe(true);
  });

  it('scopes lookups and lists by organisation, newest first, optionally by status', async () => {
    const { repos } = context();
    const a = await givenJob(repos, { createdAt: at(1) });
    const newer = await repos.jobs.create(
      aJob(a.organisationId, a.userId, { createdAt: at(2), status: 'draft' }),
    );
    const b = await givenJob(repos);
    expect(await repos.jobs.findInOrganisation(a.jobId, b.organisationId)).toBeNull();
    expect(await repos.jobs.findById(a.jobId)).toEqual(a.job);
    expect((await repos.jobs.listByOrganisation(a.organisationId)).map((j) => j.id)).toEqual([
      newer.job.id,
      a.jobId,
    ]);
    expect((await repos.jobs.listByOrganisation(a.organisationId, 'draft')).map((j) => j.id)).toEqual([
      newer.job.id,
    ]);
    expect((await repos.jobs.listAll()).map((j) => j.id)).toEqual(expect.arrayContaining([a.jobId, b.jobId]));
  });

  it('updates the named fields and deletes a job with its sessions', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const updated = await repos.jobs.update(jobId, {
      status: 'archived',
      publishedAt: at(30),
      skills: ['x'],
    });
    expect(updated).toMatchObject({
      status: 'archived',
      publishedAt: at(30),
      skills: ['x'],
      title: 'Sales lead',
    });
    expect(await repos.jobs.update(newId(), { title: 'none' })).toBeNull();
    const session = await repos.candidateSessions.create({ id: newId(), jobId, startedAt: at(1) });
    expect(await repos.jobs.delete(jobId)).toBe(true);
    expect(await repos.jobs.delete(jobId)).toBe(false);
    expect(await repos.candidateSessions.findById(session.id)).toBeNull();
  });

  it('replaces questions, keeping ids where position and text are unchanged', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const first = await repos.jobs.replaceQuestions(
      jobId,
      [
        { text: 'Tell us about you', pillarId: null },
        { text: 'A hard sale?', pillarId: 'problem_solving' },
        { text: 'Why us?', pillarId: 'motivation' },
      ],
      at(1),
    );
    const second = await repos.jobs.replaceQuestions(
      jobId,
      [
        { text: 'Tell us about you', pillarId: 'communication' },
        { text: 'A team conflict?', pillarId: 'collaboration' },
      ],
      at(2),
    );
    expect(second.map((q) => q.orderIndex)).toEqual([0, 1]);
    expect(second[0]).toMatchObject({ id: first[0]!.id, pillarId: 'communication', createdAt: at(1) });
    expect(second[1]?.id).not.toBe(first[1]!.id);
    expect(second[1]).toMatchObject({ text: 'A team conflict?', createdAt: at(2) });
    expect(await repos.jobs.listQuestions(jobId)).toEqual(second);
    expect((await repos.jobs.findById(jobId))?.questions).toEqual(['Tell us about you', 'A team conflict?']);
  });

  it('lists the questions of several jobs at once, in order, with [] for a job without questions', async () => {
    const { repos } = context();
    const a = await givenJob(repos);
    const b = await givenJob(repos);
    const c = await givenJob(repos);
    await repos.jobs.replaceQuestions(
      a.jobId,
      [
        { text: 'A1', pillarId: null },
        { text: 'A2', pillarId: null },
      ],
      at(1),
    );
    await repos.jobs.replaceQuestions(b.jobId, [{ text: 'B1', pillarId: 'motivation' }], at(1));
    const byJob = await repos.jobs.listQuestionsOfJobs([a.jobId, b.jobId, c.jobId]);
    expect(byJob.get(a.jobId)?.map((q) => q.text)).toEqual(['A1', 'A2']);
    expect(byJob.get(b.jobId)).toEqual(await repos.jobs.listQuestions(b.jobId));
    expect(byJob.get(c.jobId)).toEqual([]);
    expect((await repos.jobs.listQuestionsOfJobs([])).size).toBe(0);
  });

  it('finds the question at an interview position with the job identity rule, in one statement', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos, { requireIdentityVerification: 'true' });
    // Stored positions need not be 0, 1, 2: the position counts in order_index order.
    const questions = await repos.jobs.replaceQuestions(
      jobId,
      [
        { text: 'First', pillarId: null },
        { text: 'Second', pillarId: 'communication', scoringGuide: 'Names a step' },
      ],
      at(1),
    );
    const job = { id: jobId, requireIdentityVerification: 'true' };
    expect(await repos.jobs.findQuestionAt(jobId, 0)).toEqual({ job, question: questions[0] });
    expect(await repos.jobs.findQuestionAt(jobId, 1)).toEqual({ job, question: questions[1] });
    expect(await repos.jobs.findQuestionAt(jobId, 2)).toEqual({ job, question: null });
    expect(await repos.jobs.findQuestionAt(newId(), 0)).toBeNull();
    await expect(repos.jobs.findQuestionAt(jobId, -1)).rejects.toThrow(RangeError);
  });
});
