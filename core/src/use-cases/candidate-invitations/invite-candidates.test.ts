import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '../../contract/candidate-intake.js';
import {
  ALREADY_INVITED_MESSAGE,
  DUPLICATE_PHONE_MESSAGE,
  DUPLICATE_ROW_MESSAGE,
  INVITATION_CONTACT_MESSAGES,
} from '../../rules/candidate-invitations.js';
import { invitationWorld } from './invitation-world.fixture.js';
import { JOB_NOT_ACTIVE_MESSAGE, MAIL_NOT_SENT_MESSAGE, SMS_NOT_SENT_MESSAGE } from './invite-candidates.js';

const amina = { name: 'Amina Otieno', email: 'Amina@Example.com ', phone: '+254 712 345678' };
const brian = { name: 'Brian Mwangi', email: 'brian@example.com', phone: '+254 722-345-678' };

describe('InviteCandidates', () => {
  it('mails each candidate a personal link to the job’s interview and stores only its digest', async () => {
    const world = await invitationWorld();
    const report = await world.send([amina, brian]);
    expect(report.counts).toEqual({ rows: 2, invited: 2, reported: 0 });
    expect(world.mailer.sent.map((m) => m.to)).toEqual(['amina@example.com', 'brian@example.com']);
    const mail = world.mailer.sent[0]!;
    expect(mail.subject).toBe('Your voice interview with Acme Logistics');
    // Greeted by name (not 'Hello,' then the name again), with the privacy policy at the foot.
    expect(mail.text.split('\n')[0]).toBe('Hello Amina Otieno,');
    expect(mail.text).toMatch(/^Acme Logistics invites you to a short voice interview/m);
    expect(mail.text).toContain('for the role of Field Sales Agent at Acme.');
    expect(mail.text.split('\n').at(-1)).toBe('Privacy policy: https://sauti.test/privacy');
    expect(mail.html).toContain('<a href="https://sauti.test/privacy">Privacy policy</a>');
    const [, token] = /https:\/\/sauti\.test\/interview\/job-1\?invite=(\S+)/.exec(mail.text)!;
    expect(token).toHaveLength(43);
    const stored = await world.invitations.findByTokenHash(world.digest.sha256Hex(token!));
    expect(stored).toMatchObject({ email: 'amina@example.com', name: 'Amina Otieno', jobId: 'job-1' });
    expect(JSON.stringify(await world.invitations.listByJob('job-1'))).not.toContain(token!);
    expect(stored!.expiresAt.toISOString()).toBe('2026-03-15T09:00:00.000Z');
    expect(world.announced.map((a) => a.moment)).toEqual(['created', 'created']);
  });

  it('reports bad rows with the intake’s messages and invites the good ones', async () => {
    const world = await invitationWorld();
    const report = await world.send([
      { name: '', email: 'not-an-email', phone: 'call me' },
      brian,
      'not a row',
    ]);
    expect(report.invited.map((i) => i.row)).toEqual([2]);
    expect(report.problems).toEqual([
      { row: 1, field: 'name', message: CANDIDATE_MESSAGES.nameRequired },
      { row: 1, field: 'phone', message: CANDIDATE_MESSAGES.phoneCharacters },
      { row: 1, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
      { row: 3, field: 'name', message: CANDIDATE_MESSAGES.nameRequired },
      { row: 3, field: 'email', message: INVITATION_CONTACT_MESSAGES.emailOrPhone },
    ]);
    expect(report.counts).toEqual({ rows: 3, invited: 1, reported: 2 });
  });

  it('never invites an address twice for a job, within a list or after an earlier one', async () => {
    const world = await invitationWorld();
    const first = await world.send([amina, { ...amina, email: 'AMINA@example.com' }]);
    expect(first.problems).toEqual([{ row: 2, field: 'email', message: DUPLICATE_ROW_MESSAGE(1) }]);
    const second = await world.send([brian, amina]);
    expect(second.invited.map((i) => i.email)).toEqual(['brian@example.com']);
    expect(second.problems).toEqual([{ row: 2, field: 'email', message: ALREADY_INVITED_MESSAGE }]);
    expect(world.mailer.to('amina@example.com')).toHaveLength(1);
  });

  it('hides another organisation’s job and refuses a job that is not active', async () => {
    const world = await invitationWorld();
    await expect(world.send([amina], world.stranger)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await world.jobs.update(world.job.id, { status: 'draft' });
    await expect(world.send([amina])).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: JOB_NOT_ACTIVE_MESSAGE,
    });
    expect(world.mailer.sent).toEqual([]);
  });

  it('keeps an invitation whose mail failed and says so on its row', async () => {
    const world = await invitationWorld();
    world.mailer.failWith = new Error('SMTP down');
    const report = await world.send([amina]);
    expect(report.invited).toHaveLength(1);
    expect(report.problems).toEqual([{ row: 1, field: 'email', message: MAIL_NOT_SENT_MESSAGE }]);
  });
});

