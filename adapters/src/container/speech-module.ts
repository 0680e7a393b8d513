import { recognisedLanguages, type SpeechToText } from '@sauti/core/ports/speech-to-text';
import { SweepPendingTranscripts, TranscribeAnswer } from '@sauti/core/use-cases/transcription/index';
import { TranscribeClip } from '@sauti/core/use-cases/transcription/transcribe-clip';
import type { Config } from '../config/config.js';
import { SqlPendingTranscriptFinder } from '../queue/pending-transcripts.js';
import { createSpeechToText } from '../stt/create-speech-to-text.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

export const SPEECH_IN = {
  /** The transcriber, or null: answers are stored and their transcripts stay pending. */
  SpeechToText: token<SpeechToText | null>('SpeechToText'),
  TranscribeClip: token<TranscribeClip>('TranscribeClip'),
  /** The worker's transcription of one stored answer. */
  TranscribeAnswer: token<TranscribeAnswer>('TranscribeAnswer'),
  /** Queues answers whose transcript was never made (run by the workers). */
  SweepPendingTranscripts: token<SweepPendingTranscripts>('SweepPendingTranscripts'),
};

/** Speech recognition of answers: an OpenAI-compatible server, Google, offline pocketsphinx, or none. */
export function speechModule(config: Config): PortModule {
  const { stt, description, close, warmUp } = createSpeechToText(config.stt);
  return {
    module: bindings(({ make, value }) => {
      value(SPEECH_IN.SpeechToText, stt);
      make(SPEECH_IN.TranscribeClip, (get) => {
        const repos = get(STORAGE.Repositories);
        return new TranscribeClip({
          stt,
          sessions: repos.candidateSessions,
          jobs: repos.jobs,
          digest: get(ACCOUNTS.Digest),
          budgets: get(ABUSE.Budgets),
          slots: repos.workSlots,
          clock: get(TOKENS.Clock),
        });
      });
      make(SPEECH_IN.TranscribeAnswer, (get) => {
        const repos = get(STORAGE.Repositories);
        return new TranscribeAnswer({
          responses: repos.candidateResponses,
          blobs: get(INTERVIEW.Blobs),
          stt,
          sessions: repos.candidateSessions,
          queue: get(QUEUE.JobQueue),
          jobs: repos.jobs,
        });
      });
      make(
        SPEECH_IN.SweepPendingTranscripts,
        (get) =>
          new SweepPendingTranscripts({
            pending: new SqlPendingTranscriptFinder(get(STORAGE.Orm), stt ? recognisedLanguages(stt) : []),
            queue: get(QUEUE.JobQueue),
          }),
      );
    }),
    ports: [{ port: 'stt', adapter: description }],
    ...(close ? { close } : {}),
    ...(warmUp ? { warmUp } : {}),
  };
}
