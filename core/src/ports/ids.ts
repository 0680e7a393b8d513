/** Generator of identifiers and secrets; core never calls a random source itself. */
export interface Ids {
  /** A new unguessable identifier (UUID v4 or equivalent). */
  newId(): string;
  /** `length` characters of cryptographically random URL-safe text. */
  newToken(length: number): string;
}
