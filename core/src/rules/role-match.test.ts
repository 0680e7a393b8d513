import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupervisoryTitle, matchRoleProfile, MIN_ROLE_EVIDENCE, roleEvidence } from './role-match.js';
import { ROLE_PROFILES } from './role-question-bank.js';

describe('matchRoleProfile', () => {
  it.each<[string, string | null]>([
    ['Warehouse Shift Supervisor', 'warehouse'],
    ['Forklift Operator', 'warehouse'],
    ['Delivery Driver', 'transport'],
    ['Call Centre Agent', 'customer_service'],
    ['Sales Representative', 'sales'],
    ['Cashier', 'retail'],
    ['Waiter', 'hospitality'],
    ['Backend Developer', 'software'],
    ['Maintenance Technician', 'maintenance'],
    ['Accountant', 'finance'],
    ['Receptionist', 'administration'],
    ['Registered Nurse', 'healthcare'],
    ['Primary School Teacher', 'education'],
    ['Security Guard', 'security'],
    ['Chief Executive Officer', null],
    ['Taxi Driver', 'transport'],
  ])('%s → %s', (title, id) => {
    expect(matchRoleProfile({ title })?.id ?? null).toBe(id);
  });

  it('reads skills and the description when the title says little, and needs enough evidence', () => {
    const description =
      'Pick and pack orders in our warehouse, keep stock counts accurate and drive a forklift.';
    expect(matchRoleProfile({ title: 'Associate', description })?.id).toBe('warehouse');
    // One description word is a hint, not evidence: a sales job mentioning "delivery" stays sales.
    expect(matchRoleProfile({ title: 'Associate', description: 'Arrange delivery for clients.' })).toBeNull();
    expect(matchRoleProfile({ title: 'Operator', skills: ['Forklift'] })).toBeNull();
    expect(
      matchRoleProfile({ title: 'Operator', skills: ['Forklift'], description: 'Warehouse work' })?.id,
    ).toBe('warehouse');
  });

  it('matches whole words (plural allowed) unless the keyword is a stem', () => {
    const finance = ROLE_PROFILES.find((p) => p.id === 'finance')!;
    expect(roleEvidence(finance, { title: 'Taxi dispatcher' })).toBe(0); // 'tax' is not 'taxi'
    expect(roleEvidence(finance, { title: 'Tax officer' })).toBe(3);
    expect(roleEvidence(finance, { title: 'Auditing clerk' })).toBe(3); // 'audit*' is a stem
    const warehouse = ROLE_PROFILES.find((p) => p.id === 'warehouse')!;
    expect(roleEvidence(warehouse, { title: 'Forklifts and warehousing' })).toBe(6);
    expect(roleEvidence(warehouse, { title: 'WAREHOUSE', skills: ['Stock-count'] })).toBe(5);
  });

  it('never throws and either finds nothing or a profile with enough evidence', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string(), { maxLength: 4 }),
        (title, description, skills) => {
          const job = { title, description, skills };
          const profile = matchRoleProfile(job);
          if (profile) expect(roleEvidence(profile, job)).toBeGreaterThanOrEqual(MIN_ROLE_EVIDENCE);
          else for (const p of ROLE_PROFILES) expect(roleEvidence(p, job)).toBeLessThan(MIN_ROLE_EVIDENCE);
        },
      ),
    );
  });
});

describe('isSupervisoryTitle', () => {
  it.each<[string, boolean]>([
    ['Warehouse Shift Supervisor', true],
    ['Branch Manager', true],
    ['Team Leader', true],
    ['Head of Finance', true],
    ['Site Foreman', true],
    ['Nurse in charge', true],
    ['Forklift Operator', false],
    ['Headset support agent', false],
    ['Leadership trainer', false],
  ])('%s → %s', (title, expected) => {
    expect(isSupervisoryTitle(title)).toBe(expected);
  });
});
