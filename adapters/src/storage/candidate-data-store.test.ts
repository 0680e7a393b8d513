import { expect, it } from 'vitest';
import type { NewCandidateSession } from '@sauti/core/domain/candidate-session';
import { newHumanReviewRequest } from '@sauti/core/domain/human-review';
import { OrmCandidateDataStore } from './candidate-data-store.js';
import { aSession, givenJob, newId } from './contract/fixtures.js';
import { describeDatabaseContract, type DatabaseContext } from './contract/harness.js';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** A session with a CV, identity file, warm-up, two answers, two evaluations and three embeddings. */
async function givenFullSession(
  { repos }: DatabaseContext,
  jobId: string,
  overrides: Partial<NewCandidateSession> = {},
) {
  const id = overrides.id ?? newId();
  const session = await repos.candidateSessions.create(
    aSession(jobId, {
      id,
      candidateEmail: 'wanjiru@example.com',
      externalReference: 'GH-48213',
      cvFilePath: `cv/${id}/cv.pdf`,
      verificationFilePath: `${id}/identity.webm`,
      enrollmentRecordingUrl: `${id}/enrollment.webm`,
      ...overrides,
    }),
  );
  for (const questionIndex of [1, 0]) {
    await repos.candidateResponses.upsert({
      id: newId(),
      sessionId: id,
      questionId: null,
      questionIndex,
      questionText: `Question ${questionIndex}`,
      audioFilePath: `${id}/${questionIndex}-hash.webm`,
      duration: 30,
      createdAt: session.startedAt,
    });
  }
  for (const [score, at] of [
    [80, day('2024-02-02')],
    [60, day('2024-02-01')],
  ] as const) {
    await repos.evaluations.add({
      id: newId(),
      sessionId: id,
      overallScore: score,
      strengths: null,
      weaknesses: null,
      recommendation: null,
      detailedAnalysis: null,
      pillarScores: null,
      evaluatedAt: at,
    });
  }
  for (const clipPath of [`${id}/enrollment.webm`, `${id}/0-hash.webm`, `${id}/0-replaced.webm`]) {
    await repos.speakerEmbeddings.save({
      id: newId(),
      clipPath,
      embedding: [0.5, -0.25],
      createdAt: day('2024-01-01'),
    });
  }
  return session;
}

