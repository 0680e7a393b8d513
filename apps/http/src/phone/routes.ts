import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ABUSE } from '@sauti/adapters/container/abuse-module';
import { PHONE, type PhoneChannel } from '@sauti/adapters/container/phone-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { startPhoneInterviewSchema } from '@sauti/core/contract/phone';
import { DomainError } from '@sauti/core/domain/errors';
import type { CallbackEvent } from '@sauti/core/ports/telephony';
import type { RenderCall } from '@sauti/core/use-cases/phone/answer-callback';
import { PHONE_MESSAGES } from '@sauti/core/use-cases/phone/phone-messages';
import { requestAddressKey } from '../auth/address-key.js';
import { validBody } from '../middleware/validate.js';
import { setCandidateCookie } from '../sessions/candidate-credential.js';
import { callbackFields, callbackForm, deliveryOf } from './callback-form.js';

const EVENTS: readonly CallbackEvent[] = [
  'connected',
  'digits',
  'recording',
  'no-input',
  'silence',
  'status',
];
const NOT_FOUND = 'Not found';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Phone interviews (docs/behaviour/interview.md §20). POST /api/phone-interviews starts one from
 * the intake. The provider's callbacks: POST /api/phone/{provider}/calls/{call}/{secret}/{event}
 * (the call's own URLs) and POST /api/phone/{provider}/number/{secret} (the URL set for Sauti's
 * number). Without a configured provider, or for another provider, every one answers 404. Each
 * callback is proved by its secret and, for Twilio, by X-Twilio-Signature over PUBLIC_URL and
 * the path the provider asked (a forged one answers 403 before anything is read from the store).
 */
export function phoneRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const channel = app.get(PHONE.Channel);
  const publicUrl = app.get(TOKENS.Config).publicUrl;

  router.post('/phone-interviews', async (ctx) => {
    // Not offered without a provider; then the address's start budget, as the web intake's.
    if (!channel) throw new DomainError('PROVIDER_UNAVAILABLE', PHONE_MESSAGES.notOffered);
    await app.get(ABUSE.Budgets).sessionStartFromAddress(requestAddressKey(ctx));
    const request = validBody(ctx, startPhoneInterviewSchema);
    const view = await app.get(PHONE.StartPhoneInterview).execute(request, { ipAddress: ctx.ip || null });
    setCandidateCookie(ctx, view.sessionId, view.candidateToken);
    ctx.status = 201;
    ctx.body = view;
  });

  /** The configured channel when the path names its provider, else 404 (nothing says what is configured). */
  const channelFor = (ctx: Context): PhoneChannel => {
    if (!channel || ctx.params.provider !== channel.telephony.provider)
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    return channel;
  };

  /** The provider's proof: Twilio signs the URL it asked and the fields; Africa's Talking signs nothing. */
  const authenticated = (ctx: Context, found: PhoneChannel): Record<string, string> => {
    const params = callbackFields(ctx.state);
    const url = `${publicUrl}${ctx.originalUrl}`;
    const headers = { 'x-twilio-signature': ctx.get('X-Twilio-Signature') || undefined };
    if (!found.dialect.signatureValid({ url, headers, params })) {
      throw new DomainError('FORBIDDEN', 'The callback is not signed by the provider.');
    }
    return params;
  };

  /**
   * Each answer's URLs carry a fresh nonce: a provider's retry asks the same URL again (and gets
   * the first answer), while the next key press or take, even with the same fields, is a new URL.
   */
  const renderer =
    (found: PhoneChannel): RenderCall =>
    (instructions, call) => {
      const base = `${publicUrl}/api/phone/${found.telephony.provider}/calls/${call.id}/${call.secret}`;
      const nonce = randomBytes(9).toString('base64url');
      return found.dialect.render(instructions, {
        next: (event) => `${base}/${event}?n=${nonce}`,
        questionAudio: (index) => `${base}/questions/${index}`,
      });
    };

  /** One delivery: the URL asked (with its nonce) and the fields sent. */
  const deliveryKey = (ctx: Context, params: Record<string, string>) => `${ctx.url}\n${deliveryOf(params)}`;

  const reply = (ctx: Context, found: PhoneChannel, body: string) => {
    ctx.status = 200;
    ctx.type = found.dialect.contentType;
    ctx.body = body;
  };

  router.post('/phone/:provider/calls/:callId/:secret/:event', async (ctx) => {
    const found = channelFor(ctx);
    const event = ctx.params.event as CallbackEvent;
    if (!EVENTS.includes(event)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    await callbackForm()(ctx, async () => undefined);
    const params = authenticated(ctx, found);
    const callback = found.dialect.read(params);
    if (!callback) throw new DomainError('VALIDATION_FAILED', 'The callback lacks the call it is about.');
    const answered = await app.get(PHONE.AnswerCallback)!.execute({
      callId: ctx.params.callId ?? '',
      secret: ctx.params.secret ?? '',
      event,
      callback,
      delivery: deliveryKey(ctx, params),
      render: renderer(found),
    });
    reply(ctx, found, answered.body);
  });

  /**
   * The question audio a call plays (Twilio <Play>, Africa's Talking <Play url>): fetched by the
   * provider without a session; the call's secret in the path, while the call is live, is the proof.
   */
  router.get('/phone/:provider/calls/:callId/:secret/questions/:index', async (ctx) => {
    channelFor(ctx);
    const audio = app.get(PHONE.QuestionAudio);
    const index = ctx.params.index ?? '';
    if (!audio || !/^\d{1,3}$/.test(index)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    const blob = await audio.serve({
      callId: ctx.params.callId ?? '',
      secret: ctx.params.secret ?? '',
      index: Number(index),
      clientAddress: ctx.ip || null,
    });
    ctx.type = 'audio/mpeg';
    ctx.length = blob.size;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Readable.from(blob.body);
  });

  router.post('/phone/:provider/number/:secret', async (ctx) => {
    const found = channelFor(ctx);
    if (!sameSecret(ctx.params.secret ?? '', found.numberSecret))
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    await callbackForm()(ctx, async () => undefined);
    const params = authenticated(ctx, found);
    const callback = found.dialect.read(params);
    if (!callback) throw new DomainError('VALIDATION_FAILED', 'The callback lacks the call it is about.');
    const answered = await app.get(PHONE.AnswerCallback)!.atNumber({
      callback,
      delivery: deliveryKey(ctx, params),
      render: renderer(found),
    });
    reply(ctx, found, answered.body);
  });
  return router;
}
