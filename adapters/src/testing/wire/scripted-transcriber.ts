/** What a fake provider "hears" in an upload. */
export interface ScriptedHearing {
  text: string;
  /** 0-1. */
  confidence: number;
  durationSeconds: number;
}

/**
 * Stands in for a recogniser inside the wire servers: it knows the exact bytes of some audio
 * files and what was said in them. An upload it does not know (bytes changed on the way) is
 * heard as silence, so a test that expects words also proves the adapter sent the audio intact.
 */
export type ScriptedTranscriber = (audio: Buffer) => ScriptedHearing;

/** A transcriber that recognises the given files by content. */
export function transcriberFor(known: { audio: Buffer; hearing: ScriptedHearing }[]): ScriptedTranscriber {
  return (audio) =>
    known.find((k) => k.audio.equals(audio))?.hearing ?? { text: '', confidence: 0, durationSeconds: 0 };
}
