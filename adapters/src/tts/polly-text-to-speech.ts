import {
  DescribeVoicesCommand,
  PollyClient,
  SynthesizeSpeechCommand,
  type Engine,
  type VoiceId,
} from '@aws-sdk/client-polly';
import type { SynthesizedSpeech, TextToSpeech, VoiceInfo } from '@sauti/core/ports/text-to-speech';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { providerUnavailable } from '../stt/provider-failure.js';
import { POLLY_ENCODING, pollyName } from './lazy-text-to-speech.js';
import { looksLikeMp3 } from './mp3.js';
import { spokenText } from './spoken-text.js';

/** Which Polly voice to use and how to reach Polly. */
export interface PollyOptions {
  region: string;
  /** e.g. 'Joanna'; every question is spoken with this one voice. */
  voiceId: string;
  /** Default 'neural'; the voice must support it. */
  engine?: Engine;
  /** A custom endpoint (a local test server); default: Polly's regional endpoint. */
  endpoint?: string;
  /** Explicit keys; without them the SDK's default chain (env, profile, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  timeoutMs?: number;
  maxAttempts?: number;
}

/** Amazon Polly: MP3 in one fixed voice; `voices()` lists the voices the engine supports (DescribeVoices). */
export class PollyTextToSpeech implements TextToSpeech {
  readonly name: string;
  readonly voiceId: string;
  readonly encoding = POLLY_ENCODING;
  private readonly client: PollyClient;
  private readonly timeoutMs: number;

  constructor(private readonly options: PollyOptions) {
    this.voiceId = options.voiceId;
    this.name = pollyName(options);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.client = new PollyClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      maxAttempts: options.maxAttempts ?? 2,
      requestHandler: new NodeHttpHandler({
        connectionTimeout: this.timeoutMs,
        requestTimeout: this.timeoutMs,
      }),
    });
  }

  async synthesize(text: string): Promise<SynthesizedSpeech> {
    const spoken = spokenText(text);
    try {
      const answer = await this.client.send(
        new SynthesizeSpeechCommand({
          Text: spoken,
          VoiceId: this.voiceId as VoiceId,
          Engine: this.options.engine ?? 'neural',
          OutputFormat: 'mp3',
          // 16 kHz, as the offline voices: all a spoken question needs, and a smaller file than
          // the neural engine's 24 kHz default.
          SampleRate: '16000',
        }),
        { abortSignal: AbortSignal.timeout(this.timeoutMs) },
      );
      const data = await answer.AudioStream?.transformToByteArray();
      if (!data || !looksLikeMp3(data)) throw new Error('Polly answered with something other than MP3 audio');
      return { data, contentType: 'audio/mpeg' };
    } catch (error) {
      throw providerUnavailable(`Text-to-speech (${this.name})`, error, this.secrets());
    }
  }

  async voices(): Promise<VoiceInfo[]> {
    try {
      const voices: VoiceInfo[] = [];
      let nextToken: string | undefined;
      do {
        const page = await this.client.send(
          new DescribeVoicesCommand({ Engine: this.options.engine ?? 'neural', NextToken: nextToken }),
          {
            abortSignal: AbortSignal.timeout(this.timeoutMs),
          },
        );
        for (const v of page.Voices ?? []) {
          if (v.Id && v.LanguageCode)
            voices.push({ id: v.Id, name: v.Name ?? v.Id, language: v.LanguageCode });
        }
        nextToken = page.NextToken;
      } while (nextToken);
      return voices;
    } catch (error) {
      throw providerUnavailable(`Text-to-speech (${this.name})`, error, this.secrets());
    }
  }

  private secrets(): (string | undefined)[] {
    const c = this.options.credentials;
    return [c?.secretAccessKey, c?.sessionToken];
  }
}
