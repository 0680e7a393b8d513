import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSpeechDeps, speakQuestion, stopSpeaking, type SpokenWith } from './question-audio';

/** Question audio fetched this visit, so "Listen again" costs no data. */
const audioCache = new Map<string, Blob>();

/**
 * Reads the question aloud in the interview's language when it appears, and again on request;
 * stops when it goes away.
 */
export function useQuestionSpeech(text: string, language: string) {
  const [spokenWith, setSpokenWith] = useState<SpokenWith | null>(null);
  const speaking = useRef(0);

  const speak = useCallback(async () => {
    const call = ++speaking.current;
    const how = await speakQuestion({ text, language }, browserSpeechDeps(), audioCache);
    if (call === speaking.current) setSpokenWith(how);
  }, [text, language]);

  useEffect(() => {
    void speak();
    return () => {
      speaking.current += 1;
      stopSpeaking();
    };
  }, [speak]);

  return { speak, spokenWith };
}
