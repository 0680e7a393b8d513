import type { SynthesizedSpeech, TextToSpeech, VoiceInfo } from '@sauti/core/ports/text-to-speech';

/**
 * A configured cloud voice for English (Polly's), and espeak-ng's voices for the languages it has
 * none of (docs/behaviour/interview.md §22). Its name and English voice are the cloud voice's, so
 * English question audio cached before keeps its key.
 */
export class WithOtherLanguages implements TextToSpeech {
  readonly name: string;
  readonly voiceId: string;
  readonly encoding?: string;
  readonly languages: readonly string[];

  constructor(
    private readonly english: TextToSpeech,
    private readonly others: TextToSpeech & { voiceFor(language: string): string },
  ) {
    this.name = english.name;
    this.voiceId = english.voiceId;
    if (english.encoding !== undefined) this.encoding = english.encoding;
    this.languages = [...new Set(['en', ...(others.languages ?? [])])];
  }

  voiceFor(language: string): string {
    return language === 'en'
      ? this.voiceId
      : `${this.others.voiceFor(language)} ${this.others.encoding ?? ''}`.trim();
  }

  speakerOf(language: string): string {
    return language === 'en' ? this.name : (this.others.speakerOf?.(language) ?? this.others.name);
  }

  synthesize(text: string, language = 'en'): Promise<SynthesizedSpeech> {
    return language === 'en' ? this.english.synthesize(text) : this.others.synthesize(text, language);
  }

  async voices(): Promise<VoiceInfo[]> {
    const others = (await this.others.voices()).filter(
      (v) => v.language !== 'en' && !v.language.startsWith('en-'),
    );
    return [...(await this.english.voices()), ...others];
  }
}
