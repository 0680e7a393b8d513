import type { Page } from 'playwright-core';

/** The element that has keyboard focus, described as a screen reader would name it. */
export interface Focused {
  tag: string;
  type: string | null;
  /** aria-label, else the text of its label, else its own text. */
  name: string;
}

const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const labelled = el.getAttribute('aria-labelledby');
  const name =
    el.getAttribute('aria-label') ||
    (labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' ') : '') ||
    (el.labels && el.labels[0] ? el.labels[0].textContent : '') ||
    el.textContent ||
    '';
  return { tag: el.tagName.toLowerCase(), type: el.getAttribute('type'), name: name.trim().replace(/\\s+/g, ' ') };
})()`;

/** The element that has focus now, or null when nothing (the body) has. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate<Focused | null>(FOCUSED);
}

/**
 * Presses Tab until the focused element matches, as a keyboard user would move through the page;
 * fails naming every stop when it is not reached within `maxTabs` presses (a focus trap, or an
 * element that cannot take focus).
 */
export async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  description: string,
  maxTabs = 40,
): Promise<Focused> {
  const stops: string[] = [];
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now && wanted(now)) return now;
    stops.push(now ? `${now.tag}${now.type ? `[${now.type}]` : ''} "${now.name}"` : '(body)');
  }
  throw new Error(`Tab never reached ${description}; focus went: ${stops.join(' → ')}`);
}

/** Matches a focused element by tag and (part of) its accessible name. */
export const named =
  (tag: string, name: string | RegExp) =>
  (f: Focused): boolean =>
    f.tag === tag && (typeof name === 'string' ? f.name.includes(name) : name.test(f.name));
