import { expect, it } from 'vitest';
import type { CandidateResponseSubmission } from '@sauti/core/domain/candidate-response';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract, type ContractContext } from './harness.js';

async function givenSession(context: ContractContext) {
  const { jobId } = await givenJob(context.repos);
  const session = await context.repos.candidateSessions.create(aSession(jobId, { candidateName: 'Wanjiru' }));
  return { jobId, session };
}

function anAnswer(
  sessionId: string,
  questionIndex: number,
  overrides: Partial<CandidateResponseSubmission> = {},
) {
  return {
    id: newId(),
    sessionId,
    questionId: null,
    questionIndex,
    questionText: `Question ${questionIndex}`,
    audioFilePath: `audio/${sessionId}/${questionIndex}.webm`,
    duration: 42,
    createdAt: at(questionIndex),
    ...overrides,
  };
}

describeStorageContract('candidate sessions, responses and evaluations', (context) => {
  it('creates a session with the spec defaults', async () => {
    const { session } = await givenSession(context());
    expect(session).toMatchObject({
      status: 'in_progress',
      currentQuestionIndex: 0,
      verificationStatus: 'not_required',
      tabSwitchCount: 0,
      inPanel: false,
      hiringOutcome: null,
      completedAt: null,
      phraseMatchExact: null,
      candidateName: 'Wanjiru',
    });
  });

  it('updates panel, outcome, scores and json fields, and scopes by job', async () => {
    const { repos } = context();
    const { jobId, session } = await givenSession(context());
    const updated = await repos.candidateSessions.update(session.id, {
      inPanel: true,
      hiringOutcome: 'hired',
      hiringOutcomeUpdatedAt: at(5),
      phraseMatchScore: 0.875,
      timePerQuestion: [12, 30.5],
      voiceVerifyScores: { first: 0.9 },
    });
    expect(updated).toMatchObject({ inPanel: true, hiringOutcome: 'hired', phraseMatchScore: 0.875 });
    const replaced = await repos.candidateSessions.update(session.id, {
      voiceVerifyScores: { second: 0.5 },
      hiringOutcome: null,
    });
    expect(replaced?.voiceVerifyScores).toEqual({ second: 0.5 });
    expect(replaced?.hiringOutcome).toBeNull();
    expect(await repos.candidateSessions.findInJob(session.id, jobId)).toEqual(replaced);
    expect(await repos.candidateSessions.findInJob(session.id, newId())).toBeNull();
    expect(await repos.candidateSessions.update(newId(), { inPanel: true })).toBeNull();
  });

  it('lists sessions of jobs by start time', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const late = await repos.candidateSessions.create(aSession(jobId, { startedAt: at(20) }));
    const early = await repos.candidateSessions.create(aSession(jobId, { startedAt: at(10) }));
    expect((await repos.candidateSessions.listByJob(jobId)).map((s) => s.id)).toEqual([early.id, late.id]);
    expect(await repos.candidateSessions.listByJobs([])).toEqual([]);
  });

  it('stores a retried upload once', async () => {
    const { repos } = context();
    const { session } = await givenSession(context());
    const answer = anAnswer(session.id, 0);
    const first = await repos.candidateResponses.upsert(answer);
    const retry = await repos.candidateResponses.upsert({ ...answer, id: newId() });
    expect(first.created).toBe(true);
    expect(retry).toEqual({ response: first.response, created: false });
    expect(first.response).toMatchObject({ isSamePerson: true, transcribedText: null, duration: 42 });
    const racing = await Promise.all(
      [1, 2, 3].map(() => repos.candidateResponses.upsert(anAnswer(session.id, 1))),
    );
    expect(racing.filter((result) => result.created)).toHaveLength(1);
    expect(await repos.candidateResponses.listBySession(session.id)).toHaveLength(2);
  });

  it('keeps the transcript for the same audio and clears it for new audio', async () => {
    const { repos } = context();
    const { session } = await givenSession(context());
    const { response } = await repos.candidateResponses.upsert(anAnswer(session.id, 0));
    const words = [
      { word: 'i', startSeconds: 0.12, endSeconds: 0.3, confidence: 0.95 },
      { word: 'sell', startSeconds: 0.3, endSeconds: 0.81, confidence: null },
    ];
    const saved = await repos.candidateResponses.saveTranscript(response.id, {
      text: 'i sell',
      confidence: 0.8,
      readableText: 'I sell.',
      words,
      transcriber: 'pocketsphinx (offline), job-adapted model',
    });
    expect(saved).toMatchObject({
      transcribedText: 'i sell',
      readableText: 'I sell.',
      transcriptionConfidence: 0.8,
      transcriptWords: words,
      transcriber: 'pocketsphinx (offline), job-adapted model',
    });
    const same = await repos.candidateResponses.upsert(anAnswer(session.id, 0));
    expect(same.response).toMatchObject({
      transcribedText: 'i sell',
      readableText: 'I sell.',
      transcriptWords: words,
      transcriber: 'pocketsphinx (offline), job-adapted model',
    });
    const rerecorded = await repos.candidateResponses.upsert(
      anAnswer(session.id, 0, { audioFilePath: 'new.webm' }),
    );
    expect(rerecorded.response).toMatchObject({
      id: response.id,
      audioFilePath: 'new.webm',
      transcribedText: null,
      readableText: null,
      transcriptWords: null,
      transcriber: null,
    });
    expect(rerecorded.response.transcriptionConfidence).toBeNull();
    await repos.candidateResponses.setSamePerson(response.id, false);
    expect((await repos.candidateResponses.findBySessionAndIndex(session.id, 0))?.isSamePerson).toBe(false);
    expect(
      await repos.candidateResponses.saveTranscript(newId(), { text: 'x', confidence: null }),
    ).toBeNull();
  });

  it('lists answers by session then question index', async () => {
    const { repos } = context();
    const a = await givenSession(context());
    const b = await givenSession(context());
    for (const index of [2, 0, 1]) await repos.candidateResponses.upsert(anAnswer(a.session.id, index));
    await repos.candidateResponses.upsert(anAnswer(b.session.id, 0));
    const listed = await repos.candidateResponses.listBySessions([a.session.id, b.session.id]);
    const expectedOrder = [a.session.id, b.session.id].sort();
    expect(listed.map((r) => r.sessionId)).toEqual(
      expectedOrder.flatMap((id) => (id === a.session.id ? [id, id, id] : [id])),
    );
    expect(listed.filter((r) => r.sessionId === a.session.id).map((r) => r.questionIndex)).toEqual([0, 1, 2]);
  });

  it('returns the latest evaluation of each session', async () => {
    const { repos } = context();
    const a = await givenSession(context());
    const b = await givenSession(context());
    const base = {
      strengths: 'Clear. Calm',
      weaknesses: null,
      recommendation: 'hire',
      detailedAnalysis: { summary: 'ok' },
    };
    await repos.evaluations.add({
      id: newId(),
      sessionId: a.session.id,
      overallScore: 50,
      pillarScores: null,
      evaluatedAt: at(1),
      ...base,
    });
    const latest = await repos.evaluations.add({
      id: newId(),
      sessionId: a.session.id,
      overallScore: 81,
      pillarScores: { communication: 8.5 },
      evaluatedAt: at(2),
      ...base,
    });
    expect(latest.pillarScores).toEqual({ communication: 8.5 });
    expect(await repos.evaluations.findLatestBySession(a.session.id)).toEqual(latest);
    expect(await repos.evaluations.findLatestBySession(b.session.id)).toBeNull();
    expect(await repos.evaluations.listLatestBySessions([a.session.id, b.session.id])).toEqual([latest]);
  });
});