describe('SMS invitations (docs/behaviour/interview.md §15)', () => {
  const chidi = { name: 'Chidi Okafor', phone: '+254 733 000111' };

  it('texts a row with only a number its personal link, naming the job and company', async () => {
    const world = await invitationWorld();
    const report = await world.send([chidi, amina]);
    expect(report.invited).toEqual([
      expect.objectContaining({ row: 1, email: null, phone: '+254733000111', channel: 'sms' }),
      expect.objectContaining({
        row: 2,
        email: 'amina@example.com',
        phone: '+254712345678',
        channel: 'email',
      }),
    ]);
    // The row with an address is mailed, not texted; the phone-only row texted, not mailed.
    expect(world.mailer.sent.map((m) => m.to)).toEqual(['amina@example.com']);
    expect(world.telephony.texts.map((t) => t.to)).toEqual(['+254733000111']);
    const text = world.telephony.texts[0]!.text;
    expect(text).toMatch(/^Acme Logistics invites you to a voice interview for Field Sales Agent at Acme\./);
    expect(text).toContain('valid until 2026-03-15');
    expect(text).toContain('Answer by phone call');
    const [, token] = /https:\/\/sauti\.test\/interview\/job-1\?invite=(\S+)/.exec(text)!;
    expect(await world.invitations.findByTokenHash(world.digest.sha256Hex(token!))).toMatchObject({
      email: null,
      phone: '+254733000111',
    });
  });

  it('refuses a number without its country code, or not a number, and never texts one twice', async () => {
    const world = await invitationWorld();
    const report = await world.send([
      { name: 'No Code', phone: '0733 000 111' },
      { name: 'Too Short', phone: '+254 7' },
      chidi,
      { ...chidi, name: 'Same Number', phone: '+254733000111' },
    ]);
    expect(report.problems).toEqual([
      { row: 1, field: 'phone', message: INVITATION_CONTACT_MESSAGES.countryCode },
      { row: 2, field: 'phone', message: INVITATION_CONTACT_MESSAGES.invalidPhone },
      { row: 4, field: 'phone', message: DUPLICATE_PHONE_MESSAGE(3) },
    ]);
    const again = await world.send([chidi]);
    expect(again.problems).toEqual([{ row: 1, field: 'phone', message: ALREADY_INVITED_MESSAGE }]);
    expect(world.telephony.texts).toHaveLength(1);
  });

  it('keeps a mailed row whose number has no country code, as typed: it is never texted', async () => {
    const world = await invitationWorld();
    const report = await world.send([
      { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '0712 345 678' },
    ]);
    expect(report.problems).toEqual([]);
    expect(report.invited).toHaveLength(1);
    expect(world.mailer.sent.map((m) => m.to)).toEqual(['wanjiru@example.com']);
    expect(world.telephony.texts).toEqual([]);
    const [, token] = /\?invite=(\S+)/.exec(world.mailer.sent[0]!.text)!;
    expect(await world.invitations.findByTokenHash(world.digest.sha256Hex(token!))).toMatchObject({
      phone: '0712 345 678',
    });
  });

  it('without a phone provider refuses each phone-only row and still invites the others', async () => {
    const world = await invitationWorld({ sms: false });
    const report = await world.send([chidi, amina]);
    expect(report.invited.map((i) => i.row)).toEqual([2]);
    expect(report.problems).toEqual([
      { row: 1, field: 'phone', message: INVITATION_CONTACT_MESSAGES.smsNotConfigured },
    ]);
    expect(INVITATION_CONTACT_MESSAGES.smsNotConfigured).toMatch(/^SMS invitations need a phone provider/);
    expect(world.telephony.texts).toEqual([]);
  });

  it('keeps an invitation whose SMS the provider refused and says so on its row', async () => {
    const world = await invitationWorld();
    world.telephony.sendSms = () => Promise.reject(new Error('provider down'));
    const report = await world.send([chidi]);
    expect(report.invited).toHaveLength(1);
    expect(report.problems).toEqual([{ row: 1, field: 'phone', message: SMS_NOT_SENT_MESSAGE }]);
  });

  it('leaves no link in what the employer typed, only the personal one', async () => {
    const world = await invitationWorld();
    await world.jobs.update(world.job.id, {
      title: 'Visit https://evil.example/x',
      companyName: 'www.evil.example',
    });
    await world.send([chidi]);
    const text = world.telephony.texts[0]!.text;
    expect(text).not.toMatch(/https:\/\/evil|www\.evil|evil\.example/);
    expect(text.match(/https?:\/\//g)).toHaveLength(1);
  });
});

describe('typed text in the invitation mail (issue 28, finding 4)', () => {
  it('keeps the job title out of the Subject and leaves no link in what the employer typed', async () => {
    const world = await invitationWorld();
    const phishing = 'Payroll: your account is suspended - sign in at https://evil.example/login';
    await world.jobs.update(world.job.id, { title: phishing, companyName: 'See www.evil.example' });
    await world.send([{ ...amina, name: 'Amina, write to payroll@evil.example' }]);
    const mail = world.mailer.sent[0]!;
    expect(mail.subject).toBe('Your voice interview with Acme Logistics');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) {
      expect(part).not.toMatch(/https:\/\/evil|evil\.example|www\.evil|@evil/);
    }
    expect(mail.text).toContain('sign in at https[:]//evil[.]example/login at See www[.]evil[.]example.');
    expect(mail.text.split('\n')[0]).toBe('Hello Amina, write to payroll[at]evil[.]example,');
    // The personal link itself is the platform's and stays a link.
    expect(mail.text).toMatch(/https:\/\/sauti\.test\/interview\/job-1\?invite=/);
  });
});

describe('the daily budget of invitation mails', () => {
  it('gives an organisation in its first day 100 mails, then the full budget once it is a day old', async () => {
    const world = await invitationWorld({ organisationAgeMs: 60 * 60_000 });
    const list = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        name: `Candidate ${from + i}`,
        email: `c${from + i}@example.com`,
        phone: '',
      }));
    expect((await world.send(list(0, 100))).counts.invited).toBe(100);
    await expect(world.send(list(100, 1))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^A new organisation may send 100 interview invitations on its first day/,
      ),
    });
    expect(world.mailer.sent).toHaveLength(100);
    world.clock.advance(23 * 60 * 60_000); // a day old, and a new day's window
    expect((await world.send(list(100, 500))).counts.invited).toBe(500);
  });

  it('refuses a list the day cannot cover, storing and mailing nothing, and refills the next day', async () => {
    const world = await invitationWorld();
    const list = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        name: `Candidate ${from + i}`,
        email: `c${from + i}@example.com`,
        phone: '',
      }));
    for (let n = 0; n < 4; n++) expect((await world.send(list(n * 500, 500))).counts.invited).toBe(500);
    await expect(world.send(list(2_000, 1))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(world.mailer.sent).toHaveLength(2_000);
    expect(await world.invitations.emailsOfJob('job-1')).not.toContain('c2000@example.com');
    world.clock.advance(86_400_000);
    expect((await world.send(list(2_000, 1))).counts.invited).toBe(1);
  });
});
