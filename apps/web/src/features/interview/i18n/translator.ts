import IntlMessageFormat from 'intl-messageformat';
import { Children, type ReactNode } from 'react';
import { en, type Catalogue, type MessageKey } from './en';

/** A value a message's placeholder takes: text, a count (plural rules) or a date. */
export type MessageValue = string | number | Date;

/** What wraps a tagged part of a message, e.g. `<b>…</b>` in bold. */
export type TagRenderer = (chunks: ReactNode[]) => ReactNode;

/** Looks a text up in the active catalogue and fills its ICU placeholders. */
export interface Translate {
  (key: MessageKey, values?: Record<string, MessageValue>): string;
  /** The same with the message's tags (`<b>…</b>`) rendered as elements. */
  rich: (key: MessageKey, values: Record<string, MessageValue | TagRenderer>) => ReactNode;
  /**
   * A text written in English elsewhere (a core rule's message, a server's error) in the language
   * on screen when the English catalogue holds it word for word; otherwise as it came.
   */
  known: (english: string) => string;
}

let englishKeys: Map<string, MessageKey> | undefined;

/** The catalogue key of an English text without placeholders. */
function keyOfEnglish(text: string): MessageKey | undefined {
  englishKeys ??= new Map(
    (Object.entries(en) as [MessageKey, string][])
      .filter(([, m]) => !m.includes('{'))
      .map(([k, m]) => [m, k]),
  );
  return englishKeys.get(text);
}

/**
 * A translator for one language (docs/behaviour/interview.md §21). Messages are ICU MessageFormat,
 * formatted by intl-messageformat, whose plurals, numbers and dates go through the browser's
 * Intl.PluralRules, Intl.NumberFormat and Intl.DateTimeFormat for `locale`. A message without a
 * placeholder is returned as written, so most texts cost no parsing.
 */
export function makeTranslator(locale: string, catalogue: Catalogue): Translate {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const formatOf = (key: MessageKey) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(catalogue[key], locale);
      formats.set(key, format);
    }
    return format;
  };
  const translate = (key: MessageKey, values?: Record<string, MessageValue>) => {
    const message = catalogue[key];
    return message.includes('{') ? String(formatOf(key).format(values)) : message;
  };
  translate.rich = (key: MessageKey, values: Record<string, MessageValue | TagRenderer>): ReactNode => {
    const parts = formatOf(key).format<ReactNode>(values);
    return Array.isArray(parts) ? Children.toArray(parts) : parts;
  };
  translate.known = (english: string) => {
    const key = keyOfEnglish(english);
    return key ? translate(key) : english;
  };
  return translate;
}

/**
 * English, bundled with the page: the language every screen can fall back to. British English
 * formats (29 November 2026), as the candidates' countries write them.
 */
export const translateEnglish = makeTranslator('en-GB', en);
