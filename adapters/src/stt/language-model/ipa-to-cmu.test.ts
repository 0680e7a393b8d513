import { describe, expect, it } from 'vitest';
import { ipaToCmu } from './ipa-to-cmu.js';

describe('ipaToCmu', () => {
  it.each([
    ['kˈɪsuːmˌuː', 'K IH S UW M UW'],
    ['twˈiːɡə', 'T W IY G AH'],
    ['dʒˈæmɪˌaɪ', 'JH AE M IH AY'],
    ['ˌeɪtʃˈɑːɹz', 'EY CH AA R Z'],
    ['naɪɹˈoʊbi', 'N AY R OW B IY'],
  ])('maps espeak-ng IPA %s to CMU phones', (ipa, phones) => {
    expect(ipaToCmu(ipa)).toBe(phones);
  });

  it('gives nothing for marks alone', () => {
    expect(ipaToCmu('ˈˌː ')).toBe('');
  });
});
