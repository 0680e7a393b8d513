import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { af } from './af';
import { en, type Catalogue } from './en';
import { fr } from './fr';
import { pt } from './pt';
import { sw } from './sw';

/** Every translation, by language code (docs/behaviour/interview.md §21). */
const TRANSLATIONS: Record<string, Catalogue> = { af, sw, fr, pt };

/** The placeholders and tags a message uses, as `name` and `<tag>`, sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
        names.add(element.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Checks one catalogue against English: the problems found, empty when it is complete and consistent. */
export function catalogueProblems(catalogue: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en))
    if (!(key in catalogue)) problems.push(`missing ${key}`);
    else if (catalogue[key]?.trim() === '') problems.push(`empty ${key}`);
  for (const key of Object.keys(catalogue)) if (!(key in en)) problems.push(`extra ${key}`);
  for (const [key, english] of Object.entries(en)) {
    const translated = catalogue[key];
    if (translated === undefined) continue;
    const want = placeholdersOf(english).join(', ');
    const got = placeholdersOf(translated).join(', ');
    if (want !== got) problems.push(`${key}: placeholders [${got}], English has [${want}]`);
  }
  return problems;
}

describe('the candidate catalogues (docs/behaviour/interview.md §21)', () => {
  it.each(Object.entries(TRANSLATIONS))(
    '%s has every English key, no other, with the same placeholders',
    (_, catalogue) => {
      expect(catalogueProblems(catalogue)).toEqual([]);
    },
  );

  it('finds a missing key, an extra key and a changed placeholder', () => {
    const { 'shell.terms': _dropped, ...withoutTerms } = af;
    expect(catalogueProblems(withoutTerms)).toEqual(['missing shell.terms']);
    expect(catalogueProblems({ ...af, 'shell.unknown': 'x' })).toEqual(['extra shell.unknown']);
    expect(catalogueProblems({ ...af, 'question.progress': 'Vraag {nommer} van {count}' })).toEqual([
      'question.progress: placeholders [count, nommer], English has [count, number]',
    ]);
    expect(
      catalogueProblems({ ...af, 'intake.dataEstimate': 'Data: {megabytes} MB, {count} antwoorde' }),
    ).toEqual(['intake.dataEstimate: placeholders [count, megabytes], English has [<b>, count, megabytes]']);
  });

  it.each(Object.entries({ en, ...TRANSLATIONS }))(
    '%s: every message formats with plural forms from Intl',
    (code, catalogue) => {
      const values = {
        count: 1,
        minutes: 1,
        number: 2,
        seconds: 30,
        received: 1,
        score: 72,
        megabytes: 1.3,
        date: new Date('2027-03-03T10:00:00Z'),
      };
      for (const message of Object.values(catalogue)) {
        const format = new IntlMessageFormat(message, code);
        const filled = Object.fromEntries(
          placeholdersOf(message).map((name) => [name.replace(/[<>]/g, ''), 'x']),
        );
        const tags = Object.fromEntries(
          placeholdersOf(message)
            .filter((name) => name.startsWith('<'))
            .map((name) => [name.slice(1, -1), (chunks: unknown[]) => chunks.join('')]),
        );
        expect(() => format.format({ ...filled, ...values, ...tags })).not.toThrow();
      }
    },
  );

  it('picks the singular and plural of each language by its plural rules', () => {
    const questions = (code: string, catalogue: Catalogue, count: number) =>
      new IntlMessageFormat(catalogue['list.questions'], code).format({ count });
    expect([questions('en', en, 1), questions('en', en, 3)]).toEqual(['1 question', '3 questions']);
    expect([questions('af', af, 1), questions('af', af, 3)]).toEqual(['1 vraag', '3 vrae']);
    expect([questions('sw', sw, 1), questions('sw', sw, 3)]).toEqual(['swali 1', 'maswali 3']);
    // French and Portuguese take the singular for 0 as well as 1 (CLDR), unlike English.
    expect([0, 1, 3].map((count) => questions('fr', fr, count))).toEqual([
      '0 question',
      '1 question',
      '3 questions',
    ]);
    expect([0, 1, 3].map((count) => questions('pt', pt, count))).toEqual([
      '0 pergunta',
      '1 pergunta',
      '3 perguntas',
    ]);
    const attemptsLeft = (code: string, catalogue: Catalogue, count: number) =>
      new IntlMessageFormat(catalogue['identity.attemptsLeft'], code).format({ count });
    expect([attemptsLeft('fr', fr, 1), attemptsLeft('fr', fr, 2)]).toEqual([
      'Il reste 1 essai.',
      'Il reste 2 essais.',
    ]);
    expect([attemptsLeft('pt', pt, 1), attemptsLeft('pt', pt, 2)]).toEqual([
      'Resta 1 tentativa.',
      'Restam 2 tentativas.',
    ]);
  });
});

