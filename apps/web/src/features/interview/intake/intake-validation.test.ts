import { CV_MAX_BYTES, CV_MESSAGES } from '@sauti/core/contract/cv';
import { CANDIDATE_MESSAGES } from '@sauti/core/contract/candidate-intake';
import { describe, expect, it } from 'vitest';
import { checkCvFile, validateIntake, visibleIntakeErrors } from './intake-validation';
import { INTAKE_MESSAGES } from '../common/messages';

const valid = { name: 'Ama Mensah', phone: '+264 (81) 123-4567', email: 'ama@example.com', consent: true };

describe('validateIntake (docs/behaviour/interview.md §5.3)', () => {
  it('accepts a complete form', () => {
    expect(validateIntake(valid)).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    expect(validateIntake({ name: ' ', phone: '', email: '', consent: false })).toEqual({
      name: 'Name Required',
      phone: 'Phone Number Required',
      email: 'Email Required',
      consent: INTAKE_MESSAGES.consentRequired,
    });
  });

  it('rejects a malformed email with Invalid Email', () => {
    for (const email of ['ama', 'ama@', 'ama@example', 'a b@example.com', '@example.com']) {
      expect(validateIntake({ ...valid, email }).email).toBe('Invalid Email');
    }
  });

  it('allows only digits, spaces, hyphens, parentheses and a leading + in the phone', () => {
    for (const phone of ['0811234567', '+264 81 123 4567', '(081) 123-4567']) {
      expect(validateIntake({ ...valid, phone }).phone).toBeUndefined();
    }
    for (const phone of ['081-ABC', '264+81', '081.123.4567', '++264']) {
      expect(validateIntake({ ...valid, phone }).phone).toBe(CANDIDATE_MESSAGES.phoneCharacters);
    }
  });
});

describe('checkCvFile (docs/behaviour/interview.md §5.4)', () => {
  it('checks the extension first, then the size under 5 MB', () => {
    expect(checkCvFile({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'cv.docx', size: CV_MAX_BYTES - 1 })).toBeNull();
    expect(checkCvFile({ name: 'cv.doc', size: CV_MAX_BYTES })).toBe(CV_MESSAGES.size);
    expect(checkCvFile({ name: 'cv.txt', size: 10 })).toBe(CV_MESSAGES.type);
    expect(checkCvFile({ name: 'cv', size: CV_MAX_BYTES * 2 })).toBe(CV_MESSAGES.type);
  });
});

describe('visibleIntakeErrors (docs/behaviour/interview.md §5.3)', () => {
  const empty = { name: '', phone: '', email: '', consent: false };

  it('shows a message only for a field left, every message after a submit, and none for a fixed field', () => {
    expect(visibleIntakeErrors(empty, new Set(), false)).toEqual({});
    expect(visibleIntakeErrors(empty, new Set(['phone']), false)).toEqual({ phone: 'Phone Number Required' });
    expect(Object.keys(visibleIntakeErrors(empty, new Set(), true))).toEqual([
      'name',
      'phone',
      'email',
      'consent',
    ]);
    expect(visibleIntakeErrors({ ...empty, name: 'Ama' }, new Set(['name']), true).name).toBeUndefined();
  });
});
