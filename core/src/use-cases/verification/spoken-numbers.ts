const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * Writes numerals 20-99 out as words ('74' → 'seventy four'). The phrase ends in a spelled
 * number, and cloud recognisers (Whisper, Google) write numbers as digits; the shared
 * normalisation turns only zero-twenty into digits, so without this '74' would never equal
 * 'seventy four' and a perfect reading would fail.
 */
export function spellTwoDigitNumbers(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])([2-9])([0-9])(?![\p{L}\p{N}])/gu, (_, tens: string, ones: string) =>
    [TENS[Number(tens)], ONES[Number(ones)]].filter(Boolean).join(' '),
  );
}
