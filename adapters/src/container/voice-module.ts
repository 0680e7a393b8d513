import { MatchVoice } from '@sauti/core/use-cases/voice/match-voice';
import { commandExists } from '../stt/run-tool.js';
import { LocalSpeakerEmbedder } from '../voice/local-speaker-embedder.js';
import { bindings } from './bindings.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of voice continuity (is every answer spoken by the same person). */
export const VOICE = {
  MatchVoice: token<MatchVoice>('MatchVoice'),
};

/** Voice continuity: a speaker signature of each answer, compared with the session's first. */
export function voiceModule(): PortModule {
  // The voice signature needs ffmpeg to decode answers; without it voice continuity is reported as
  // not checked (the review then shows Loading) rather than failing every voice-match job.
  const embedder = commandExists('ffmpeg') ? new LocalSpeakerEmbedder() : null;
  return {
    module: bindings(({ make }) => {
      make(VOICE.MatchVoice, (get) => {
        const repos = get(STORAGE.Repositories);
        return new MatchVoice({
          responses: repos.candidateResponses,
          sessions: repos.candidateSessions,
          embeddings: repos.speakerEmbeddings,
          blobs: get(INTERVIEW.Blobs),
          embedder,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        });
      });
    }),
    ports: [
      {
        port: 'voice match',
        adapter: embedder?.name ?? 'none (ffmpeg not installed: voices are not compared)',
      },
    ],
  };
}
