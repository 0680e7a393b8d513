import type { File } from 'formidable';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { DomainError } from '@sauti/core/domain/errors';
import { SNIFF_BYTES } from '@sauti/core/rules/file-signatures';
import type { UploadedFile } from '@sauti/core/use-cases/interview/uploaded-file';
import { containsNul, NUL_TEXT_MESSAGE } from '../middleware/refuse-nul.js';
import { SpooledFile } from './spooled-file.js';

/** Where each parsed file's bytes are: formidable's file object → its spool (memory or a temporary file). */
const spools = new WeakMap<object, SpooledFile>();

/** Bounds of one multipart route; every one is enforced while the body streams in. */
export interface MultipartLimits {
  /** Largest single file, in bytes. */
  maxFileSize: number;
  maxFiles: number;
  maxFields: number;
  /** Total bytes of all text fields. */
  maxFieldsSize: number;
  /** What a too-large file is told (the spec's message for a CV). */
  tooLargeMessage: string;
}

/** formidable's error codes for sizes and counts over a limit (FormidableError.js). */
const FILE_TOO_LARGE = new Set([1009, 1016]);
const FORM_TOO_LARGE = new Set([1006, 1007, 1015]);

function toDomainError(error: unknown, limits: MultipartLimits): DomainError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && FILE_TOO_LARGE.has(code))
    return new DomainError('TOO_LARGE', limits.tooLargeMessage);
  if (typeof code === 'number' && FORM_TOO_LARGE.has(code)) {
    return new DomainError(
      'TOO_LARGE',
      'The form has too many fields or files, or fields that are too long.',
    );
  }
  return new DomainError('VALIDATION_FAILED', 'The upload could not be read. Please try again.');
}

/**
 * Parses a multipart/form-data body with formidable into `ctx.request.body` (text fields) and
 * `ctx.request.files`, within `limits` (over a limit: 413; anything malformed: 400, never 500;
 * another content type: 415). Each file is spooled (./spooled-file.ts): kept in memory when small,
 * in a temporary file otherwise, and discarded when the request ends, whatever happened.
 */
export function multipart(limits: MultipartLimits): Middleware {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data.');
    }
    const opened: SpooledFile[] = [];
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          maxFileSize: limits.maxFileSize,
          maxTotalFileSize: limits.maxFileSize * limits.maxFiles,
          maxFiles: limits.maxFiles,
          maxFields: limits.maxFields,
          maxFieldsSize: limits.maxFieldsSize,
          allowEmptyFiles: true,
          minFileSize: 0,
          hashAlgorithm: 'sha256',
          keepExtensions: false,
          fileWriteStreamHandler: (part) => {
            // formidable passes the part's file object; its types leave out the fields it has
            const file = part as unknown as File;
            const spool = new SpooledFile(file.newFilename, SNIFF_BYTES);
            opened.push(spool);
            spools.set(file, spool);
            return spool;
          },
        },
      });
      try {
        await parse(ctx, async () => undefined); // parse only; the route runs below, outside this catch
      } catch (error) {
        // The body was left part-read: this connection cannot carry another request (a client
        // that reused it would wait behind the unread bytes), so it closes after the refusal.
        ctx.set('Connection', 'close');
        throw toDomainError(error, limits);
      }
      if (containsNul(ctx.request.body)) throw new DomainError('VALIDATION_FAILED', NUL_TEXT_MESSAGE);
      await next();
    } finally {
      await Promise.all(opened.map((spool) => spool.discard()));
    }
  };
}

/** The text fields of a parsed multipart body. */
export function formFields(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The file sent in `field`, ready for the use cases, or null when none was sent (an empty part
 * without a name is how a form says "no file"). Errors: VALIDATION_FAILED for several files.
 */
export async function formFile(ctx: Context, field: string): Promise<UploadedFile | null> {
  const value = ctx.request.files?.[field];
  if (value === undefined) return null;
  if (Array.isArray(value)) throw new DomainError('VALIDATION_FAILED', `Send a single file as ${field}.`);
  const file = value as File;
  if (file.size === 0 && !file.originalFilename) return null;
  const spool = spools.get(file);
  if (!spool) throw new Error(`no spool for the file part ${field}`); // every part goes through multipart()
  return {
    name: file.originalFilename ?? '',
    size: file.size,
    head: spool.head(),
    sha256: String(file.hash ?? ''),
    open: () => spool.open(),
  };
}
