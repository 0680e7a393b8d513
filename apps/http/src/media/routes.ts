import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import type { MediaFile } from '@sauti/core/use-cases/interview/read-session-media';
import type { SessionViewer } from '@sauti/core/use-cases/interview/session-access';
import { findCurrentUser } from '../auth/current-user.js';
import { presentedTokens } from '../sessions/candidate-credential.js';
import { sendMedia } from './send-media.js';

/** The viewer of a media read: the session's credential if presented, and the signed-in HR user. */
async function viewer(ctx: Context, app: AppContainer, sessionId: string): Promise<SessionViewer> {
  const current = await findCurrentUser(ctx, app);
  return { candidateTokens: presentedTokens(ctx, sessionId), actor: current?.actor ?? null };
}

/** Streams `file` through the shared media sender (ranges for audio and video, whole files for CVs). */
function send(ctx: Context, app: AppContainer, file: MediaFile, ranges: boolean): Promise<void> {
  const media = app.get(INTERVIEW.ReadSessionMedia);
  return sendMedia(ctx, file, (f, range) => media.open(f, range), ranges);
}

/**
 * Media reads (docs/behaviour/interview.md §7): answer and warm-up audio by its path, the CV by session. Readable by
 * the session's candidate and by HR users of the job's organisation; anyone else, and any path
 * that is not exactly a stored file of a session, gets 404.
 */
export function mediaRoutes(app: AppContainer): Router {
  const router = new Router();

  router.get('/api/audio/*path', async (ctx) => {
    const path = typeof ctx.params.path === 'string' ? ctx.params.path : '';
    const sessionId = path.split('/')[0] ?? '';
    const media = app.get(INTERVIEW.ReadSessionMedia);
    const file = await media.findAudio(await viewer(ctx, app, sessionId), path);
    await send(ctx, app, file, true);
  });

  router.get('/download/cv/:sessionId', async (ctx) => {
    const sessionId = ctx.params.sessionId ?? '';
    const file = await app
      .get(INTERVIEW.ReadSessionMedia)
      .findCv(await viewer(ctx, app, sessionId), sessionId);
    ctx.attachment(file.downloadName);
    await send(ctx, app, file, false);
  });

  return router;
}
