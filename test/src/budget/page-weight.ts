import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

/** One JS or CSS file a page loaded. */
export interface AssetWeight {
  url: string;
  kind: 'js' | 'css';
  /** What the server sent it as (`br`, `gzip` or `identity`). */
  encoding: string;
  /** Body bytes on the wire, as the server encoded them. */
  transferred: number;
  /** Decoded size. */
  raw: number;
  /** The decoded bytes gzipped here at level 9: comparable whatever the server sends. */
  gzip: number;
}

/** Totals of one kind of asset of one page. */
export interface KindTotals {
  files: number;
  transferred: number;
  raw: number;
  gzip: number;
}

/** What one page costs a visitor in JS and CSS on its first load. */
export interface PageWeight {
  /** The route as reported, e.g. `/interview/{jobId}`. */
  route: string;
  js: KindTotals;
  css: KindTotals;
  assets: AssetWeight[];
}

function kindOf(response: Response): AssetWeight['kind'] | undefined {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return undefined;
}

async function weigh(response: Response, kind: AssetWeight['kind']): Promise<AssetWeight> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    kind,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    transferred: sizes.responseBodySize,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

function totals(assets: AssetWeight[], kind: AssetWeight['kind']): KindTotals {
  const mine = assets.filter((a) => a.kind === kind);
  const sum = (key: 'transferred' | 'raw' | 'gzip') => mine.reduce((s, a) => s + a[key], 0);
  return { files: mine.length, transferred: sum('transferred'), raw: sum('raw'), gzip: sum('gzip') };
}

/**
 * Opens `origin + path` in a fresh context (empty cache, as a first-time candidate) and weighs
 * every JS and CSS response until the network goes quiet, lazily loaded route chunks included.
 */
export async function measurePageWeight(
  browser: Browser,
  origin: string,
  path: string,
  route = path,
): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const pending: Promise<AssetWeight>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (kind && response.status() === 200) pending.push(weigh(response, kind));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const assets = await Promise.all(pending);
    return { route, js: totals(assets, 'js'), css: totals(assets, 'css'), assets };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One markdown table row: path, then JS and CSS as files / transferred / gzip-9 kB. */
export function weightRow(weight: PageWeight): string {
  const cell = (t: KindTotals) => `${t.files} files, ${kb(t.transferred)} kB sent, ${kb(t.gzip)} kB gzip`;
  return `| \`${weight.route}\` | ${cell(weight.js)} | ${cell(weight.css)} |`;
}
