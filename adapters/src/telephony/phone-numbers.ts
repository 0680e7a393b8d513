import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PhoneNumbers } from '@sauti/core/ports/phone-numbers';

/**
 * Numbers read with libphonenumber-js (the maintained port of Google's libphonenumber): a number
 * written nationally ("0712 345 678") is read in `defaultCountry`; only numbers valid for their
 * country are callable, so a typo never rings a stranger; text with anything but digits, spaces,
 * '+', brackets, dots and dashes is refused whole.
 */
export class LibPhoneNumbers implements PhoneNumbers {
  constructor(private readonly defaultCountry: CountryCode | undefined) {}

  normalise(text: string): string | null {
    // Only what a number is written with: the library would skip a NUL or a letter and read on.
    if (text.length > 40 || !/^[\d\s+().-]*$/.test(text)) return null;
    const parsed = parsePhoneNumberFromString(text, this.defaultCountry);
    return parsed?.isValid() ? parsed.number : null;
  }
}
