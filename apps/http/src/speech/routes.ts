import Router from '@koa/router';
import { Readable } from 'node:stream';
import type { AppContainer } from '@sauti/adapters/container/container';
import { SPEECH_OUT } from '@sauti/adapters/container/tts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { questionAudioSchema } from '@sauti/core/contract/speech';
import { DomainError } from '@sauti/core/domain/errors';
import { INTERVIEW_LANGUAGE_CODES } from '@sauti/core/rules/interview-languages';
import { NO_TTS_MESSAGE, noVoiceMessage } from '@sauti/core/use-cases/speech/question-audio';
import { hidingProviderDetail } from '../errors/provider-detail.js';
import { validBody } from '../middleware/validate.js';

/** What a visitor is told when speech synthesis fails (the provider's detail goes to the log). */
export const QUESTION_AUDIO_FAILED_MESSAGE = 'The question audio is unavailable right now.';

/** Question audio for the interview (docs/behaviour/interview.md §4.7): the voice list and the spoken question as mp3. */
export function speechRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const tts = app.get(SPEECH_OUT.TextToSpeech);

  router.get('/voices', async (ctx) => {
    if (!tts) {
      ctx.body = { provider: null, defaultVoiceId: null, voices: [], fallback: 'browser-speech-synthesis' };
      return;
    }
    const voices = await tts.voices().catch((error: unknown) => {
      throw error instanceof DomainError
        ? error
        : new DomainError('PROVIDER_UNAVAILABLE', 'The voice list is unavailable.');
    });
    ctx.body = { provider: tts.name, defaultVoiceId: tts.voiceId, voices };
  });

  // One fixed voice per language (docs/behaviour/interview.md §9, §19): a requested voiceId is accepted but not used.
  router.post('/generate-question-audio-stream', async (ctx) => {
    const { text, language } = validBody(ctx, questionAudioSchema);
    const audio = await hidingProviderDetail(
      () => app.get(SPEECH_OUT.QuestionAudio).execute({ text, language, clientAddress: ctx.ip || null }),
      app.get(TOKENS.Logger),
      QUESTION_AUDIO_FAILED_MESSAGE,
      [NO_TTS_MESSAGE, ...INTERVIEW_LANGUAGE_CODES.map(noVoiceMessage)],
    );
    ctx.type = 'audio/mpeg';
    ctx.length = audio.size;
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = Readable.from(audio.body);
  });

  return router;
}
