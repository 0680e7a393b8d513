import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected into pages as it ships (test/package.json pins the version). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the accessibility suite (issue 9: no serious or critical violations). */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

/** One axe rule broken on a page, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first element (e.g. the contrast ratio found). */
  summary: string;
}

/**
 * Runs axe's default rules (WCAG 2.0/2.1/2.2 A and AA plus best practices) over the whole
 * document. The page's context must bypass CSP (`bypassCSP: true`): the app's policy forbids the
 * inline script and the string evaluation this needs.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof window.axe !== "undefined"');
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate<AxeViolation[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((result) =>
      result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        summary: (v.nodes[0] && v.nodes[0].failureSummary) || '',
      })),
    )
  `);
}

/** Human-readable lines for a screen's violations, printed whatever their impact. */
export function describeViolations(screen: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `axe ${screen}: no violations`;
  return [
    `axe ${screen}: ${violations.length} violation(s)`,
    ...violations.map(
      (v) =>
        `  [${v.impact}] ${v.id} — ${v.help}\n    targets: ${v.targets.join(' | ')}\n    ${v.summary.replace(/\n/g, ' ')}`,
    ),
  ].join('\n');
}

/** Moderate rules held as strictly as serious ones: they were fixed and must stay fixed. */
const ALSO_BLOCKING_RULES: readonly string[] = ['heading-order'];

/** The violations a screen must not have: serious or critical ones, and skipped heading levels. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter(
    (v) =>
      (BLOCKING_IMPACTS as readonly string[]).includes(v.impact ?? '') || ALSO_BLOCKING_RULES.includes(v.id),
  );
}
