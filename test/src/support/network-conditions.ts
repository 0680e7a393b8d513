import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { MeteredLine } from './metered-line.js';

/** A mobile link as Chrome DevTools emulates it: throughput each way and round-trip time. */
export interface NetworkProfile {
  name: string;
  downloadKbps: number;
  uploadKbps: number;
  rttMs: number;
}

/** EDGE (2G) and 3G as issue 17 measures them. */
export const PROFILES = {
  edge: { name: 'EDGE', downloadKbps: 240, uploadKbps: 200, rttMs: 840 },
  threeG: { name: '3G', downloadKbps: 780, uploadKbps: 330, rttMs: 300 },
} satisfies Record<string, NetworkProfile>;

/** How often and how long the connection drops. */
export interface CutPattern {
  everyMs: number;
  forMs: number;
}

/** The page's link: throttled as the profile says (CDP), and cut or restored on demand. */
export interface EmulatedLink {
  /** Cuts the link: the page goes offline (CDP) and the line resets every connection. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Cuts the link every `pattern.everyMs` for `pattern.forMs` until stopped. */
  startCuts(pattern: CutPattern): void;
  stopCuts(): Promise<void>;
}

const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

async function emulate(cdp: CDPSession, profile: NetworkProfile, offline: boolean): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: profile.rttMs,
    downloadThroughput: bytesPerSecond(profile.downloadKbps),
    uploadThroughput: bytesPerSecond(profile.uploadKbps),
  });
}

/**
 * Throttles `page` with the Chrome DevTools Protocol (Network.emulateNetworkConditions) and cuts
 * it through both CDP (the page sees itself offline, as a phone does) and `line` (so requests of
 * the service worker, which the page's emulation does not cover, fail too).
 */
export async function emulateLink(
  context: BrowserContext,
  page: Page,
  profile: NetworkProfile,
  line: MeteredLine,
): Promise<EmulatedLink> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await emulate(cdp, profile, false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let offline = false;
  const link: EmulatedLink = {
    async cut() {
      offline = true;
      line.cut();
      await emulate(cdp, profile, true);
    },
    async restore() {
      offline = false;
      await emulate(cdp, profile, false);
      line.restore();
    },
    startCuts(pattern) {
      const cycle = () => {
        timer = setTimeout(async () => {
          await link.cut().catch(() => undefined);
          timer = setTimeout(async () => {
            await link.restore().catch(() => undefined);
            cycle();
          }, pattern.forMs);
        }, pattern.everyMs - pattern.forMs);
      };
      cycle();
    },
    async stopCuts() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (offline) await link.restore();
    },
  };
  return link;
}
