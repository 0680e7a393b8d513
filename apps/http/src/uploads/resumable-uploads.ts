import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import { NodeRequest } from 'srvx/node';
import type { Context, Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { UPLOADS } from '@sauti/adapters/container/uploads-module';
import {
  parseAnnouncedUpload,
  parseResumableUpload,
  resumableUploadMetadataSchema,
} from '@sauti/core/contract/uploads';
import { DomainError } from '@sauti/core/domain/errors';
import { RESUMABLE_UPLOAD_MAX_BYTES } from '@sauti/core/use-cases/interview/resumable-uploads';
import { requestAddressKey } from '../auth/address-key.js';
import { toErrorResponse } from '../errors/error-handler.js';
import { CODE_BY_STATUS } from '../errors/status-table.js';
import { presentedTokens } from '../sessions/candidate-credential.js';

/** The tus endpoint: POST here creates an upload, `${path}/{id}` takes HEAD and PATCH. */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';

/**
 * The routes served here, for the route inventory of the security suites (HEAD, which carries
 * no body to check, and OPTIONS are the protocol's own).
 */
export const RESUMABLE_UPLOAD_ROUTES = [
  `POST ${RESUMABLE_UPLOADS_PATH}`,
  `PATCH ${RESUMABLE_UPLOADS_PATH}/:id`,
] as const;

/** The id in an upload's URL: 32 hex digits, as this server names them; nothing else is looked up. */
const URL_ID = /^[0-9a-f]{32}$/;

/** Said for an upload this server does not hold, or whose stored metadata no longer reads. */
const UPLOAD_NOT_FOUND_MESSAGE = 'Upload not found';

/** The methods of the tus core protocol and its creation extension; termination and GET are not offered. */
const METHODS = new Set(['POST', 'HEAD', 'PATCH', 'OPTIONS']);

/** What the tus server sends back when a hook refuses: a status and the JSON error body. */
interface Refusal {
  status_code: number;
  body: string;
}

function isRefusal(error: unknown): error is Refusal {
  const e = error as Partial<Refusal> | null;
  return typeof e?.status_code === 'number' && typeof e.body === 'string';
}

/**
 * The API's `{ error, message }` body for a refusal: ours already are; the protocol's own (a
 * missing Tus-Resumable header, a wrong offset...) are plain text, which becomes the message.
 */
function asErrorBody(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === 'string') return text;
  } catch {
    // plain text from the protocol layer
  }
  const message = text.trim() || 'The upload request was refused.';
  return JSON.stringify({ error: CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', message });
}

/**
 * Resumable uploads of answers, the warm-up and identity media over the tus protocol
 * (`@tus/server`). Each piece is checked against the upload's session credential, a new upload
 * by its kind's own use case before any byte is stored (its announced length is charged to the
 * byte budgets then), and the finished file goes to the same use case as the one-shot route. Every refusal answers the usual `{ error, message }` body.
 */
export function resumableUploads(app: AppContainer): Middleware {
  const store = app.get(INTERVIEW.UploadStore);
  const uploads = app.get(UPLOADS.Resumable);
  const logger = app.get(TOKENS.Logger);
  // The hooks see only the request the tus server rebuilt; the Koa context (cookies, logging)
  // travels with the call.
  const current = new AsyncLocalStorage<Context>();
  const tokensFor = (sessionId: unknown) => presentedTokens(current.getStore()!, sessionId);
  const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isRefusal(error)) throw error;
      const { status, body } = toErrorResponse(error, logger);
      // A budget or cap says when to try again, as the error handler says it for other routes
      // (Koa writes this answer too, so the header stays).
      if ((status === 429 || status === 503) && typeof body.retryAfterSeconds === 'number') {
        current.getStore()!.set('Retry-After', String(Math.ceil(body.retryAfterSeconds)));
      }
      throw { status_code: status, body: JSON.stringify(body) } satisfies Refusal;
    }
  };

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store.datastore,
    maxSize: RESUMABLE_UPLOAD_MAX_BYTES,
    // Same-origin only: no Access-Control-Allow-Origin header is sent.
    allowedOrigins: [],
    namingFunction: () => store.idPrefix + randomBytes(16).toString('hex'),
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(store.idPrefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && URL_ID.test(lastPath) ? store.idPrefix + lastPath : undefined,
    onUploadCreate: (_req, upload) =>
      refusing(async () => {
        const tokens = tokensFor(upload.metadata?.sessionId);
        const announced = parseAnnouncedUpload(upload.size, upload.metadata ?? {});
        await uploads.admit({
          upload: announced.upload,
          uploadId: upload.id,
          size: announced.size,
          tokens,
          addressKey: requestAddressKey(current.getStore()!),
        });
        const { metadata } = announced;
        return { metadata: Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== undefined)) };
      }),
    onIncomingRequest: (req, id) =>
      refusing(async () => {
        if (req.method === 'POST') return; // a new upload is checked by onUploadCreate
        const upload = await store.datastore.getUpload(id).catch(() => {
          throw new DomainError('NOT_FOUND', UPLOAD_NOT_FOUND_MESSAGE);
        });
        const metadata = upload.metadata ?? {};
        const tokens = tokensFor(metadata.sessionId);
        const stored = resumableUploadMetadataSchema.safeParse(metadata);
        if (!stored.success) throw new DomainError('NOT_FOUND', UPLOAD_NOT_FOUND_MESSAGE);
        await uploads.authorize(stored.data, tokens);
      }),
    onUploadFinish: (_req, upload) =>
      refusing(async () => {
        const metadata = upload.metadata ?? {};
        const file = await store.uploadedFile(upload.id);
        const tokens = tokensFor(metadata.sessionId);
        const addressKey = requestAddressKey(current.getStore()!);
        const { upload: fields } = parseResumableUpload(metadata);
        await uploads.finish({ upload: fields, uploadId: upload.id, file, tokens, addressKey });
        return {};
      }),
    // Failures of our own code (not refusals): logged, and a 503 when the database is away.
    onResponseError: async (_req, error) => {
      if (isRefusal(error)) return undefined;
      const { status, body } = toErrorResponse(error, logger);
      return { status_code: status, body: JSON.stringify(body) };
    },
  });

  return async (ctx, next) => {
    if (ctx.path !== RESUMABLE_UPLOADS_PATH && !ctx.path.startsWith(`${RESUMABLE_UPLOADS_PATH}/`)) {
      return next();
    }
    if (!METHODS.has(ctx.method)) {
      throw new DomainError('NOT_FOUND', `No API route for ${ctx.method} ${ctx.path}`);
    }
    const response = await current.run(ctx, () =>
      tus.handleWeb(new NodeRequest({ req: ctx.req, res: ctx.res })),
    );
    // Koa writes the answer, so security headers and the rest of the stack apply as to any route.
    ctx.status = response.status;
    response.headers.forEach((value, name) => {
      if (name !== 'content-type' && name !== 'content-length') ctx.set(name, value);
    });
    // An upload's state is a candidate's and changes with every piece: no cache may keep it.
    ctx.set('Cache-Control', 'no-store');
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status < 400) {
      ctx.body = body;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = asErrorBody(response.status, body.toString('utf8'));
  };
}
