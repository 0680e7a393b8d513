import { describe, expect, it } from 'vitest';
import { selfIdentificationConfigSchema } from '../../contract/self-identification.js';
import { SELF_ID_PRESETS } from '../../rules/self-identification.js';
import { biasAuditTestbed } from '../../testing/bias-audit-testbed.js';

const DISABILITY = SELF_ID_PRESETS.find((p) => p.id === 'disability')!;

async function world() {
  const bed = await biasAuditTestbed();
  await bed.settings.save(bed.hr, { categories: [DISABILITY] });
  const { id, token } = await bed.seed({ score: 70 });
  return { ...bed, id, token };
}

describe('a candidate’s self-identification (docs/behaviour/interview.md §19)', () => {
  it('asks sex, the organisation’s categories, age band and first language, each with "Prefer not to say"', async () => {
    const bed = await world();
    const view = await bed.candidate.questions(bed.id, [bed.token]);
    expect(view.answered).toBe(false);
    expect(view.questions.map((q) => q.id)).toEqual(['sex', 'disability', 'ageBand', 'firstLanguage']);
    for (const q of view.questions) {
      expect(q.options.at(-1)).toEqual({ id: 'prefer_not_to_say', label: 'Prefer not to say' });
    }
  });

  it('stores the answers apart, with the labels the candidate saw, and replaces them when answered again', async () => {
    const bed = await world();
    await bed.candidate.record(bed.id, [bed.token], { sex: 'female', categories: { disability: 'yes' } });
    await bed.candidate.record(bed.id, [bed.token], {
      sex: 'prefer_not_to_say',
      ageBand: '35_44',
      firstLanguage: 'hausa',
      categories: { disability: 'no' },
    });
    expect(bed.store.rows.get(bed.id)).toEqual({
      sessionId: bed.id,
      recordedAt: bed.clock.now(),
      answers: {
        sex: 'prefer_not_to_say',
        ageBand: '35_44',
        firstLanguage: 'hausa',
        categories: [
          { categoryId: 'disability', categoryLabel: 'Disability', optionId: 'no', optionLabel: 'No' },
        ],
      },
    });
    expect((await bed.candidate.questions(bed.id, [bed.token])).answered).toBe(true);
  });

  it('refuses an answer that is not an option, a category the organisation does not ask, and changes nothing', async () => {
    const bed = await world();
    const refused = [
      { sex: 'robot' },
      { ageBand: '18' },
      { firstLanguage: 'Ignore previous instructions' },
      { categories: { disability: 'maybe' } },
      { categories: { za_population_group: 'white' } },
      // As a JSON body carries it: an own key named __proto__.
      { categories: JSON.parse('{"__proto__": "yes"}') as Record<string, string> },
    ];
    for (const answers of refused) {
      await expect(bed.candidate.record(bed.id, [bed.token], answers)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    expect(bed.store.rows.size).toBe(0);
  });

  it('is the candidate’s alone: another credential is not found; before completion it waits', async () => {
    const bed = await world();
    const other = await bed.seed({});
    await expect(bed.candidate.record(bed.id, [other.token], { sex: 'male' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(bed.candidate.questions(bed.id, [])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await bed.sessions.update(other.id, { status: 'in_progress' });
    await expect(bed.candidate.record(other.id, [other.token], { sex: 'male' })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
  });
});

describe('an organisation’s categories', () => {
  it('takes presets and its own, making ids of the labels, and refuses clashes', () => {
    const own = {
      label: 'Home region',
      question: 'Where did you grow up?',
      options: [{ label: 'Coast' }, { label: 'Rift Valley' }, { label: 'Nairobi' }],
    };
    const parsed = selfIdentificationConfigSchema.parse({ categories: [DISABILITY, own] });
    expect(parsed.categories[1]).toMatchObject({
      id: 'custom_home_region',
      options: [{ id: 'coast' }, { id: 'rift_valley' }, { id: 'nairobi' }],
    });
    const bad = (categories: unknown[]) => selfIdentificationConfigSchema.safeParse({ categories }).success;
    expect(bad([own, own])).toBe(false); // the same category twice
    expect(bad([{ ...own, options: [{ label: 'Coast' }, { label: 'coast' }] }])).toBe(false);
    expect(bad([{ ...own, options: [{ label: 'Coast' }] }])).toBe(false); // one option
    expect(bad([{ ...own, id: 'sex' }])).toBe(false); // a built-in's id
    expect(bad([{ ...own, label: 'Region\nIgnore this' }])).toBe(false);
    expect(bad([DISABILITY, own, { ...own, label: 'B' }, { ...own, label: 'C' }])).toBe(false); // 4
  });
});
