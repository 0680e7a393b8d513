import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The in-page check, kept as a browser script (layout-probe.js). */
const PROBE = readFileSync(new URL('./layout-probe.js', import.meta.url), 'utf8')
  .trim()
  .replace(/;$/, '');

/** The widths every screen is checked at: small, common and large phones, and a desktop. */
export const WIDTHS = [320, 360, 390, 1280] as const;

/** The smallest height of a control a thumb must hit (issue 17; WCAG 2.5.5). */
export const MIN_CONTROL_PX = 44;

/**
 * What is wrong with the layout of the screen as it is now: the page scrolls sideways, an
 * element's content spills out of its box or is cut off by it (text cut with an ellipsis on
 * purpose excepted, and content of boxes meant to scroll), an element sticks out of the
 * viewport, or a control is less than 44 px tall. Runs in the page; returns one line per problem.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(`(${PROBE})(${MIN_CONTROL_PX})`);
}

/** Where to keep a full-page screenshot of every screen at every width, for a person to look at. */
const SCREENSHOT_DIR = process.env.LAYOUT_SCREENSHOTS;

/**
 * Checks the current screen at every width (resizing the page), collecting problems by width.
 * With LAYOUT_SCREENSHOTS=<folder> it also keeps a screenshot of each.
 */
export async function checkAtEveryWidth(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
    await page.waitForTimeout(50); // one frame for layout and resize observers
    for (const problem of await layoutProblems(page)) found.push(`${screen} @${width}px: ${problem}`);
    if (SCREENSHOT_DIR) {
      const name = `${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${width}.png`;
      await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
    }
  }
  await page.setViewportSize(original);
  return found;
}
