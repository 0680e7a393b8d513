/** The offline speaker embedder (voice continuity between the warm-up and the answers). */
export * from './local-speaker-embedder.js';
