import { describe, expect, it } from 'vitest';
import {
  NOW,
  dataProtectionTestbed,
  daysAgo,
  givenFullSession,
} from '../../testing/data-protection-testbed.js';
import { newHumanReviewRequest } from '../../domain/human-review.js';
import { InMemoryEvaluationRepository } from '../../testing/in-memory-evaluations.js';
import {
  InMemoryCandidateFeedbackRepository,
  InMemoryFeedbackSettings,
} from '../../testing/in-memory-feedback.js';
import { InMemoryHumanReviewRepository } from '../../testing/in-memory-human-reviews.js';
import { ExportCandidate } from './export-candidate.js';

describe('ExportCandidate', () => {
  it('exports every session of the address with answers, evaluations, embeddings and files', async () => {
    const bed = dataProtectionTestbed();
    await givenFullSession(bed, { id: 'w1', candidateEmail: 'wanjiru@example.com', startedAt: daysAgo(3) });
    await givenFullSession(bed, { id: 'o1', candidateEmail: 'otieno@example.com', startedAt: daysAgo(2) });
    await bed.blobs.delete('verification/w1/identity.webm');
    await bed.blobs.put('audio/w1/2-orphan.webm', new Uint8Array(9), 'audio/webm');
    const [, second] = bed.store.answers.filter((a) => a.sessionId === 'w1');
    bed.store.ratings.push({ responseId: second!.id, raterId: 'user-amina', rating: 4, ratedAt: daysAgo(1) });

    const exported = await new ExportCandidate(bed.deps).execute({ email: 'Wanjiru@example.com' });

    expect(exported.email).toBe('wanjiru@example.com');
    expect(exported.exportedAt).toEqual(NOW);
    expect(exported.sessions).toHaveLength(1);
    const [record] = exported.sessions;
    expect(record!.job).toEqual({ id: 'job-a', title: 'Sales lead' });
    expect(record!.session).toMatchObject({
      id: 'w1',
      candidateName: 'Wanjiru Kamau',
      candidatePhone: '+254700000001',
    });
    expect(record!.session).not.toHaveProperty('candidateTokenHash');
    expect(record!.answers.map((a) => a.transcribedText)).toEqual(['Answer 0', 'Answer 1']);
    expect(record!.evaluations.map((e) => e.overallScore)).toEqual([70]);
    // What the team said about the answer, not who said it.
    expect(record!.ratings).toEqual([{ questionIndex: 1, rating: 4, ratedAt: daysAgo(1) }]);
    expect(record!.speakerEmbeddings.map((e) => e.clipPath).sort()).toEqual([
      'w1/0-hash.webm',
      'w1/0-old.webm',
      'w1/enrollment-hash.webm',
    ]);
    expect(record!.media).toEqual([
      {
        kind: 'cv',
        path: 'cv/w1/cv.pdf',
        key: 'cv/w1/cv.pdf',
        present: true,
        size: 1000,
        contentType: 'application/pdf',
      },
      {
        kind: 'verification',
        path: 'w1/identity.webm',
        key: 'verification/w1/identity.webm',
        present: false,
        size: null,
        contentType: null,
      },
      {
        kind: 'enrollment',
        path: 'w1/enrollment-hash.webm',
        key: 'audio/w1/enrollment-hash.webm',
        present: true,
        size: 100,
        contentType: 'audio/webm',
      },
      {
        kind: 'answer-audio',
        path: 'w1/0-hash.webm',
        key: 'audio/w1/0-hash.webm',
        present: true,
        size: 100,
        contentType: 'audio/webm',
      },
      {
        kind: 'answer-audio',
        path: 'w1/1-hash.webm',
        key: 'audio/w1/1-hash.webm',
        present: true,
        size: 100,
        contentType: 'audio/webm',
      },
      {
        kind: 'unreferenced',
        path: null,
        key: 'audio/w1/2-orphan.webm',
        present: true,
        size: 9,
        contentType: 'audio/webm',
      },
    ]);
    expect(bed.store.sessions).toHaveLength(2);
  });

  it('exports an empty list for an unknown address', async () => {
    const bed = dataProtectionTestbed();
    expect((await new ExportCandidate(bed.deps).execute({ email: 'nobody@example.com' })).sessions).toEqual(
      [],
    );
  });

  it('exports what the candidate was told and asked, without the page link’s digest', async () => {
    const bed = dataProtectionTestbed();
    await givenFullSession(bed, { id: 'w1', candidateEmail: 'wanjiru@example.com', startedAt: daysAgo(3) });
    const evaluations = new InMemoryEvaluationRepository();
    const feedback = new InMemoryCandidateFeedbackRepository({
      settings: new InMemoryFeedbackSettings(),
      evaluations,
    });
    const reviews = new InMemoryHumanReviewRepository();
    await feedback.open({ sessionId: 'w1', jobId: 'job-a', createdAt: daysAgo(3) });
    const content = { strengths: ['Clear'], growth: [], note: null, figures: null };
    await feedback.claimSending('w1', ['pending'], {
      content,
      at: daysAgo(1),
      by: null,
      linkTokenHash: 'd'.repeat(64),
      linkExpiresAt: NOW,
    });
    const request = newHumanReviewRequest({
      id: 'r1',
      sessionId: 'w1',
      jobId: 'job-a',
      organisationId: 'org-1',
      message: 'Please listen again',
      requestedAt: daysAgo(1),
    });
    await reviews.add(request);

    const exported = await new ExportCandidate({ ...bed.deps, feedback, reviews }).execute({
      email: 'wanjiru@example.com',
    });
    const { correspondence } = exported.sessions[0]!;
    expect(correspondence.feedback).toMatchObject({ status: 'sent', sent: content, sentAt: daysAgo(1) });
    expect(correspondence.feedback).not.toHaveProperty('linkTokenHash');
    expect(correspondence.reviewRequest).toEqual(request);
  });
});
