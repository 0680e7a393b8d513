import { describe, expect, it } from 'vitest';
import { jobPhrases } from './job-phrases.js';

describe('jobPhrases', () => {
  it('lists what HR wrote, in order, with enabled criteria and sub-criteria only, blanks left out', () => {
    const phrases = jobPhrases(
      {
        title: 'Sous Chef',
        companyName: ' Spice Island Hotel ',
        location: null,
        description: 'Run the hot line.',
        skills: ['Food safety', ''],
        criteriaConfig: {
          version: 'v1',
          totalWeight: 100,
          pillars: [
            {
              id: 'technical_domain',
              label: 'Kitchen skills',
              enabled: true,
              weight: 100,
              description: 'HACCP and stock rotation',
              subcriteria: [
                { id: 'a', label: 'Knife work', enabled: true },
                { id: 'b', label: 'Pastry', enabled: false },
              ],
            },
            {
              id: 'leadership',
              label: 'Leadership',
              enabled: false,
              weight: 0,
              description: 'Leads the brigade',
              subcriteria: [],
            },
          ],
        },
      },
      [
        { text: 'How do you rotate stock?', scoringGuide: null },
        { text: 'Why us?', scoringGuide: 'Knows the hotel.' },
      ],
    );
    expect(phrases).toEqual([
      'Sous Chef',
      'Spice Island Hotel',
      'Run the hot line.',
      'Food safety',
      'How do you rotate stock?',
      'Why us?',
      'Knows the hotel.',
      'Kitchen skills',
      'HACCP and stock rotation',
      'Knife work',
    ]);
  });
});
