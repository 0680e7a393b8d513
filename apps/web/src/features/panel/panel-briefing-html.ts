import { resultWords } from '@sauti/core/rules/evaluator-label';
import { PANEL_LIMITS } from '@sauti/core/rules/panel';
import type { PanelCandidate, PanelPayload, ReviewPillar } from '@sauti/core/contract/review-views';
import { candidateName } from '@/lib/review/display';
import { escapeHtml as e } from '@/lib/print-window';
import { OUTCOME_LABELS } from './hiring-outcome-badge';
import { NOT_SCORED_LABEL } from '@/lib/review/scoring';
import { channelMark } from '@sauti/core/rules/interview-channel';

function criteriaChips(candidate: PanelCandidate, pillars: readonly ReviewPillar[]): string {
  return pillars
    .map((p) => {
      const met = candidate.criteriaBreakdown[p.id];
      const score = candidate.pillarScores[p.id];
      const cls = met === undefined ? 'chip' : met ? 'chip met' : 'chip unmet';
      const mark = met === undefined ? '–' : met ? '✓' : '✗';
      return `<span class="${cls}">${mark} ${e(p.label)}${typeof score === 'number' ? ` ${score}%` : ''}</span>`;
    })
    .join('');
}

/** '83% · Strong Match', or 'Not scored — needs a human listen' with the reasons. */
function panelScore(c: PanelCandidate): string {
  if (c.overallScore === null || c.matchLevel === null)
    return `${NOT_SCORED_LABEL}: ${c.notScoredReasons.join(' ')}`;
  return `${c.overallScore}% · ${c.matchLevel}`;
}

function candidateHtml(c: PanelCandidate, index: number, pillars: readonly ReviewPillar[]): string {
  const outcome = c.session.hiringOutcome ? ` · ${OUTCOME_LABELS[c.session.hiringOutcome]}` : '';
  const mark = channelMark(c.channel);
  const channel = mark ? ` · ${mark}` : '';
  const focus = c.focusPoints.slice(0, PANEL_LIMITS.maxFocusPoints);
  return (
    `<div class="card"><h3>${index + 1}. ${e(candidateName(c.session.candidateName))}</h3>` +
    `<p class="muted">${e(c.session.candidateEmail ?? '')} · ${e(panelScore(c))}${e(outcome)}${e(channel)}</p>` +
    `<p>${criteriaChips(c, pillars)}</p>` +
    `<p><strong>Top Strength:</strong> ${c.topStrength ? `${e(c.topStrength.label)} (${c.topStrength.score}%)` : 'None identified'}</p>` +
    `<p><strong>${e(resultWords(c.evaluator).summary)}:</strong> ${e(c.aiSummary ?? 'No summary available.')}</p>` +
    `<h4>Interview Focus Points</h4><ol>${focus.map((f) => `<li>${e(f)}</li>`).join('')}</ol>` +
    `<p><strong>Recommendation:</strong> ${e(c.closingRecommendation)}</p></div>`
  );
}

function overviewHtml(payload: PanelPayload): string {
  const { insights } = payload;
  const average = insights.averageScore === null ? '—' : `${insights.averageScore}%`;
  const coverage = insights.coverage
    .map((c) => `<tr><td>${e(c.label)}</td><td>${c.count} of ${insights.panelSize}</td></tr>`)
    .join('');
  const roster = payload.panel
    .map(
      (c) =>
        `<tr><td>${e(candidateName(c.session.candidateName))}</td><td>${e(c.overallScore === null ? NOT_SCORED_LABEL : `${c.overallScore}%`)}</td><td>${e(c.matchLevel ?? c.notScoredReasons.join(' '))}</td></tr>`,
    )
    .join('');
  const strengths = insights.topStrengths.map((s) => `${e(s.label)} (${s.count})`).join(', ');
  return (
    `<h2>Panel Overview</h2>` +
    `<p><strong>Panel size:</strong> ${insights.panelSize} · <strong>Average score:</strong> ${average}</p>` +
    `<p><strong>Top panel strengths:</strong> ${strengths || 'None yet'}</p>` +
    `<table><thead><tr><th>Candidate</th><th>Score</th><th>Match</th></tr></thead><tbody>${roster}</tbody></table>` +
    `<h3>Criteria coverage</h3>` +
    `<table><thead><tr><th>Criterion</th><th>Candidates meeting it</th></tr></thead><tbody>${coverage}</tbody></table>`
  );
}

/**
 * The body of the printable panel briefing (docs/behaviour/review.md §2.6): a panel overview, then each candidate
 * with criteria chips, top strength, the summary (named by who made it), three interview focus points and the closing
 * recommendation. Every text is escaped; the date comes in so the builder stays pure.
 */
export function buildPanelBriefingHtml(payload: PanelPayload, generatedOn: string): string {
  return (
    `<h1>Panel Interview Briefing</h1>` +
    `<p class="muted">${e(payload.job.title)} · Generated ${e(generatedOn)}</p>` +
    overviewHtml(payload) +
    `<h2>Candidates</h2>` +
    payload.panel.map((c, i) => candidateHtml(c, i, payload.job.pillars)).join('')
  );
}
