import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDITED_TEXT_LIMIT, auditedValues, isSecretName, REDACTED } from './audited-values.js';

const SECRET = 'hunter2-the-secret';

/** Every value kept under a secret's name, at any depth. */
function keptUnderSecretNames(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => [
    ...(isSecretName(name) ? [item] : []),
    ...keptUnderSecretNames(item),
  ]);
}

describe('auditedValues', () => {
  it('keeps what changed and redacts passwords and tokens', () => {
    expect(
      auditedValues({
        location: 'Mombasa',
        currentPassword: SECRET,
        newPassword: SECRET,
        nested: { resetToken: SECRET, apiKey: SECRET, ok: 1 },
      }),
    ).toEqual({
      location: 'Mombasa',
      currentPassword: REDACTED,
      newPassword: REDACTED,
      nested: { resetToken: REDACTED, apiKey: REDACTED, ok: 1 },
    });
    expect(auditedValues({})).toBeNull();
    expect(auditedValues(undefined)).toBeNull();
    expect(auditedValues('text')).toBeNull();
  });

  it('cuts long texts and lists short, saying how long they were', () => {
    const out = auditedValues({
      description: 'x'.repeat(5000),
      questions: Array.from({ length: 30 }, String),
    });
    expect(out!.description).toBe(`${'x'.repeat(AUDITED_TEXT_LIMIT)}… (5000 characters)`);
    expect(out!.questions).toHaveLength(21);
  });

  // Invariant: whatever a request sends, the secret never reaches the audit, and the audit is
  // plain JSON of bounded size.
  it('never keeps a secret, at any depth, and stays small', () => {
    const secretKey = fc.constantFrom(
      'password',
      'newPassword',
      'token',
      'resetToken',
      'client_secret',
      'apiKey',
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.array(tie('node'), { maxLength: 40 }),
        fc.dictionary(fc.oneof(fc.string(), secretKey), tie('node'), { maxKeys: 30, noNullPrototype: true }),
        fc.record({ [SECRET.slice(0, 4)]: fc.constant(1) }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.string(), secretKey), tree), secretKey, (body, key) => {
        const out = auditedValues({ ...body, [key]: SECRET });
        const text = JSON.stringify(out);
        expect(text).not.toContain(SECRET);
        for (const stored of keptUnderSecretNames(out)) expect(stored).toBe(REDACTED);
        expect(text.length).toBeLessThan(400_000);
      }),
    );
  });
});
