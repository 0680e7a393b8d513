import { expect, it } from 'vitest';
import type { JsonObject } from '@sauti/core/domain/json';
import { countStatements } from '../statement-counter.js';
import { at, aSession, givenJob, newId } from './fixtures.js';
import { describeDatabaseContract, describeStorageContract } from './harness.js';

describeStorageContract('review read model (whole-job reads)', (context) => {
  it('summarises the latest evaluation of each session of the job', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const other = await givenJob(repos);
    const a = await repos.candidateSessions.create(aSession(jobId));
    const b = await repos.candidateSessions.create(aSession(jobId));
    const unscored = await repos.candidateSessions.create(aSession(jobId));
    await repos.candidateSessions.create(aSession(jobId)); // never evaluated
    const elsewhere = await repos.candidateSessions.create(aSession(other.jobId));
    const evaluation = (sessionId: string, score: number, seconds: number, analysis?: JsonObject) =>
      repos.evaluations.add({
        id: newId(),
        sessionId,
        overallScore: score,
        strengths: null,
        weaknesses: null,
        recommendation: 'Hire',
        detailedAnalysis: analysis ?? {
          feedback: `score ${score}`,
          needsHumanReview: score < 50,
          evaluatorVersion: 'local-rubric@2',
          criteria: { communication: { score } },
        },
        pillarScores: { communication: score },
        evaluatedAt: at(seconds),
      });
    await evaluation(a.id, 40, 10);
    await evaluation(a.id, 75, 20);
    await evaluation(b.id, 60, 5, { feedback: 42, needsHumanReview: 'yes', evaluatorVersion: 7 });
    await evaluation(elsewhere.id, 99, 30);
    const reasons = ['Only 1 of 3 answers could be assessed; a score needs at least 2.'];
    await repos.evaluations.add({
      id: newId(),
      sessionId: unscored.id,
      overallScore: null,
      strengths: null,
      weaknesses: null,
      recommendation: null,
      detailedAnalysis: { scored: false, notScoredReasons: reasons, needsHumanReview: true },
      pillarScores: null,
      evaluatedAt: at(40),
    });

    const latest = await repos.reviewReads.latestEvaluationSummariesOfJob(jobId);
    const bySession = new Map(latest.map((e) => [e.sessionId, e]));
    expect([...bySession.keys()].sort()).toEqual([a.id, b.id, unscored.id].sort());
    expect(bySession.get(a.id)).toEqual({
      id: expect.any(String),
      sessionId: a.id,
      overallScore: 75,
      pillarScores: { communication: 75 },
      recommendation: 'Hire',
      feedback: 'score 75',
      needsHumanReview: false,
      evaluatorVersion: 'local-rubric@2',
      notScoredReasons: [],
      evaluatedAt: at(20),
    });
    // An interview not scored: no score, no criteria, and the reasons HR is shown.
    expect(bySession.get(unscored.id)).toMatchObject({
      overallScore: null,
      recommendation: null,
      needsHumanReview: true,
      notScoredReasons: reasons,
    });
    // Only a string is feedback or an evaluator version, and only `true` flags human review.
    expect(bySession.get(b.id)).toMatchObject({
      feedback: null,
      needsHumanReview: false,
      evaluatorVersion: null,
    });
  });

  it('sums answers, durations and voice mismatches per session asked for', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const s = await repos.candidateSessions.create(aSession(jobId));
    const quiet = await repos.candidateSessions.create(aSession(jobId));
    const silent = await repos.candidateSessions.create(aSession(jobId)); // no answers: absent
    const answer = async (sessionId: string, questionIndex: number, duration: number | null) =>
      (
        await repos.candidateResponses.upsert({
          id: newId(),
          sessionId,
          questionId: null,
          questionIndex,
          questionText: `Q${questionIndex}`,
          audioFilePath: `${sessionId}/${questionIndex}.webm`,
          duration,
          createdAt: at(questionIndex),
        })
      ).response;
    await answer(s.id, 0, 30);
    const second = await answer(s.id, 1, 45);
    await answer(s.id, 2, null);
    await answer(quiet.id, 0, 12);
    await repos.candidateResponses.setSamePerson(second.id, false);

    const summaries = await repos.reviewReads.answerSummariesOf([s.id, quiet.id, silent.id]);
    expect(summaries.sort((x, y) => y.answers - x.answers)).toEqual([
      { sessionId: s.id, answers: 3, totalDuration: 75, voiceMismatch: true },
      { sessionId: quiet.id, answers: 1, totalDuration: 12, voiceMismatch: false },
    ]);
  });
});

describeDatabaseContract('review read model (statements)', (context) => {
  it('reads the latest evaluations of a whole job in one statement', async () => {
    const { repos, db } = context();
    const { jobId } = await givenJob(repos);
    for (const seconds of [1, 2]) {
      const session = await repos.candidateSessions.create(aSession(jobId));
      await repos.evaluations.add({
        id: newId(),
        sessionId: session.id,
        overallScore: 50,
        strengths: null,
        weaknesses: null,
        recommendation: 'Hire',
        detailedAnalysis: {},
        pillarScores: null,
        evaluatedAt: at(seconds),
      });
    }
    const counter = countStatements(db.orm);
    const latest = await repos.reviewReads.latestEvaluationSummariesOfJob(jobId);
    counter.stop();
    expect(counter.statements).toHaveLength(1);
    expect(latest).toHaveLength(2);
  });
});
