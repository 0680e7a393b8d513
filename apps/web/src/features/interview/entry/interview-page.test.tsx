import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, disposeQueues, formOf, job, renderInterview } from '../testing/interview-test-kit';

afterEach(() => {
  cleanup();
  disposeQueues();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const jobRoute = { 'GET /api/public/jobs/j1': () => Response.json(job) };

describe('/interview without a job (docs/behaviour/interview.md §2.2)', () => {
  it('lists the available interviews with a Start Interview link each', async () => {
    renderInterview('/interview', {
      'GET /api/public/jobs': () =>
        Response.json([
          { id: 'j1', title: 'Field Sales Agent', description: 'Sell', language: 'en', questionCount: 3 },
        ]),
    });
    const card = (await screen.findByText('Field Sales Agent')).closest('li')!;
    expect(within(card).getByText('English · 3 questions')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Start Interview/ })
        .getAttribute('href'),
    ).toBe('/interview/j1');
  });

  it("shows 'No Interviews Available' when none is open", async () => {
    renderInterview('/interview', { 'GET /api/public/jobs': () => Response.json([]) });
    expect(await screen.findByRole('heading', { name: 'No Interviews Available' })).toBeTruthy();
  });
});

describe("'Interview Not Found'", () => {
  it.each([
    ['a job the server does not have', () => new Response('Interview not found', { status: 404 })],
    ['a job with no questions', () => Response.json({ ...job, questions: [] })],
    ['a failed load', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is shown for %s, with Return to Home', async (_, answer) => {
    renderInterview('/interview/j1', { 'GET /api/public/jobs/j1': answer });
    expect(await screen.findByRole('heading', { name: 'Interview Not Found' })).toBeTruthy();
    // A plain link: the candidate's entry has no router, the home page is the HR app's.
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('the instructions stage', () => {
  it('shows the estimated length, ceil(n × 2.5) minutes, and the mobile data before starting', async () => {
    renderInterview('/interview/j1', jobRoute);
    expect(await screen.findByText('8 minutes')).toBeTruthy();
    // 3 × 90 s + 30 s at 3.4 kB/s = 1.02 MB, plus 3 × 80 kB of question audio.
    expect(screen.getByTestId('data-estimate').textContent).toContain('about 1.3 MB at most');
  });

  it('shows the intake messages and sends nothing until the form is valid', async () => {
    const { fetchMock } = renderInterview('/interview/j1', jobRoute);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Interview' }));
    expect(screen.getByText('Name Required')).toBeTruthy();
    expect(screen.getByText('Phone Number Required')).toBeTruthy();
    expect(screen.getByText('Email Required')).toBeTruthy();
    expect(screen.getByText(/Please agree to the recording/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ama@' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '081 ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText(/Phone number may only contain digits/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/sessions')).toHaveLength(0);
  });

  it('says before recording that answers are scored automatically and a person decides, with the explanation a tap away', async () => {
    renderInterview('/interview/j1', jobRoute);
    const notice = await screen.findByTestId('consent-notice');
    expect(notice.textContent).toContain(
      'Your answers are transcribed and scored automatically. A person makes every decision about your application.',
    );
    const link = within(notice).getByRole('link', { name: 'How your interview is assessed' });
    expect(link.getAttribute('href')).toBe('/interview/j1/assessment');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('checks each field as the candidate types: a message goes the moment its field is fixed', async () => {
    renderInterview('/interview/j1', jobRoute);
    const name = await screen.findByLabelText('Full name');
    // Nothing is shouted at a candidate who has not left a field yet.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ama@' } });
    expect(screen.queryByText('Invalid Email')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ama@example.com' } });
    expect(screen.queryByText('Invalid Email')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(screen.getByText('Name Required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ama Mensah' } });
    // Before, 'Name Required' stayed in red under the filled field until the next submit.
    expect(screen.queryByText('Name Required')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Phone Number Required')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I agree to my answers being recorded/));
    expect(screen.queryByText(/Please agree to the recording/)).toBeNull();
  });

  it('refuses a CV of the wrong type before any upload', async () => {
    renderInterview('/interview/j1', jobRoute);
    const input = await screen.findByLabelText(/CV \(optional/);
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.png', { type: 'image/png' })] } });
    expect(screen.getByText(/Please upload a PDF, DOC, or DOCX file/)).toBeTruthy();
  });

  async function fillIntake() {
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ama Mensah' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+264 81 123 4567' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ama@example.com' } });
    fireEvent.click(screen.getByLabelText(/I agree to my answers being recorded/));
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
  }

  it('creates the session with consent, remembers it on this device and opens the warm-up', async () => {
    const { fetchMock } = renderInterview('/interview/j1', {
      ...jobRoute,
      'POST /api/sessions': () =>
        Response.json({ id: 's1', candidateToken: 'tok', verificationFilePath: null }, { status: 201 }),
    });
    await fillIntake();
    expect(await screen.findByRole('heading', { name: 'Practice question: voice warm-up' })).toBeTruthy();
    const form = formOf(callsTo(fetchMock, 'POST', '/api/sessions')[0]![1]);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'referrerUrl'))).toEqual({
      jobId: 'j1',
      candidateName: 'Ama Mensah',
      candidatePhone: '+264 81 123 4567',
      candidateEmail: 'ama@example.com',
      consent: 'true',
    });
    expect(JSON.parse(localStorage.getItem('sauti.interview.j1')!)).toMatchObject({
      sessionId: 's1',
      candidateToken: 'tok',
    });
  });

  it("toasts 'Cannot Start Interview' with the server's reason", async () => {
    renderInterview('/interview/j1', {
      ...jobRoute,
      'POST /api/sessions': () =>
        Response.json({ error: 'VALIDATION_FAILED', message: 'Phone number is required' }, { status: 400 }),
    });
    await fillIntake();
    expect(await screen.findByText('Cannot Start Interview')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    // The button reads 'Starting…' until the failed request settles, then offers a new start.
    expect(await screen.findByRole('button', { name: 'Start Interview' })).toBeTruthy();
  });

  it('goes to verification on 409 VERIFICATION_REQUIRED and says when the phrase cannot load', async () => {
    renderInterview('/interview/j1', {
      ...jobRoute,
      'POST /api/sessions': () =>
        Response.json(
          { error: 'VERIFICATION_REQUIRED', sessionId: 's9', candidateToken: 't9' },
          { status: 409 },
        ),
      'POST /api/verification/phrase': () => new Response('down', { status: 503 }),
    });
    await fillIntake();
    expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeTruthy();
    expect(
      await screen.findByText('Failed to load verification requirements. Please try again.'),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('sauti.interview.j1')!).sessionId).toBe('s9');
  });
});

describe('a personal invitation link (docs/behaviour/interview.md §15)', () => {
  const prefill = { jobId: 'j1', name: 'Ama Mensah', email: 'ama@example.com', phone: '+264 81 123 4567' };

  it('pre-fills the intake and starts the session with the invitation', async () => {
    const { fetchMock } = renderInterview('/interview/j1?invite=tok-123', {
      // The job is read with the token, which an invitation-only job requires.
      'GET /api/public/jobs/j1?invite=tok-123': () => Response.json(job),
      'POST /api/public/candidate-invitations/open': () => Response.json(prefill),
      'POST /api/sessions': () =>
        Response.json({ id: 's1', candidateToken: 'tok', verificationFilePath: null }, { status: 201 }),
    });
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Ama Mensah');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ama@example.com');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+264 81 123 4567');
    const opened = callsTo(fetchMock, 'POST', '/api/public/candidate-invitations/open');
    expect(JSON.parse(String(opened[0]![1]!.body))).toEqual({ token: 'tok-123' });

    fireEvent.click(screen.getByLabelText(/I agree to my answers being recorded/));
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByRole('heading', { name: 'Practice question: voice warm-up' })).toBeTruthy();
    const form = formOf(callsTo(fetchMock, 'POST', '/api/sessions')[0]![1]);
    expect(form.get('invitation')).toBe('tok-123');
    expect(form.get('candidateEmail')).toBe('ama@example.com');
  });

  it.each([
    // Before, a revoked or replaced link read 'Interview Not Found', blaming the interview.
    [404, 'Invitation Not Valid', 'This invitation was withdrawn by the company that sent it.', false],
    [404, 'Invitation Not Valid', 'This invitation was withdrawn by the company that sent it.', true],
    [409, 'Invitation Expired', 'This invitation link has expired.', false],
  ])(
    'shows the server’s reason when the link is refused (%s; the page refused too: %s)',
    async (status, title, message, pageRefused) => {
      renderInterview('/interview/j1?invite=old', {
        // An invitation-only job refuses its page to a revoked link as well.
        'GET /api/public/jobs/j1?invite=old': () =>
          pageRefused
            ? Response.json({ error: 'NOT_FOUND', message: 'Interview not found' }, { status: 404 })
            : Response.json(job),
        'POST /api/public/candidate-invitations/open': () =>
          Response.json({ error: status === 404 ? 'NOT_FOUND' : 'INVALID_STATE', message }, { status }),
      });
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Start Interview' })).toBeNull();
    },
  );
});
