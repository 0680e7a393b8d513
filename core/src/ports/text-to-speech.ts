/** One voice a synthesiser offers. */
export interface VoiceInfo {
  id: string;
  name: string;
  /** BCP 47 language tag, e.g. 'en-US'. */
  language: string;
}

/** Synthesised speech; always MP3 so every browser plays it. */
export interface SynthesizedSpeech {
  data: Uint8Array;
  contentType: 'audio/mpeg';
}

/**
 * Speaks question texts with one fixed voice per language (docs/behaviour/interview.md §4.7, §19). When none is configured the container
 * binds nothing and the web app falls back to the browser's speech synthesis at rate 0.9. A
 * provider failure rejects with DomainError('PROVIDER_UNAVAILABLE') whose message never contains a key.
 */
export interface TextToSpeech {
  /** What serves the port, for logs and the start-up report (e.g. 'amazon-polly Joanna'). */
  readonly name: string;
  /** The fixed voice every question is spoken with. */
  readonly voiceId: string;
  /**
   * How the audio is encoded (e.g. 'mp3 16 kHz mono 24 kbit/s'). Part of the cache key of question
   * audio, so a change of encoding speaks the questions anew instead of serving the old files.
   */
  readonly encoding?: string;
  /**
   * The base languages it has a voice for ('en', 'af', …; docs/behaviour/interview.md §22). Absent:
   * English only.
   */
  readonly languages?: readonly string[];
  /**
   * The voice of `language` (base code), for the audio cache's key: a question in another language
   * is spoken by another voice. Absent: `voiceId` for every language.
   */
  voiceFor?(language: string): string;
  /**
   * Who speaks `language`, for people (GET /api/interview-languages): 'espeak-ng sw (offline)'
   * where another engine than the English one speaks it. Absent: `name` for every language.
   */
  speakerOf?(language: string): string;
  /** Speaks `text` in `language` (base code; default English) with that language's voice. */
  synthesize(text: string, language?: string): Promise<SynthesizedSpeech>;
  /** The voices the provider offers (GET /api/voices). */
  voices(): Promise<VoiceInfo[]>;
}

/** The languages a synthesiser speaks ('en' when it does not say). */
export function spokenLanguages(tts: Pick<TextToSpeech, 'languages'>): readonly string[] {
  return tts.languages ?? ['en'];
}
