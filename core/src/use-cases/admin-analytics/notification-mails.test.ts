import { describe, expect, it } from 'vitest';
import type { CompletedCandidateRow } from '../../ports/admin-analytics-queries.js';
import type { Mailer } from '../../ports/mailer.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { RecordingMailer } from '../../testing/recording-mailer.js';
import { analyticsCutoffs } from '../../rules/analytics-windows.js';
import { candidateNotificationMail, candidateReviewLink } from './candidate-notification-mail.js';
import { FakeAnalyticsQueries } from '../../testing/fake-analytics-queries.js';
import { SendCandidateNotifications } from './send-candidate-notifications.js';
import { SAMPLE_CANDIDATE, SendTestEmail } from './send-test-email.js';

const admin = { userId: 'boss', organisationId: null, isAdmin: true };
const hr = { userId: 'hr', organisationId: 'org', isAdmin: false };
const NOW = new Date('2026-11-22T12:00:00.000Z');
const publicUrl = 'https://hire.sauti.example/';
const boss = { email: 'boss@sauti-hq.com', firstName: 'Kofi' };

/** A mailer that really delivers (no outbox location). */
class DeliveringMailer extends RecordingMailer implements Mailer {
  override async send(message: Parameters<Mailer['send']>[0]) {
    const sent = await super.send(message);
    return { id: sent.id };
  }
}

