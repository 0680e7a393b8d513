import type { ComparisonResult } from '@sauti/core/contract/comparison';
import type { CandidateDetailPayload, ReviewPillar } from '@sauti/core/contract/review-views';
import { candidateName } from '@/lib/review/display';
import { escapeHtml as e } from '@/lib/print-window';
import { bestForCriterion, highestScoreIds, sentences, shownConcern } from './compare-rules';
import { ANALYSIS_TITLE } from './comparison-analysis';
import { overallScoreText } from '@/lib/review/scoring';
import { matchLine } from '@/lib/review/figures';
import { channelMark } from '@sauti/core/rules/interview-channel';

/** What the printable comparison shows. */
export interface ComparisonReportInput {
  jobTitle: string;
  pillars: readonly ReviewPillar[];
  candidates: readonly CandidateDetailPayload[];
  /** Null while the analysis is loading or when it failed: the report says so. */
  analysis: ComparisonResult | null;
  /** The date line, e.g. '21 Nov 2026' (passed in so the builder stays pure). */
  generatedOn: string;
}

const list = (items: readonly string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : '<p class="muted">None.</p>';

const keyed = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([name, text]) => `<p><strong>${e(name)}:</strong> ${e(text)}</p>`)
    .join('');

function analysisHtml(analysis: ComparisonResult | null): string {
  if (!analysis) return '<p class="muted">The comparative analysis is not available.</p>';
  return (
    `<h3>Summary</h3><p>${e(analysis.summary)}</p>` +
    `<h3>Key Differentiators</h3>${list(analysis.keyDifferentiators)}` +
    `<h3>Individual Recommendations</h3>${keyed(analysis.recommendations)}` +
    `<h3>Best Fit Scenarios</h3>${keyed(analysis.bestFitFor)}`
  );
}

function scoreCardsHtml(candidates: readonly CandidateDetailPayload[]): string {
  const highest = highestScoreIds(candidates);
  return candidates
    .map((c) => {
      const score = c.evaluation ? overallScoreText(c.evaluation) : 'Not evaluated';
      const line = matchLine(c.figures, c.evaluation !== null);
      const marker = highest.has(c.session.id) ? ' <span class="chip met">HIGHEST SCORE</span>' : '';
      const mark = channelMark(c.byPhone ? 'phone' : 'web');
      const channel = mark ? ` <span class="chip">${e(mark)}</span>` : '';
      return (
        `<div class="card"><h3>${e(candidateName(c.session.candidateName))}${channel}${marker}</h3>` +
        `<p><strong>${e(score)}</strong>${line ? ` · ${e(line)}` : ''}</p>` +
        (c.evaluation ? `<p class="muted">${e(c.evaluation.evaluator.label)}</p>` : '') +
        (c.evaluation && !c.evaluation.scored ? `<p>${e(c.evaluation.notScoredReasons.join(' '))}</p>` : '') +
        '</div>'
      );
    })
    .join('');
}

function criteriaTableHtml(pillars: readonly ReviewPillar[], candidates: readonly CandidateDetailPayload[]) {
  const head = candidates.map((c) => `<th>${e(candidateName(c.session.candidateName))}</th>`).join('');
  const rows = pillars
    .map((p) => {
      const best = bestForCriterion(candidates, p.id);
      const cells = candidates
        .map((c) => {
          const score = c.pillarScores[p.id];
          const mark = best.has(c.session.id) ? ' <span class="chip met">BEST</span>' : '';
          return `<td>${typeof score === 'number' ? `${score}%` : '—'}${mark}</td>`;
        })
        .join('');
      return `<tr><th>${e(p.label)}</th>${cells}</tr>`;
    })
    .join('');
  return `<table><thead><tr><th>Criterion</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function strengthsHtml(c: CandidateDetailPayload): string {
  const concern = shownConcern(c.mainConcern);
  return (
    `<div class="card"><h3>${e(candidateName(c.session.candidateName))}</h3>` +
    (c.topStrength
      ? `<p><strong>Top Strength:</strong> ${e(c.topStrength.label)} (${c.topStrength.score}%)</p>`
      : '') +
    (concern ? `<p><strong>Main Concern:</strong> ${e(concern.label)} (${concern.score}%)</p>` : '') +
    `<h4>Strengths</h4>${list(sentences(c.evaluation?.strengths))}` +
    `<h4>Weaknesses</h4>${list(sentences(c.evaluation?.weaknesses))}</div>`
  );
}

/**
 * The body of the printable comparison (Download Comparison): the analysis, the score cards, the
 * criteria table and strengths / weaknesses, every text escaped.
 */
export function buildComparisonHtml(input: ComparisonReportInput): string {
  return (
    `<h1>Candidate Comparison: ${e(input.jobTitle)}</h1>` +
    `<p class="muted">${input.candidates.length} candidates · Generated ${e(input.generatedOn)}</p>` +
    `<h2>${e(ANALYSIS_TITLE)}</h2>${analysisHtml(input.analysis)}` +
    `<h2>Overall Scores</h2>${scoreCardsHtml(input.candidates)}` +
    `<h2>Criteria-by-Criteria Comparison</h2>${criteriaTableHtml(input.pillars, input.candidates)}` +
    `<h2>Strengths and Weaknesses</h2>${input.candidates.map(strengthsHtml).join('')}`
  );
}
