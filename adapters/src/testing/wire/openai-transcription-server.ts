import { json, startRecordingServer, type RecordedRequest, type WireServer } from './recording-server.js';
import type { ScriptedTranscriber } from './scripted-transcriber.js';

/** The fields of one POST /v1/audio/transcriptions upload. */
export interface TranscriptionUpload {
  model: string;
  responseFormat: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  authorization: string | undefined;
  /** The `language` field, when the adapter sent one (ISO 639-1, e.g. 'sw'). */
  language?: string;
}

/**
 * A minimal OpenAI-compatible transcription server (the part of the API a self-hosted Whisper
 * server implements): POST /v1/audio/transcriptions, multipart, answering verbose_json with
 * segments carrying avg_logprob. `uploads()` decodes what the adapter sent.
 */
export async function startOpenAiTranscriptionServer(
  transcribe: ScriptedTranscriber,
): Promise<WireServer & { uploads(): Promise<TranscriptionUpload[]> }> {
  const server = await startRecordingServer(async (request) => {
    if (request.method !== 'POST' || request.path !== '/v1/audio/transcriptions') {
      return json(404, { error: { message: `no route ${request.method} ${request.path}` } });
    }
    const form = await formOf(request);
    const file = form.get('file');
    if (!(file instanceof Blob)) return json(400, { error: { message: 'file is required' } });
    const heard = transcribe(Buffer.from(await file.arrayBuffer()));
    if (form.get('response_format') !== 'verbose_json') return json(200, { text: heard.text });
    return json(200, {
      task: 'transcribe',
      // Whisper answers the language it transcribed in: the one it was told, else (here) English.
      language: form.get('language') ?? 'english',
      duration: heard.durationSeconds,
      text: heard.text,
      segments: [
        {
          id: 0,
          seek: 0,
          start: 0,
          end: heard.durationSeconds,
          text: heard.text,
          tokens: [],
          temperature: 0,
          avg_logprob: Math.log(Math.max(heard.confidence, 1e-6)),
          compression_ratio: 1,
          no_speech_prob: 0.01,
        },
      ],
    });
  });
  return Object.assign(server, {
    async uploads(): Promise<TranscriptionUpload[]> {
      const posts = server.requests.filter((r) => r.path === '/v1/audio/transcriptions');
      return Promise.all(posts.map(toUpload));
    },
  });
}

async function formOf(request: RecordedRequest): Promise<FormData> {
  const contentType = String(request.headers['content-type'] ?? '');
  return new Response(request.body, { headers: { 'content-type': contentType } }).formData();
}

async function toUpload(request: RecordedRequest): Promise<TranscriptionUpload> {
  const form = await formOf(request);
  const file = form.get('file');
  const blob = file instanceof File ? file : null;
  return {
    model: String(form.get('model')),
    responseFormat: String(form.get('response_format')),
    fileName: blob?.name ?? '',
    fileType: blob?.type ?? '',
    fileSize: blob?.size ?? 0,
    authorization: request.headers.authorization,
    ...(typeof form.get('language') === 'string' ? { language: String(form.get('language')) } : {}),
  };
}