describeDatabaseContract('candidate data (data protection)', (context) => {
  const store = () => new OrmCandidateDataStore(context().db.orm);

  it('finds sessions by latest activity (completedAt, else startedAt) with their counts and files', async () => {
    const { jobId, job } = await givenJob(context().repos);
    const done = await givenFullSession(context(), jobId, {
      startedAt: day('2000-01-01'),
      completedAt: day('2000-01-02'),
    });
    const open = await givenFullSession(context(), jobId, { startedAt: day('2000-01-03') });
    await givenFullSession(context(), jobId, {
      startedAt: day('2000-01-01'),
      completedAt: day('2000-03-01'),
    });
    await givenFullSession(context(), jobId, { startedAt: day('2000-01-04') }); // exactly at the cutoff

    const found = (await store().find({ kind: 'inactive-before', cutoff: day('2000-01-04') })).filter(
      (f) => f.jobId === jobId,
    );
    expect(found.map((f) => f.sessionId)).toEqual([done.id, open.id]);
    expect(found[0]).toEqual({
      sessionId: done.id,
      jobId,
      jobTitle: job.title,
      candidateEmail: 'wanjiru@example.com',
      externalReference: 'GH-48213',
      startedAt: day('2000-01-01'),
      completedAt: day('2000-01-02'),
      answers: 2,
      evaluations: 2,
      embeddings: 3,
      media: [
        { kind: 'cv', path: `cv/${done.id}/cv.pdf` },
        { kind: 'verification', path: `${done.id}/identity.webm` },
        { kind: 'enrollment', path: `${done.id}/enrollment.webm` },
        { kind: 'answer-audio', path: `${done.id}/0-hash.webm` },
        { kind: 'answer-audio', path: `${done.id}/1-hash.webm` },
      ],
    });
  });

  it('matches an email ignoring case and spaces, in every organisation', async () => {
    const first = await givenJob(context().repos);
    const second = await givenJob(context().repos);
    const email = `Amina.${newId().slice(0, 6)}@Example.com`;
    const a = await givenFullSession(context(), first.jobId, {
      candidateEmail: ` ${email}`,
      startedAt: day('2020-01-01'),
    });
    const b = await givenFullSession(context(), second.jobId, {
      candidateEmail: email.toUpperCase(),
      startedAt: day('2020-01-02'),
    });
    await givenFullSession(context(), first.jobId, { candidateEmail: `x${email}` });
    const found = await store().find({ kind: 'email', email: email.toLowerCase() });
    expect(found.map((f) => [f.sessionId, f.jobId])).toEqual([
      [a.id, first.jobId],
      [b.id, second.jobId],
    ]);
  });

  it('counts only its own embeddings, even when the session id holds LIKE wildcards', async () => {
    const { jobId } = await givenJob(context().repos);
    const email = `wild-${newId()}@example.com`;
    const wild = `w_${newId()}`;
    const lookalike = `wx${wild.slice(2)}`;
    await givenFullSession(context(), jobId, { id: wild, candidateEmail: email });
    await givenFullSession(context(), jobId, { id: lookalike, candidateEmail: 'other@example.com' });
    const [found] = await store().find({ kind: 'email', email });
    expect(found?.embeddings).toBe(3);
    await store().delete({ kind: 'email', email });
    expect(await context().repos.speakerEmbeddings.findByClipPath(`${wild}/0-replaced.webm`)).toBeNull();
    expect(
      await context().repos.speakerEmbeddings.findByClipPath(`${lookalike}/0-replaced.webm`),
    ).not.toBeNull();
  });

  it('loads full records: every evaluation oldest first, answers by question, embeddings, ratings', async () => {
    const { jobId, job, userId } = await givenJob(context().repos);
    const email = `load-${newId()}@example.com`;
    const session = await givenFullSession(context(), jobId, {
      candidateEmail: email,
      candidateName: 'Amina',
    });
    const [answer] = await context().repos.candidateResponses.listBySession(session.id);
    const rating = { id: newId(), responseId: answer!.id, raterId: userId, impersonatorId: null };
    await context().repos.answerRatings.set({ ...rating, rating: 2, at: day('1999-01-01') });
    const [record] = await store().load({ kind: 'email', email });
    expect(record?.session).toMatchObject({ id: session.id, candidateName: 'Amina', candidateEmail: email });
    expect(record?.ratings).toEqual([
      { responseId: answer!.id, raterId: userId, rating: 2, ratedAt: day('1999-01-01') },
    ]);
    expect(record?.jobTitle).toBe(job.title);
    expect(record?.answers.map((a) => a.questionIndex)).toEqual([0, 1]);
    expect(record?.evaluations.map((e) => e.overallScore)).toEqual([60, 80]);
    expect(record?.embeddings.map((e) => e.embedding)).toEqual([
      [0.5, -0.25],
      [0.5, -0.25],
      [0.5, -0.25],
    ]);
    expect(record?.media).toHaveLength(5);
  });

  it('deletes the selected sessions with their rows, leaving jobs, users and other sessions', async () => {
    const { repos } = context();
    const { jobId, userId } = await givenJob(repos);
    const old = await givenFullSession(context(), jobId, { startedAt: day('1990-01-01') });
    const kept = await givenFullSession(context(), jobId, { startedAt: day('1996-01-01') });
    // What was said to the candidate and asked by them goes with the interview (docs/behaviour/interview.md §17, §18).
    const { organisationId } = (await repos.jobs.findById(jobId))!;
    await repos.candidateFeedback.open({ sessionId: old.id, jobId, createdAt: day('1990-01-02') });
    await repos.humanReviews.add(
      newHumanReviewRequest({
        id: newId(),
        sessionId: old.id,
        jobId,
        organisationId,
        message: 'Please review',
        requestedAt: day('1990-01-03'),
      }),
    );
    const look = {
      sessionId: old.id,
      organisationId,
      userId,
      kind: 'answer_played' as const,
      at: day('1990-01-03'),
    };
    await repos.reviewEvents.record({ ...look, id: newId() });
    const [oldAnswer] = await repos.candidateResponses.listBySession(old.id);
    const [keptAnswer] = await repos.candidateResponses.listBySession(kept.id);
    const rating = { impersonatorId: null, raterId: userId, rating: 4 as const, at: day('1997-01-01') };
    await repos.answerRatings.set({ ...rating, id: newId(), responseId: oldAnswer!.id });
    await repos.answerRatings.set({ ...rating, id: newId(), responseId: keptAnswer!.id });

    const deleted = await store().delete({ kind: 'inactive-before', cutoff: day('1995-01-01') });

    expect(deleted.map((f) => [f.sessionId, f.answers, f.evaluations, f.embeddings])).toEqual([
      [old.id, 2, 2, 3],
    ]);
    expect(await repos.candidateSessions.findById(old.id)).toBeNull();
    expect(await repos.candidateResponses.listBySession(old.id)).toEqual([]);
    expect(await repos.evaluations.findLatestBySession(old.id)).toBeNull();
    expect(await repos.candidateFeedback.findBySession(old.id)).toBeNull();
    expect(await repos.humanReviews.findBySession(old.id)).toBeNull();
    expect(await repos.reviewEvents.hasHumanLook(old.id)).toBe(false);
    expect(
      await repos.speakerEmbeddings.findByClipPaths([`${old.id}/0-hash.webm`, `${old.id}/0-replaced.webm`]),
    ).toEqual([]);
    // The team's ratings of the deleted answers, and their trail, go with them.
    expect(await repos.answerRatings.listByResponses([oldAnswer!.id, keptAnswer!.id])).toHaveLength(1);
    expect(await repos.answerRatings.listChangesByResponses([oldAnswer!.id])).toEqual([]);
    expect(await repos.candidateSessions.findById(kept.id)).not.toBeNull();
    expect(await repos.candidateResponses.listBySession(kept.id)).toHaveLength(2);
    expect(await repos.speakerEmbeddings.findByClipPath(`${kept.id}/0-replaced.webm`)).not.toBeNull();
    expect(await repos.jobs.findById(jobId)).not.toBeNull();
    expect(await repos.users.findById(userId)).not.toBeNull();
    expect(await store().delete({ kind: 'inactive-before', cutoff: day('1995-01-01') })).toEqual([]);
  });

  it('exports and removes with the session its self-identification, logged decisions and evaluation inputs', async () => {
    const { repos } = context();
    const { jobId, organisationId, userId } = await givenJob(repos);
    const email = `accountable-${newId()}@example.com`;
    const session = await givenFullSession(context(), jobId, { candidateEmail: email, status: 'completed' });
    const kept = await givenFullSession(context(), jobId, { status: 'completed' });
    const answers = { sex: 'female', ageBand: null, firstLanguage: 'twi', categories: [] };
    const evaluationId = newId();
    for (const s of [session, kept]) {
      await repos.selfIdentifications.save({ sessionId: s.id, answers, recordedAt: day('2024-03-01') });
      const id = s === session ? evaluationId : newId();
      await repos.evaluations.add({
        id,
        sessionId: s.id,
        overallScore: 70,
        strengths: null,
        weaknesses: null,
        recommendation: 'Hire',
        detailedAnalysis: null,
        pillarScores: null,
        evaluatedAt: day('2024-03-02'),
        provenance: { evaluatorVersion: 'v@1', inputDigest: 'a'.repeat(64), scoreInput: { job: {} } },
      });
      await repos.hiringDecisions.add({
        id: newId(),
        sessionId: s.id,
        jobId,
        organisationId,
        outcome: 'hired',
        previousOutcome: null,
        decidedAt: day('2024-03-03'),
        decidedByUserId: userId,
        impersonatorUserId: null,
        apiKeyId: null,
        source: 'screen',
        evaluationId: id,
        evaluatorVersion: 'v@1',
        overallScore: 70,
        recommendation: 'Hire',
      });
    }
    const [record] = await store().load({ kind: 'email', email });
    expect(record).toMatchObject({
      selfIdentification: answers,
      evaluationInputs: [{ evaluationId, evaluatorVersion: 'v@1' }],
      hiringDecisions: [{ sessionId: session.id, outcome: 'hired', evaluationId }],
    });

    await store().delete({ kind: 'email', email });
    const count = async (table: string, column: string, id: string) => {
      const connection = context().db.orm.em.fork().getConnection();
      const [row] = await connection.execute<{ n: number }[]>(
        `select count(*)::int as n from ${table} where ${column} = ?`,
        [id],
      );
      return Number(row?.n);
    };
    expect(await count('self_identifications', 'session_id', session.id)).toBe(0);
    expect(await count('hiring_decisions', 'session_id', session.id)).toBe(0);
    expect(await count('evaluation_inputs', 'evaluation_id', evaluationId)).toBe(0);
    expect(await repos.selfIdentifications.hasAnswers(kept.id)).toBe(true);
    expect(await count('hiring_decisions', 'session_id', kept.id)).toBe(1);
  });
});
