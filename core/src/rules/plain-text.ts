/**
 * Characters that have no place in a name shown on a screen or in a mail: C0 and C1 control
 * characters (NUL, tab, line breaks, DEL…), the Unicode line and paragraph separators, and the
 * bidirectional overrides and isolates that can make a name display as something else. Zero-width
 * joiners stay allowed: several scripts need them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const UNWANTED_ALL = new RegExp(UNWANTED.source, 'gu');

/** True when `text` holds a control character, a line separator or a bidi override. */
export function hasControlCharacters(text: string): boolean {
  return UNWANTED.test(text);
}

/**
 * One line of plain text: every run of control characters and whitespace becomes a single space,
 * so a value placed in a mail's text part (a name, a title) can never start a line of its own.
 */
export function singleLine(text: string): string {
  return text.replace(UNWANTED_ALL, ' ').replace(/\s+/g, ' ').trim();
}

/** What a form or the server says about a name with such characters. */
export function controlCharactersMessage(field: string): string {
  return `${field} may not contain line breaks or control characters`;
}

/** Text made safe inside HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
