import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCriteriaConfig } from '../rules/criteria.js';
import { createJobSchema, jobFormSchema, updateJobSchema } from './jobs.js';
import { issuesOf } from './testing.js';

const validForm = {
  title: 'Nurse',
  description: 'Care for patients',
  location: 'Windhoek',
  companyName: 'Acme Health',
  jobType: 'full-time',
  questions: [{ text: 'Tell us about a hard shift.', pillarId: 'adaptability' }],
};

describe('jobFormSchema', () => {
  it('accepts a complete form and defaults status to active', () => {
    const parsed = jobFormSchema.parse(validForm);
    expect(parsed.status).toBe('active');
    expect(parsed.requireIdentityVerification).toBe(false);
  });

  it('gives the spec message for each missing field', () => {
    expect(issuesOf(jobFormSchema, {})).toEqual({
      title: ['Job title is required'],
      description: ['Job description is required'],
      location: ['Location is required'],
      companyName: ['Company name is required'],
      jobType: ['Job type is required'],
      questions: ['At least one question is required'],
    });
    expect(issuesOf(jobFormSchema, { ...validForm, location: '   ', companyName: '', jobType: '' })).toEqual({
      location: ['Location is required'],
      companyName: ['Company name is required'],
      jobType: ['Job type is required'],
    });
  });

  it('requires at least one non-empty question', () => {
    expect(issuesOf(jobFormSchema, { ...validForm, questions: [] })).toEqual({
      questions: ['At least one question is required'],
    });
    expect(issuesOf(jobFormSchema, { ...validForm, questions: ['ok', '  '] })).toEqual({
      'questions.1.text': ['Question cannot be empty'],
    });
  });

  it('accepts exactly the five job types', () => {
    for (const jobType of ['full-time', 'part-time', 'contract', 'freelance', 'internship']) {
      expect(jobFormSchema.safeParse({ ...validForm, jobType }).success).toBe(true);
    }
    fc.assert(
      fc.property(fc.string(), (jobType) => {
        fc.pre(!['full-time', 'part-time', 'contract', 'freelance', 'internship'].includes(jobType));
        expect(issuesOf(jobFormSchema, { ...validForm, jobType })).toEqual({
          jobType: ['Job type is required'],
        });
      }),
    );
  });

  it('allows only draft or active', () => {
    expect(jobFormSchema.parse({ ...validForm, status: 'draft' }).status).toBe('draft');
    expect(jobFormSchema.safeParse({ ...validForm, status: 'archived' }).success).toBe(false);
  });

  it('bounds every text', () => {
    expect(jobFormSchema.safeParse({ ...validForm, title: 'x'.repeat(201) }).success).toBe(false);
    expect(jobFormSchema.safeParse({ ...validForm, title: 'x'.repeat(200) }).success).toBe(true);
    expect(jobFormSchema.safeParse({ ...validForm, description: 'x'.repeat(20_001) }).success).toBe(false);
    expect(jobFormSchema.safeParse({ ...validForm, questions: Array(51).fill('q') }).success).toBe(false);
  });
});

describe('createJobSchema', () => {
  const minimal = { title: 'Nurse', description: 'Care', questions: ['Why nursing?'] };

  it('needs only title, description and questions, with defaults', () => {
    expect(createJobSchema.parse(minimal)).toEqual({
      title: 'Nurse',
      description: 'Care',
      questions: [{ text: 'Why nursing?', pillarId: null, scoringGuide: null }],
      requireIdentityVerification: 'false',
      invitationOnly: false,
      language: 'en',
      status: 'active',
    });
    expect(issuesOf(createJobSchema, { questions: ['q'] })).toEqual({
      title: ['Job title is required'],
      description: ['Job description is required'],
    });
  });

  it('reads questions as objects or plain strings', () => {
    const parsed = createJobSchema.parse({
      ...minimal,
      questions: [
        'Plain',
        { text: 'Linked', pillarId: 'leadership', scoringGuide: '  A strong answer names the team.  ' },
        { text: 'Loose', pillarId: null, scoringGuide: '   ' },
      ],
    });
    expect(parsed.questions).toEqual([
      { text: 'Plain', pillarId: null, scoringGuide: null },
      { text: 'Linked', pillarId: 'leadership', scoringGuide: 'A strong answer names the team.' },
      { text: 'Loose', pillarId: null, scoringGuide: null },
    ]);
    expect(
      createJobSchema.safeParse({ ...minimal, questions: [{ text: 'x', scoringGuide: 'g'.repeat(1_001) }] })
        .success,
    ).toBe(false);
    expect(
      createJobSchema.safeParse({ ...minimal, questions: [{ text: 'x', pillarId: 'charm' }] }).success,
    ).toBe(false);
  });

  it("keeps requireIdentityVerification as the text 'true' or 'false'", () => {
    expect(
      createJobSchema.parse({ ...minimal, requireIdentityVerification: 'true' }).requireIdentityVerification,
    ).toBe('true');
    expect(
      createJobSchema.parse({ ...minimal, requireIdentityVerification: true }).requireIdentityVerification,
    ).toBe('true');
    expect(createJobSchema.safeParse({ ...minimal, requireIdentityVerification: 'yes' }).success).toBe(false);
  });

  it('validates criteriaConfig with the editor rules', () => {
    const config = defaultCriteriaConfig();
    expect(
      createJobSchema.safeParse({ ...minimal, criteriaConfig: config, clientDraftKey: 'k1' }).success,
    ).toBe(true);
    config.pillars[0]!.weight = 10;
    expect(issuesOf(createJobSchema, { ...minimal, criteriaConfig: config })).toEqual({
      'criteriaConfig.pillars': ['Total weight must equal 100% (currently 80%)'],
    });
  });
});

describe('updateJobSchema', () => {
  it('accepts a status alone, archived included, and applies no defaults', () => {
    expect(updateJobSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(updateJobSchema.parse({})).toEqual({});
    expect(updateJobSchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(issuesOf(updateJobSchema, { title: ' ' })).toEqual({ title: ['Job title is required'] });
  });
});
