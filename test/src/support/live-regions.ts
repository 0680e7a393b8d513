import type { Page } from 'playwright-core';

/** A live region as a screen reader sees it at one moment. */
export interface LiveRegion {
  /** `aria-live`, or the politeness the role implies (alert → assertive, status/log → polite). */
  politeness: string;
  role: string | null;
  text: string;
}

/** One look at the page: what the ticking element shows and what the live regions say. */
export interface LiveSnapshot {
  /** Texts of the ticking elements found (a countdown digit, a m:ss clock). */
  ticks: string[];
  /** True when a ticking element sits in a live region without being hidden from assistive tech. */
  tickerAnnounced: boolean;
  regions: LiveRegion[];
}

/** In-page script: the ticking elements are found by CSS selector or by a pattern on their own text. */
const SNAPSHOT = (ticker: { selector?: string; pattern?: string }) => `(() => {
  const LIVE = '[aria-live],[role=alert],[role=status],[role=log],[role=timer],[role=marquee]';
  const implied = { alert: 'assertive', status: 'polite', log: 'polite', timer: 'off', marquee: 'off' };
  const hidden = (el) => !!el.closest('[aria-hidden="true"]');
  const selector = ${JSON.stringify(ticker.selector ?? null)};
  const pattern = ${JSON.stringify(ticker.pattern ?? null)};
  const tickers = selector
    ? [...document.querySelectorAll(selector)]
    : [...document.querySelectorAll('body *')].filter(
        (el) => el.children.length === 0 && new RegExp(pattern).test((el.textContent || '').trim()),
      );
  const regions = [...document.querySelectorAll(LIVE)].filter((el) => !hidden(el)).map((el) => ({
    politeness: el.getAttribute('aria-live') || implied[el.getAttribute('role')] || 'off',
    role: el.getAttribute('role'),
    text: (el.textContent || '').trim().replace(/\\s+/g, ' '),
  }));
  return {
    ticks: tickers.map((el) => (el.textContent || '').trim()),
    tickerAnnounced: tickers.some((el) => {
      const region = el.closest(LIVE);
      return !!region && !hidden(el) && region.getAttribute('aria-live') !== 'off';
    }),
    regions,
  };
})()`;

/** Looks at the page every `everyMs` for `forMs`: enough to see a per-second timer tick several times. */
export async function sampleLiveRegions(
  page: Page,
  ticker: { selector?: string; pattern?: string },
  forMs: number,
  everyMs = 150,
): Promise<LiveSnapshot[]> {
  const snapshots: LiveSnapshot[] = [];
  const end = Date.now() + forMs;
  while (Date.now() < end) {
    snapshots.push(await page.evaluate<LiveSnapshot>(SNAPSHOT(ticker)));
    await page.waitForTimeout(everyMs);
  }
  return snapshots;
}

/** What a screen reader would be told: the spoken live regions' texts, in order of change. */
export function announcements(snapshots: LiveSnapshot[]): string[] {
  const said: string[] = [];
  for (const snapshot of snapshots) {
    const text = snapshot.regions
      .filter((r) => r.politeness !== 'off' && r.text !== '')
      .map((r) => `${r.politeness}: ${r.text}`)
      .join(' | ');
    if (text !== '' && said.at(-1) !== text) said.push(text);
  }
  return said;
}

/** The distinct values the ticking element showed, in order. */
export function distinctTicks(snapshots: LiveSnapshot[]): string[] {
  const seen: string[] = [];
  for (const tick of snapshots.flatMap((s) => s.ticks)) if (seen.at(-1) !== tick) seen.push(tick);
  return seen;
}
