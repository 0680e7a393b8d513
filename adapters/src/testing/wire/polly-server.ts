import { json, startRecordingServer, type WireServer } from './recording-server.js';

/** One SynthesizeSpeech call as the server understood it. */
export interface SynthesizeCall {
  text: string;
  voiceId: string;
  engine: string | undefined;
  outputFormat: string;
  sampleRate: string | undefined;
  /** SigV4 signed: 'AWS4-HMAC-SHA256 Credential=...'. */
  authorization: string | undefined;
}

/** The voices GET /v1/voices knows (a slice of Polly's catalogue). */
export const POLLY_VOICES = [
  {
    Gender: 'Female',
    Id: 'Joanna',
    LanguageCode: 'en-US',
    LanguageName: 'US English',
    Name: 'Joanna',
    SupportedEngines: ['neural', 'standard'],
  },
  {
    Gender: 'Male',
    Id: 'Matthew',
    LanguageCode: 'en-US',
    LanguageName: 'US English',
    Name: 'Matthew',
    SupportedEngines: ['neural', 'standard'],
  },
  {
    Gender: 'Female',
    Id: 'Amy',
    LanguageCode: 'en-GB',
    LanguageName: 'British English',
    Name: 'Amy',
    SupportedEngines: ['neural', 'standard'],
  },
  {
    Gender: 'Male',
    Id: 'Brian',
    LanguageCode: 'en-GB',
    LanguageName: 'British English',
    Name: 'Brian',
    SupportedEngines: ['standard'],
  },
];

/**
 * Silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each): what Polly's mp3 looks
 * like to a client, without needing an encoder in the test.
 */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/**
 * An Amazon Polly REST server: POST /v1/speech (JSON body) → mp3 bytes, one frame per ten
 * characters; GET /v1/voices → { Voices }, filtered by the Engine and LanguageCode query parameters.
 */
export async function startPollyServer(): Promise<WireServer & { syntheses(): SynthesizeCall[] }> {
  const server = await startRecordingServer((request) => {
    if (request.method === 'GET' && request.path === '/v1/voices') {
      const engine = request.query.get('Engine');
      const language = request.query.get('LanguageCode');
      const voices = POLLY_VOICES.filter(
        (v) => (!engine || v.SupportedEngines.includes(engine)) && (!language || v.LanguageCode === language),
      );
      return json(200, { Voices: voices });
    }
    if (request.method === 'POST' && request.path === '/v1/speech') {
      const body = JSON.parse(request.body.toString('utf8')) as {
        Text?: string;
        VoiceId?: string;
        OutputFormat?: string;
      };
      if (!body.Text || !body.VoiceId || !POLLY_VOICES.some((v) => v.Id === body.VoiceId)) {
        return json(400, { message: 'Text and a known VoiceId are required' });
      }
      return { status: 200, contentType: 'audio/mpeg', body: silentMp3(Math.ceil(body.Text.length / 10)) };
    }
    return json(404, { message: `no route ${request.method} ${request.path}` });
  });
  return Object.assign(server, {
    syntheses(): SynthesizeCall[] {
      return server.requests
        .filter((r) => r.path === '/v1/speech')
        .map((r) => {
          const body = JSON.parse(r.body.toString('utf8')) as {
            Text: string;
            VoiceId: string;
            Engine?: string;
            OutputFormat: string;
            SampleRate?: string;
          };
          return {
            text: body.Text,
            voiceId: body.VoiceId,
            engine: body.Engine,
            outputFormat: body.OutputFormat,
            sampleRate: body.SampleRate,
            authorization: r.headers.authorization,
          };
        });
    },
  });
}
