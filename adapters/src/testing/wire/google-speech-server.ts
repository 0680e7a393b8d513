import { json, startRecordingServer, type WireServer } from './recording-server.js';
import type { ScriptedTranscriber } from './scripted-transcriber.js';

/** v1 RecognitionConfig.AudioEncoding by number (REST clients may send numeric enums). */
const ENCODING_NAMES = [
  'ENCODING_UNSPECIFIED',
  'LINEAR16',
  'FLAC',
  'MULAW',
  'AMR',
  'AMR_WB',
  'OGG_OPUS',
  'SPEEX_WITH_HEADER_BYTE',
  'MP3',
  'WEBM_OPUS',
];

/** One speech:recognize call as the server understood it. */
export interface RecognizeCall {
  encoding: string;
  sampleRateHertz: number | undefined;
  languageCode: string | undefined;
  audioBytes: number;
  apiKeyHeader: string | undefined;
}

interface RecognizeBody {
  config?: {
    encoding?: number | string;
    sampleRateHertz?: number;
    languageCode?: string;
    enableWordTimeOffsets?: boolean;
    enableWordConfidence?: boolean;
  };
  audio?: { content?: string };
}

/**
 * A Google Cloud Speech v1 REST server: POST /v1/speech:recognize with JSON (base64 audio) →
 * results with alternatives' transcript and confidence, and resultEndTime as a Duration string;
 * with enableWordTimeOffsets, each alternative's words spread evenly over the audio.
 */
export async function startGoogleSpeechServer(
  transcribe: ScriptedTranscriber,
): Promise<WireServer & { calls(): RecognizeCall[] }> {
  const server = await startRecordingServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/speech:recognize') {
      return json(404, { error: { code: 404, message: `no route ${request.path}`, status: 'NOT_FOUND' } });
    }
    const body = JSON.parse(request.body.toString('utf8')) as RecognizeBody;
    if (!body.audio?.content || body.config?.encoding === undefined) {
      return json(400, {
        error: {
          code: 400,
          message: 'audio.content and config.encoding are required',
          status: 'INVALID_ARGUMENT',
        },
      });
    }
    const heard = transcribe(Buffer.from(body.audio.content, 'base64'));
    if (!heard.text) return json(200, { totalBilledTime: '1s', requestId: '1' });
    return json(200, {
      results: [
        {
          alternatives: [
            {
              transcript: heard.text,
              confidence: heard.confidence,
              ...(body.config.enableWordTimeOffsets
                ? {
                    words: wordOffsets(heard.text, heard.durationSeconds).map((word, i) =>
                      // With enableWordConfidence each word has one; the first is made unsure.
                      body.config?.enableWordConfidence
                        ? { ...word, confidence: i === 0 ? 0.3 : heard.confidence }
                        : word,
                    ),
                  }
                : {}),
            },
          ],
          resultEndTime: `${heard.durationSeconds.toFixed(3)}s`,
          languageCode: 'en-us',
        },
      ],
      totalBilledTime: `${Math.ceil(heard.durationSeconds)}s`,
      requestId: '7',
    });
  });
  return Object.assign(server, {
    calls(): RecognizeCall[] {
      return server.requests
        .filter((r) => r.path === '/v1/speech:recognize')
        .map((r) => {
          const body = JSON.parse(r.body.toString('utf8')) as RecognizeBody;
          const encoding = body.config?.encoding;
          return {
            encoding:
              typeof encoding === 'number'
                ? (ENCODING_NAMES[encoding] ?? String(encoding))
                : String(encoding),
            sampleRateHertz: body.config?.sampleRateHertz,
            languageCode: body.config?.languageCode,
            audioBytes: Buffer.from(body.audio?.content ?? '', 'base64').length,
            apiKeyHeader: headerValue(r.headers['x-goog-api-key']),
          };
        });
    },
  });
}

/** The text's words evenly over `seconds`, with Durations as the REST API writes them ('1.250s'). */
function wordOffsets(text: string, seconds: number) {
  const words = text.split(/\s+/).filter(Boolean);
  const each = seconds / Math.max(1, words.length);
  return words.map((word, i) => ({
    word,
    startTime: `${(i * each).toFixed(3)}s`,
    endTime: `${((i + 1) * each).toFixed(3)}s`,
  }));
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
