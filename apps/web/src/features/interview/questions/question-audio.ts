/** Speech rate of the browser's voice when generated audio is unavailable (docs/behaviour/interview.md §4.7, §9). */
export const FALLBACK_SPEECH_RATE = 0.9;

/** What reading a question aloud needs from the browser; tests pass fakes. */
export interface SpeechDeps {
  fetch: typeof fetch;
  /** Plays an mp3; rejects when it cannot. */
  playAudio: (audio: Blob) => Promise<void>;
  /** The browser's speech synthesis, when it has one. */
  speechSynthesis: Pick<SpeechSynthesis, 'speak' | 'cancel'> | null;
  createUtterance: (text: string) => SpeechSynthesisUtterance;
}

/** How a question was read: generated audio, the browser's voice, or not at all. */
export type SpokenWith = 'audio' | 'speech-synthesis' | 'none';

/** Fetches the question's generated mp3 (POST /api/generate-question-audio-stream). */
async function fetchQuestionAudio(text: string, language: string, deps: SpeechDeps): Promise<Blob> {
  const res = await deps.fetch('/api/generate-question-audio-stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    // The server picks the voice of the interview's language (docs/behaviour/interview.md §9, §22),
    // so no /api/voices round trip on 2G.
    body: JSON.stringify({ text, language }),
  });
  if (!res.ok) throw new Error(`question audio: ${res.status}`);
  const audio = await res.blob();
  if (audio.size === 0) throw new Error('question audio: empty');
  return audio;
}

/** The language tag the browser's voice is chosen by: the interview's language (English as en-US). */
export const browserVoiceLanguage = (language: string) => (language === 'en' ? 'en-US' : language);

/** Reads the text with the browser's own voice for the interview's language, at rate 0.9. */
export function speakWithBrowser(
  text: string,
  language: string,
  deps: Pick<SpeechDeps, 'speechSynthesis' | 'createUtterance'>,
): SpokenWith {
  if (!deps.speechSynthesis) return 'none';
  const utterance = deps.createUtterance(text);
  utterance.rate = FALLBACK_SPEECH_RATE;
  utterance.lang = browserVoiceLanguage(language);
  deps.speechSynthesis.cancel();
  deps.speechSynthesis.speak(utterance);
  return 'speech-synthesis';
}

/**
 * Reads a question aloud in the interview's language: the generated mp3 when the server has one
 * (from `cache` after the first time, so a replay costs no data), else the browser's speech
 * synthesis at rate 0.9 — after any failure: a network error, a non-2xx answer (e.g. no voice for
 * the language), or audio the browser will not play.
 */
export async function speakQuestion(
  question: { text: string; language: string },
  deps: SpeechDeps,
  cache: Map<string, Blob> = new Map(),
): Promise<SpokenWith> {
  const { text, language } = question;
  const key = `${language}\n${text}`;
  try {
    let audio = cache.get(key);
    if (!audio) {
      audio = await fetchQuestionAudio(text, language, deps);
      cache.set(key, audio);
    }
    await deps.playAudio(audio);
    return 'audio';
  } catch {
    return speakWithBrowser(text, language, deps);
  }
}

let currentAudio: HTMLAudioElement | null = null;

/** The browser's implementations of {@link SpeechDeps}. */
export function browserSpeechDeps(): SpeechDeps {
  return {
    fetch: (...args) => fetch(...args),
    playAudio: async (audio) => {
      currentAudio?.pause();
      const url = URL.createObjectURL(audio);
      const element = new Audio(url);
      currentAudio = element;
      element.onended = () => URL.revokeObjectURL(url);
      await element.play();
    },
    speechSynthesis:
      typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
  };
}

/** Stops whatever question is being read (leaving the question, starting to record). */
export function stopSpeaking(): void {
  currentAudio?.pause();
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
