import { describe, expect, it } from 'vitest';
import { spokenSentences, spokenWords } from './spoken-text.js';

describe('spokenSentences', () => {
  it('says numbers, years, ordinals, times and symbols as a speaker would', () => {
    expect(spokenWords('In 2023 we moved 1,500 pallets & cut losses by 12.5% at 8:30')).toEqual(
      'in twenty twenty three we moved one thousand five hundred pallets and cut losses by twelve point five percent at eight thirty'.split(
        ' ',
      ),
    );
    expect(spokenWords('the 3rd site, 1998 and 2005')).toEqual(
      'the third site nineteen ninety eight and two thousand five'.split(' '),
    );
  });

  it('splits sentences at full stops, question marks and line breaks, keeping apostrophes inside words', () => {
    expect(spokenSentences("HR's KPI-driven team. Why Twiga?\nWe don't know")).toEqual([
      ["hr's", 'kpi', 'driven', 'team'],
      ['why', 'twiga'],
      ['we', "don't", 'know'],
    ]);
  });

  it('gives nothing for text without words', () => {
    expect(spokenSentences(' ... \n ?! ')).toEqual([]);
  });
});
