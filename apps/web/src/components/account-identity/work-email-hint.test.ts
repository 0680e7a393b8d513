import { describe, expect, it } from 'vitest';
import { workEmailHint } from './work-email-hint';

describe('live work-email check (docs/behaviour/platform.md §5)', () => {
  it('says nothing while the field is empty', () => {
    expect(workEmailHint('')).toBeNull();
    expect(workEmailHint('   ')).toBeNull();
  });

  it('accepts an organisation address', () => {
    expect(workEmailHint('ama@acme.co.za')).toEqual({ ok: true, text: '✓ Work email address' });
  });

  it('rejects personal providers and malformed addresses with the spec message', () => {
    const rejected = {
      ok: false,
      text: 'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)',
    };
    expect(workEmailHint('ama@gmail.com')).toEqual(rejected);
    expect(workEmailHint('ama@yahoo.co.uk')).toEqual(rejected);
    expect(workEmailHint('not-an-email')).toEqual(rejected);
  });
});
