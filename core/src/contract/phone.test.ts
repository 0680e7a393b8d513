import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.js';
import { startPhoneInterviewSchema } from './phone.js';

const valid = {
  jobId: '00000000-0000-4000-8000-000000000001',
  candidateName: 'Otieno Ouma',
  candidatePhone: '0712 345 678',
  mode: 'outbound',
};

describe('POST /api/phone-interviews body (docs/behaviour/interview.md §20)', () => {
  it('takes the intake’s name and number, an optional e-mail and the mode', () => {
    expect(parseRequest(startPhoneInterviewSchema, valid)).toMatchObject(valid);
    expect(parseRequest(startPhoneInterviewSchema, { ...valid, candidateEmail: '' }).candidateEmail).toBe('');
    expect(parseRequest(startPhoneInterviewSchema, { ...valid, mode: 'inbound' }).mode).toBe('inbound');
  });

  it('refuses an unknown mode, a bad e-mail, a field it does not know and a name with a line break', () => {
    const refused = (body: Record<string, unknown>) =>
      expect(() => parseRequest(startPhoneInterviewSchema, body)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
    refused({ ...valid, mode: 'sms' });
    refused({ ...valid, candidateEmail: 'not-an-address' });
    refused({ ...valid, consent: 'true' });
    refused({ ...valid, candidateName: 'Otieno\nOuma' });
  });
});
