import { describe, expect, it } from 'vitest';
import type { ScoringCase, ScoringSet } from './scoring-set.js';
import { readsSpoken, spokenSet, spokenText } from './spoken-set.js';

const set = (name: string, role: ScoringSet['role']): ScoringSet => ({
  name,
  role,
  jobs: [],
  cases: [
    { kind: 'keywords', grade: 1, questionIndex: 0, text: 'Safety, GPS tracking; HACCP.' } as ScoringCase,
    {
      kind: 'plain',
      grade: 4,
      questionIndex: 1,
      text: "I didn't wait: I called Mr. Otieno at 7:30.",
    } as ScoringCase,
  ],
  levels: ['excellent', 'good', 'adequate', 'weak', 'non-answer'],
  weak: 'weak',
  adversarial: ['keywords'],
  sameSubstance: [],
});

describe('a written set read as spoken (what the default recogniser writes)', () => {
  it('lower-cases, drops every punctuation mark and keeps apostrophes, letters and digits', () => {
    expect(spokenText('Safety, GPS tracking; HACCP.')).toBe('safety gps tracking haccp');
    expect(spokenText("I didn't wait: I called Mr. Otieno at 7:30.")).toBe(
      "i didn't wait i called mr otieno at 7 30",
    );
    expect(spokenText('  Permit-to-work…\n“Ndio” (yes)!  ')).toBe('permit to work ndio yes');
    expect(spokenText('Ngo-February 2022, e-Chatsworth: 12%')).toBe('ngo february 2022 e chatsworth 12');
    expect(spokenText('...!?')).toBe('');
  });

  it('keeps every case, kind, grade and the role, named after the written set', () => {
    const spoken = spokenSet(set('held-out-9', 'held-out'));
    expect(spoken.name).toBe('held-out-9, spoken');
    expect(spoken.role).toBe('held-out');
    expect(spoken.cases.map((c) => [c.kind, c.grade, c.questionIndex, c.text])).toEqual([
      ['keywords', 1, 0, 'safety gps tracking haccp'],
      ['plain', 4, 1, "i didn't wait i called mr otieno at 7 30"],
    ]);
    expect(spoken.adversarial).toEqual(['keywords']);
  });

  it('is reported beside every set of written text, not beside a recognised or spoken one', () => {
    expect(readsSpoken(set('development', 'development'))).toBe(true);
    expect(readsSpoken(set('held-out-9', 'held-out'))).toBe(true);
    expect(readsSpoken(set('held-out-5, recognised', 'development'))).toBe(false);
    expect(readsSpoken(spokenSet(set('development', 'development')))).toBe(false);
  });
});
