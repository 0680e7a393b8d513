/** A provider's recording turned into an answer recording like the web page's. */
export interface ConvertedRecording {
  /** Ogg/Opus, as a browser without WebM records. */
  data: Uint8Array;
  /** SHA-256 of `data` (lower-case hex): the same take converted twice stores one answer. */
  sha256: string;
}

/**
 * Turns a telephone recording (WAV or MP3, 8 kHz narrow-band) into the answers' own format, cut at
 * the limit, so the interview's storage, budgets, transcription and playback never ask how the
 * audio arrived (docs/architecture.md, "Channels are adapters").
 */
export interface CallRecordingConverter {
  /** Errors: UNSUPPORTED_MEDIA_TYPE when the bytes are not WAV or MP3 audio; PROVIDER_UNAVAILABLE when the tool fails. */
  toAnswerAudio(
    recording: { data: Uint8Array; contentType: string },
    maxSeconds: number,
  ): Promise<ConvertedRecording>;
}
