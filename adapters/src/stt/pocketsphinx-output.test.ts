import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';

describe('parsePocketsphinxOutput', () => {
  it('joins the utterances and averages the word posteriors, ignoring markers and fillers', () => {
    const stdout = [
      'i have five',
      '<s> 0.090 0.190 0.999600',
      'i 0.200 0.320 0.900000',
      'have 0.330 0.480 0.600000',
      '[NOISE] 0.480 0.500 0.100000',
      'five 0.490 0.810 1.000100',
      '</s> 3.730 3.770 1.000000',
      'and logistics',
      '<sil> 4.000 4.100 0.999000',
      'and(2) 4.100 4.300 0.500000',
      'logistics 4.300 4.900 0.000000',
      '',
    ].join('\n');
    const heard = parsePocketsphinxOutput(stdout);
    expect(heard.text).toBe('i have five and logistics');
    // 0.9, 0.6, 1 (clamped from 1.0001), 0.5, 0 → 3.0 / 5
    expect(heard.confidence).toBeCloseTo(0.6, 10);
    // Alternate pronunciations lose their suffix; the pause before "and" spans two utterances.
    expect(heard.words).toEqual([
      { word: 'i', startSeconds: 0.2, endSeconds: 0.32, confidence: 0.9 },
      { word: 'have', startSeconds: 0.33, endSeconds: 0.48, confidence: 0.6 },
      { word: 'five', startSeconds: 0.49, endSeconds: 0.81, confidence: 1 },
      { word: 'and', startSeconds: 4.1, endSeconds: 4.3, confidence: 0.5 },
      { word: 'logistics', startSeconds: 4.3, endSeconds: 4.9, confidence: 0 },
    ]);
  });

  it('hears a blocked word as one unsure "[unclear]" over its stretch', () => {
    const stdout = [
      'the manager tell [unclear] [unclear] in front',
      'the 0.150 0.250 0.653476',
      'manager 0.260 0.770 1.000000',
      'tell 0.780 1.010 0.944682',
      '[unclear](83) 1.020 1.330 0.623345',
      '[unclear](228) 1.340 1.770 0.621726',
      'in 2.080 2.200 0.543693',
      'front 2.210 2.550 0.374107',
    ].join('\n');
    const heard = parsePocketsphinxOutput(stdout);
    expect(heard.text).toBe('the manager tell [unclear] in front');
    expect(heard.words[3]).toEqual({
      word: '[unclear]',
      startSeconds: 1.02,
      endSeconds: 1.77,
      confidence: 0,
    });
  });

  it('reports no confidence when nothing was recognised', () => {
    expect(parsePocketsphinxOutput('')).toEqual({ text: '', confidence: null, words: [] });
    expect(parsePocketsphinxOutput('<s> 0.000 0.500 1.000000\n</s> 0.500 0.900 1.000000\n')).toEqual({
      text: '',
      confidence: null,
      words: [],
    });
  });
});
