/** Phone numbers in one form (E.164, e.g. +254712345678), whatever the candidate typed. */
export interface PhoneNumbers {
  /**
   * The number in E.164 when it is a valid number (international, or national in the configured
   * default country), else null.
   */
  normalise(text: string): string | null;
}