describe('SendTestEmail', () => {
  it('mails the admin a sample candidate scored 82% in text and HTML, and says it was sent', async () => {
    const mailer = new DeliveringMailer();
    const result = await new SendTestEmail({ mailer, publicUrl }).execute(admin, boss);
    expect(result).toEqual({ success: true, message: 'Test email sent to boss@sauti-hq.com.' });
    const [mail] = mailer.to('boss@sauti-hq.com');
    expect(SAMPLE_CANDIDATE.score).toBe(82);
    expect(mail!.subject).toMatch(/^\[Test\] /);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('82%');
      expect(body).toContain(SAMPLE_CANDIDATE.candidateName);
      expect(body).toContain('https://hire.sauti.example/jobs/sample-job/candidates/sample');
    }
    expect(mail!.html).toContain('<a href=');
    expect(mail!.text).not.toContain('<');
  });

  it('says truthfully that mail is not configured when it only reached the outbox', async () => {
    const mailer = new RecordingMailer();
    const result = await new SendTestEmail({ mailer, publicUrl }).execute(admin, boss);
    expect(result.success).toBe(false);
    expect(result.message).toContain('SMTP_URL');
    expect(result.message).toContain('memory:1');
    expect(mailer.sent).toHaveLength(1);
  });

  it('reports a mailer failure with its reason', async () => {
    const mailer = new RecordingMailer();
    mailer.failWith = new Error('connect ECONNREFUSED');
    const result = await new SendTestEmail({ mailer, publicUrl }).execute(admin, boss);
    expect(result).toEqual({
      success: false,
      message: 'The test email to boss@sauti-hq.com could not be sent: connect ECONNREFUSED',
    });
  });

  it('is admin only', async () => {
    await expect(
      new SendTestEmail({ mailer: new RecordingMailer(), publicUrl }).execute(hr, boss),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

function completed(overrides: Partial<CompletedCandidateRow>): CompletedCandidateRow {
  return {
    sessionId: 's',
    jobId: 'j1',
    jobTitle: 'Cashier',
    candidateName: 'Ama',
    completedAt: NOW,
    score: null,
    evaluated: overrides.score !== undefined && overrides.score !== null,
    ownerId: 'u1',
    ownerEmail: 'thandi@umoja.co.za',
    ownerFirstName: 'Thandi',
    ...overrides,
  };
}

describe('SendCandidateNotifications', () => {
  it('sends one digest per job owner with names, jobs, scores and review links', async () => {
    const queries = new FakeAnalyticsQueries();
    queries.completed = [
      completed({ sessionId: 's1', score: 91 }),
      completed({
        sessionId: 's2',
        ownerId: 'u2',
        ownerEmail: 'kwame@acme.co',
        ownerFirstName: null,
        jobId: 'j2',
        jobTitle: 'Driver',
        candidateName: null,
      }),
      completed({ sessionId: 's3', candidateName: 'Efua', score: 64.6 }),
      completed({ sessionId: 's4', candidateName: 'Kofi', score: null, evaluated: true }),
    ];
    const mailer = new DeliveringMailer();
    const use = new SendCandidateNotifications({ queries, mailer, clock: new FixedClock(NOW), publicUrl });
    expect(await use.execute(admin)).toEqual({ emailsSent: 2 });
    expect(queries.calls).toContainEqual({
      method: 'completedCandidatesSince',
      args: analyticsCutoffs(NOW).weekStart,
    });

    const [thandi] = mailer.to('thandi@umoja.co.za');
    expect(thandi!.subject).toBe('3 new candidates completed an interview on Sauti');
    for (const body of [thandi!.text, thandi!.html]) {
      expect(body).toContain('Hello Thandi,');
      expect(body).toContain('Ama');
      expect(body).toContain('91%');
      expect(body).toContain('Efua');
      expect(body).toContain('65%');
      // Evaluated with too few assessable answers: 'Not scored', as on the screens.
      expect(body).toContain('Not scored');
      expect(body).not.toContain('Not evaluated yet');
      expect(body).toContain(candidateReviewLink(publicUrl, 'j1', 's3'));
    }
    expect(candidateReviewLink(publicUrl, 'j1', 's3')).toBe(
      'https://hire.sauti.example/jobs/j1/candidates/s3',
    );
    const [kwame] = mailer.to('kwame@acme.co');
    expect(kwame!.text).toContain('Hello there,');
    expect(kwame!.text).toContain('- Candidate, Driver: score Not evaluated yet');
    expect(kwame!.html).not.toContain('Ama');
  });

  it('sends nothing when no interview completed in the window', async () => {
    const mailer = new RecordingMailer();
    const use = new SendCandidateNotifications({
      queries: new FakeAnalyticsQueries(),
      mailer,
      clock: new FixedClock(NOW),
      publicUrl,
    });
    expect(await use.execute(admin)).toEqual({ emailsSent: 0 });
    expect(mailer.sent).toHaveLength(0);
  });

  it('counts only accepted mails, reports failures, and says when mail only reached the outbox', async () => {
    const queries = new FakeAnalyticsQueries();
    queries.completed = [completed({ sessionId: 's1' })];
    const failing = new RecordingMailer();
    failing.failWith = new Error('refused');
    const errors: unknown[] = [];
    const use = (mailer: Mailer) =>
      new SendCandidateNotifications({
        queries,
        mailer,
        clock: new FixedClock(NOW),
        publicUrl,
        reportError: (e) => errors.push(e),
      });
    expect(await use(failing).execute(admin)).toEqual({ emailsSent: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    const outbox = await use(new RecordingMailer()).execute(admin);
    expect(outbox.emailsSent).toBe(1);
    expect(outbox.message).toContain('SMTP_URL');
  });

  it('is admin only', async () => {
    const use = new SendCandidateNotifications({
      queries: new FakeAnalyticsQueries(),
      mailer: new RecordingMailer(),
      clock: new FixedClock(NOW),
      publicUrl,
    });
    await expect(use.execute(hr)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('candidateNotificationMail', () => {
  it('keeps a name or title with line breaks on its own line: no injected "Review:" link', () => {
    const mail = candidateNotificationMail({
      to: 'hr@acme.co.ke',
      firstName: 'Amina\r\nReview: https://evil.example/phish',
      candidates: [
        {
          candidateName: 'Zawadi\nReview: https://evil.example/login\n',
          jobTitle: 'Driver\r\n- Fake, line',
          score: 80,
          evaluated: true,
          reviewUrl: 'https://hire.sauti.example/jobs/j/candidates/s',
        },
      ],
    });
    const lines = mail.text.split('\n');
    expect(lines.filter((l) => l.trim().startsWith('Review:'))).toEqual([
      '  Review: https://hire.sauti.example/jobs/j/candidates/s',
    ]);
    expect(lines.filter((l) => l.startsWith('- '))).toHaveLength(1);
    expect(lines[0]).toBe('Hello Amina Review: https://evil.example/phish,');
  });
});