describe('dates in the language on screen', () => {
  it('writes a long date by the language, through Intl', async () => {
    const { makeTranslator, translateEnglish } = await import('./translator');
    const date = new Date('2027-03-03T10:00:00Z');
    expect(translateEnglish('review.askedOn', { date })).toBe('You asked on 3 March 2027.');
    expect(makeTranslator('af', af)('review.askedOn', { date })).toBe('U het op 3 Maart 2027 gevra.');
    expect(makeTranslator('sw', sw)('review.askedOn', { date })).toBe('Uliomba tarehe 3 Machi 2027.');
    expect(makeTranslator('fr', fr)('review.askedOn', { date })).toBe(
      'Vous avez fait la demande le 3 mars 2027.',
    );
    expect(makeTranslator('pt', pt)('review.askedOn', { date })).toBe('Fez o pedido a 3 de março de 2027.');
  });
});

describe("the server's fixed refusals, copied", () => {
  it("match core's texts word for word, so that they are shown translated", async () => {
    const { UPLOAD_MESSAGES } = await import('@sauti/core/use-cases/interview/limits');
    const { BUDGET_MESSAGES } = await import('@sauti/core/use-cases/abuse/abuse-budgets');
    expect([
      en['server.audioRequired'],
      en['server.audioType'],
      en['server.audioSize'],
      en['server.storedPerSession'],
    ]).toEqual([
      UPLOAD_MESSAGES.audioRequired,
      UPLOAD_MESSAGES.audioType,
      UPLOAD_MESSAGES.audioSize,
      BUDGET_MESSAGES.storedPerSession,
    ]);
    const { makeTranslator } = await import('./translator');
    expect(makeTranslator('sw', sw).known(UPLOAD_MESSAGES.audioSize)).toBe(sw['server.audioSize']);
    expect(makeTranslator('sw', sw).known('A sentence no catalogue has.')).toBe(
      'A sentence no catalogue has.',
    );
  });
});

describe('numbers in the language on screen', () => {
  it('writes the data estimate with the language’s decimal sign, one decimal', async () => {
    const { makeTranslator, translateEnglish } = await import('./translator');
    const values = { megabytes: 1.26 };
    expect(translateEnglish('identity.videoData', values)).toBe(
      'The video uses about 1.3 MB of data at most.',
    );
    expect(makeTranslator('af', af)('identity.videoData', values)).toBe(
      'Die video gebruik hoogstens omtrent 1,3 MB data.',
    );
    expect(makeTranslator('sw', sw)('identity.videoData', values)).toBe(
      'Video inatumia takriban MB 1.3 za data kwa kiwango cha juu.',
    );
    expect(makeTranslator('fr', fr)('identity.videoData', values)).toBe(
      'La vidéo utilise au plus environ 1,3 Mo de données.',
    );
    expect(makeTranslator('pt', pt)('identity.videoData', values)).toBe(
      'O vídeo usa no máximo cerca de 1,3 MB de dados.',
    );
  });
});
