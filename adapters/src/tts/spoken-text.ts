import { DomainError } from '@sauti/core/domain/errors';

/** The longest text spoken in one call; Polly's own limit is 3,000 billed characters. */
export const MAX_SPOKEN_CHARACTERS = 3_000;

/** Trims `text` and refuses empty or over-long text before any provider is called. */
export function spokenText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new DomainError('VALIDATION_FAILED', 'There is no text to speak.');
  if (trimmed.length > MAX_SPOKEN_CHARACTERS) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `Text to speak is limited to ${MAX_SPOKEN_CHARACTERS} characters.`,
    );
  }
  return trimmed;
}
