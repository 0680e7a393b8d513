import {
  DEFAULT_INTERVIEW_LANGUAGE,
  INTERVIEW_LANGUAGES,
  type InterviewLanguage,
} from './interview-languages.js';

/**
 * What the configured providers declare they serve (docs/behaviour/interview.md §22), each a list
 * of base language codes ('af'), or null when no such provider is configured.
 */
export interface ProviderLanguages {
  /** The recogniser's languages (pocketsphinx: English only). */
  recognition: { provider: string; languages: readonly string[] } | null;
  /** The synthesiser's voices' languages (espeak-ng: the voices installed). */
  voice: {
    provider: string;
    languages: readonly string[];
    /** Who speaks a language when it is not `provider` (espeak-ng beside flite or Polly). */
    speakerOf?: (code: string) => string;
  } | null;
  /** The scorer's languages: the built-in scorer reads English only; a language model any. */
  scoring: { provider: string; languages: readonly string[] | 'any' };
}

/** How an interview in a language is run on this installation. */
export type LanguageOffer = 'automatic' | 'team' | 'unserved';

/** What one language gets on this installation. */
export interface LanguageCapability {
  code: string;
  name: string;
  nativeName: string;
  /** The recogniser that hears it, or null: answers are recorded and kept for the team. */
  recognition: string | null;
  /**
   * Who speaks its questions: the configured synthesiser, the candidate's browser (English, which
   * every browser voices), or nobody (the questions are read on the screen).
   */
  voice: { kind: 'synthesised'; provider: string } | { kind: 'browser' } | { kind: 'none' };
  /** The scorer that scores it, or null: the hiring team rates the answers. */
  scoring: string | null;
  offer: LanguageOffer;
  /** What the job form and landing page say it gets, e.g. 'spoken questions, transcripts and scores'. */
  summary: string;
}

/** The summaries, word for word (docs/behaviour/interview.md §22). */
export const LANGUAGE_SUMMARIES = {
  automatic: 'spoken questions, transcripts and scores',
  automaticUnspoken: 'written questions, transcripts and scores',
  transcribedForTeam: 'spoken questions and transcripts, scored by your team',
  recordedForTeam: 'spoken questions and recordings, scored by your team',
  teamOnly: 'recorded and scored by your team',
  unserved: 'not available: nothing configured here speaks or hears it',
} as const;

function hasLanguage(list: readonly string[] | 'any' | undefined, code: string): boolean {
  return list === 'any' || (list?.includes(code) ?? false);
}

/** One language's capability from the providers' declared languages. */
export function languageCapability(
  language: InterviewLanguage,
  providers: ProviderLanguages,
): LanguageCapability {
  const { code } = language;
  const recognition =
    !language.teamOnly && hasLanguage(providers.recognition?.languages, code)
      ? providers.recognition!.provider
      : null;
  const voice: LanguageCapability['voice'] =
    !language.teamOnly && hasLanguage(providers.voice?.languages, code)
      ? { kind: 'synthesised', provider: providers.voice!.speakerOf?.(code) ?? providers.voice!.provider }
      : code === DEFAULT_INTERVIEW_LANGUAGE
        ? { kind: 'browser' }
        : { kind: 'none' };
  const scoring =
    recognition && hasLanguage(providers.scoring.languages, code) ? providers.scoring.provider : null;
  const spoken = voice.kind !== 'none';
  const [offer, summary]: [LanguageOffer, string] = language.teamOnly
    ? ['team', LANGUAGE_SUMMARIES.teamOnly]
    : scoring
      ? ['automatic', spoken ? LANGUAGE_SUMMARIES.automatic : LANGUAGE_SUMMARIES.automaticUnspoken]
      : recognition
        ? ['team', LANGUAGE_SUMMARIES.transcribedForTeam]
        : spoken
          ? ['team', LANGUAGE_SUMMARIES.recordedForTeam]
          : ['unserved', LANGUAGE_SUMMARIES.unserved];
  return {
    code,
    name: language.name,
    nativeName: language.nativeName,
    recognition,
    voice,
    scoring,
    offer,
    summary,
  };
}

/**
 * Every interview language with what it gets here. English is always served (every browser has
 * an English voice); a language no provider speaks or hears is 'unserved', except Oshiwambo and
 * the like, which no machine serves anywhere and which are always recorded for the team.
 */
export function languageCapabilities(providers: ProviderLanguages): LanguageCapability[] {
  return INTERVIEW_LANGUAGES.map((language) => languageCapability(language, providers));
}

/** The refusal of a job in a language this installation cannot serve, in HR's words. */
export function unservedLanguageMessage(
  language: string,
  capabilities: readonly LanguageCapability[],
): string {
  const name = INTERVIEW_LANGUAGES.find((l) => l.code === language)?.name;
  const served = capabilities.filter((c) => c.offer !== 'unserved').map((c) => c.name);
  const what = name
    ? `This installation cannot run interviews in ${name}: no voice or speech recognition for ${name} is configured.`
    : 'That is not an interview language.';
  return `${what} Choose one of: ${served.join(', ')}.`;
}
