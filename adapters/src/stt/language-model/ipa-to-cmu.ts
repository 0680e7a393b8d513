/**
 * espeak-ng's IPA (its `--ipa` output for en-us) to the CMU phones of pocketsphinx's English
 * acoustic model, longest symbol first. Stress, length and syllable marks carry no phone.
 */
const IPA_TO_CMU: [string, string][] = [
  ['ɑːɹ', 'AA R'],
  ['ɔːɹ', 'AO R'],
  ['ɛɹ', 'EH R'],
  ['ɪɹ', 'IH R'],
  ['ʊɹ', 'UH R'],
  ['aɪ', 'AY'],
  ['aʊ', 'AW'],
  ['eɪ', 'EY'],
  ['oʊ', 'OW'],
  ['əʊ', 'OW'],
  ['ɔɪ', 'OY'],
  ['ɛə', 'EH R'],
  ['ɪə', 'IH R'],
  ['ʊə', 'UH R'],
  ['iː', 'IY'],
  ['uː', 'UW'],
  ['ɑː', 'AA'],
  ['ɔː', 'AO'],
  ['ɜː', 'ER'],
  ['oː', 'OW'],
  ['tʃ', 'CH'],
  ['dʒ', 'JH'],
  ['n̩', 'AH N'],
  ['l̩', 'AH L'],
  ['i', 'IY'],
  ['ɪ', 'IH'],
  ['ᵻ', 'IH'],
  ['ɨ', 'IH'],
  ['e', 'EH'],
  ['ɛ', 'EH'],
  ['æ', 'AE'],
  ['a', 'AE'],
  ['ɑ', 'AA'],
  ['ɒ', 'AA'],
  ['ɔ', 'AO'],
  ['o', 'OW'],
  ['ʊ', 'UH'],
  ['u', 'UW'],
  ['ʌ', 'AH'],
  ['ə', 'AH'],
  ['ɐ', 'AH'],
  ['ɜ', 'ER'],
  ['ɚ', 'ER'],
  ['ɝ', 'ER'],
  ['p', 'P'],
  ['b', 'B'],
  ['t', 'T'],
  ['d', 'D'],
  ['k', 'K'],
  ['ɡ', 'G'],
  ['g', 'G'],
  ['f', 'F'],
  ['v', 'V'],
  ['θ', 'TH'],
  ['ð', 'DH'],
  ['s', 'S'],
  ['z', 'Z'],
  ['ʃ', 'SH'],
  ['ʒ', 'ZH'],
  ['h', 'HH'],
  ['m', 'M'],
  ['n', 'N'],
  ['ŋ', 'NG'],
  ['l', 'L'],
  ['ɫ', 'L'],
  ['ɹ', 'R'],
  ['r', 'R'],
  ['w', 'W'],
  ['j', 'Y'],
  ['ɾ', 'D'],
  ['ʔ', 'T'],
  ['x', 'K'],
  ['ç', 'HH'],
];

/** The CMU phones of an IPA string ("kˈɪsuːmˌuː" → "K IH S UW M UW"), or '' when none are known. */
export function ipaToCmu(ipa: string): string {
  const phones: string[] = [];
  let rest = ipa.normalize('NFC');
  while (rest.length > 0) {
    const match = IPA_TO_CMU.find(([symbol]) => rest.startsWith(symbol));
    if (match) {
      phones.push(match[1]);
      rest = rest.slice(match[0].length);
    } else {
      rest = rest.slice(1); // stress (ˈ ˌ), length (ː), syllable and tie marks, spaces
    }
  }
  return phones.join(' ');
}
