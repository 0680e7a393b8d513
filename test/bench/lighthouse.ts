import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startCandidateJobApp } from '../src/support/candidate-job.js';
import { CHROMIUM_PATH } from '../src/support/chromium.js';

/** Lighthouse runs of the candidate route; the median score's run is reported, as Lighthouse advises. */
const RUNS = 3;

/** Figures of one Lighthouse run. */
interface LighthouseFigure {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  totalBytes: number;
  version: string;
}

/**
 * One Lighthouse run against `url` in Debian's Chromium: the default config is mobile (Moto G
 * Power emulation) with simulated throttling (slow 4G, 4× CPU); only the performance category.
 */
async function runOnce(url: string): Promise<LighthouseFigure> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
      return value;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      totalBytes: audit('total-byte-weight'),
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (mobile, simulated throttling) on `/interview/{jobId}` of the real app serving the
 * built web app. Returns a markdown section; figures only, no assertion.
 */
export async function lighthouseBenchmark(log: (line: string) => void): Promise<string> {
  const { server, candidatePath } = await startCandidateJobApp();
  const figures: LighthouseFigure[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const figure = await runOnce(`${server.url}${candidatePath}`);
      log(`run ${i + 1}: score ${figure.score}, LCP ${figure.lcpMs} ms, TBT ${figure.tbtMs} ms`);
      figures.push(figure);
    }
  } finally {
    await server.stop();
  }
  const median = [...figures].sort((a, b) => a.score - b.score)[Math.floor(figures.length / 2)]!;
  return [
    '## Lighthouse: candidate route `/interview/{jobId}`',
    '',
    `Lighthouse ${median.version}, Debian Chromium, mobile emulation, simulated throttling, performance only;`,
    `median of ${RUNS} runs by score (all runs: ${figures.map((f) => f.score).join(', ')}).`,
    '',
    '| Performance score | FCP ms | LCP ms | TBT ms | Total byte weight kB |',
    '|---|---|---|---|---|',
    `| ${median.score} | ${median.fcpMs} | ${median.lcpMs} | ${median.tbtMs} | ${(median.totalBytes / 1024).toFixed(1)} |`,
    '',
  ].join('\n');
}
