import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, disposeQueues, job, renderInterview } from '../testing/interview-test-kit';
import { PHONE_OPTION } from './phone-option';

afterEach(() => {
  cleanup();
  disposeQueues();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const withPhone = { ...job, phone: { number: '+254207654321' } };
const view = {
  sessionId: 's1',
  candidateToken: 't',
  mode: 'outbound',
  number: '+254207654321',
  pin: '482913',
  calling: true,
};

describe('the intake’s phone option (docs/behaviour/interview.md §20)', () => {
  it('is not offered when the job names no number (no provider, or a camera identity check)', async () => {
    renderInterview('/interview/j1', {
      'GET /api/public/jobs/j1': () => Response.json({ ...job, phone: null }),
    });
    await screen.findByRole('button', { name: 'Start Interview' });
    expect(screen.queryByRole('heading', { name: PHONE_OPTION.heading })).toBeNull();
  });

  it('sends the name, number and choice, then says the call is coming and gives the number and PIN', async () => {
    const { fetchMock } = renderInterview('/interview/j1', {
      'GET /api/public/jobs/j1': () => Response.json(withPhone),
      'POST /api/phone-interviews': () => Response.json(view, { status: 201 }),
    });
    await screen.findByRole('heading', { name: PHONE_OPTION.heading });
    fireEvent.change(screen.getByLabelText('Phone number to call'), { target: { value: '0712 345 678' } });
    fireEvent.change(screen.getAllByLabelText('Full name').at(-1)!, { target: { value: 'Otieno Ouma' } });
    fireEvent.click(screen.getByRole('button', { name: PHONE_OPTION.callMe }));
    expect(
      await screen.findByText(
        'We are calling you now. If the call drops, call +254207654321 and enter PIN 482913 to continue.',
      ),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST', '/api/phone-interviews');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      jobId: 'j1',
      candidateName: 'Otieno Ouma',
      candidatePhone: '0712 345 678',
      mode: 'outbound',
    });
  });

  it('shows the server’s reason when the number cannot be called', async () => {
    const reason =
      'Please give a phone number we can call, with its country code, for example +254 712 345 678.';
    renderInterview('/interview/j1', {
      'GET /api/public/jobs/j1': () => Response.json(withPhone),
      'POST /api/phone-interviews': () =>
        Response.json({ error: 'VALIDATION_FAILED', message: reason }, { status: 400 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: PHONE_OPTION.iWillCall }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });
});
