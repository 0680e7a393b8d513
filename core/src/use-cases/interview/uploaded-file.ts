import { DomainError } from '../../domain/errors.js';
import { sniffAllowedKind, type FileKind } from '../../rules/file-signatures.js';

/**
 * A file received by the edge (already on local disk), as the use cases see it: enough to check
 * its type by content and its size without reading it all, and a way to stream it into storage.
 */
export interface UploadedFile {
  /** The name the client gave; used only for the .docx rule and the download name. */
  name: string;
  size: number;
  /** The first bytes of the file (up to SNIFF_BYTES). */
  head: Uint8Array;
  /** SHA-256 of the whole content as lower-case hex: identical uploads get identical keys. */
  sha256: string;
  /** The content, from the start. */
  open(): AsyncIterable<Uint8Array>;
}

/**
 * The byte budgets' charge of a file about to be written: a resumable upload charged its announced
 * length when it was created, so its use case marks the reserved bytes used instead of charging
 * again; any other upload charges them now (AbuseBudgets.storeBytes).
 */
export interface ReservedBytes {
  /** Called when the bytes are written (a retried identical file writes nothing and does not call it). */
  use(): void;
}

/** What a resumable upload announces before its bytes: its parsed fields, its length and the credentials. */
export interface AnnouncedUpload<Fields> {
  fields: Fields;
  size: number;
  tokens: readonly string[];
}

/** What a kind of upload accepts and what a refusal says. */
export interface UploadRule {
  kinds: readonly FileKind[];
  /** Largest accepted size in bytes (inclusive unless `strictlyBelow`). */
  maxBytes: number;
  /** The spec's CV rule is "less than 5 MB", so exactly 5 MB is refused. */
  strictlyBelow?: boolean;
  typeMessage: string;
  sizeMessage: string;
}

/** The file's kind. Errors: UNSUPPORTED_MEDIA_TYPE (by content), TOO_LARGE (type first, as the CV form checks). */
export function checkUpload(file: UploadedFile, rule: UploadRule): FileKind {
  const kind = sniffAllowedKind(file.head, rule.kinds, file.name);
  if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', rule.typeMessage);
  checkDeclaredSize(file.size, rule);
  return kind;
}

/**
 * Refuses a size over the rule's limit before any byte is stored: a resumable upload announces
 * its length first, and a file that could never be accepted must not cost the candidate's data.
 * Errors: TOO_LARGE.
 */
export function checkDeclaredSize(size: number, rule: UploadRule): void {
  const tooBig = rule.strictlyBelow ? size >= rule.maxBytes : size > rule.maxBytes;
  if (tooBig) throw new DomainError('TOO_LARGE', rule.sizeMessage);
}
