/** Voice continuity: the warm-up's voice compared with each answer's. */
export * from './match-voice.js';
