import { resultWords } from '@sauti/core/rules/evaluator-label';
import { channelMark } from '@sauti/core/rules/interview-channel';
import type { DashboardCandidate } from '@sauti/core/contract/review-views';
import { candidateName } from '@/lib/review/display';
import { escapeHtml } from '@/lib/print-window';
import { competencyScores, interviewDate, overallImpression, splitSentences } from './candidate-text';
import { NOT_SCORED_LABEL } from '@/lib/review/scoring';
import { scoreText } from '@/lib/review/figures';

/** A titled bullet list, or nothing when there are no items. */
export function listHtml(title: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  const lis = items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<h4>${escapeHtml(title)}</h4><ul>${lis}</ul>`;
}

/** Contact line: email · phone · interview date, then 'Phone' for an interview taken on a phone call. */
function contactHtml({ session, channel }: DashboardCandidate, date: string): string {
  const parts = [session.candidateEmail, session.candidatePhone, date, channelMark(channel)].filter(Boolean);
  return `<p class="muted">${parts.map(escapeHtml).join(' · ')}</p>`;
}

/** The quality, identity and transcript-gate notes of a candidate, as a list (or nothing). */
function reviewNotes(candidate: DashboardCandidate): string[] {
  const notes: string[] = [];
  if (candidate.evaluation.needsHumanReview) notes.push('Needs human review');
  notes.push(...candidate.evaluation.notAssessable.map((item) => item.message));
  if (candidate.identityClipMissing) notes.push('Identity verification required but no clip on file');
  if (candidate.voiceMismatch) notes.push('Voice identity mismatch detected in the responses');
  notes.push(...candidate.qualityFlags.map((flag) => flag.message));
  return notes;
}

/**
 * One candidate's assessment: score and recommendation, competency scores, strengths, areas to
 * watch, overall impression and review notes. Every text goes through escapeHtml.
 */
export function candidateAssessmentHtml(candidate: DashboardCandidate): string {
  const { evaluation } = candidate;
  const { figures } = candidate;
  const rows = competencyScores(figures)
    .map(({ label, text }) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(text)}</td></tr>`)
    .join('');
  const impression = overallImpression(evaluation);
  return [
    `<h3>${escapeHtml(candidateName(candidate.session.candidateName))}</h3>`,
    contactHtml(candidate, interviewDate(candidate)),
    figures.scorePercent === null
      ? `<p><strong>${escapeHtml(NOT_SCORED_LABEL)}</strong>: ${escapeHtml(evaluation.notScoredReasons.join(' '))}</p>`
      : `<p><strong>${escapeHtml(resultWords(evaluation.evaluator).score)}: ${escapeHtml(scoreText(figures))}</strong> — ${escapeHtml(
          [figures.band, figures.matchLevel].filter(Boolean).join(' · '),
        )}</p>`,
    `<p class="muted">${escapeHtml(evaluation.evaluator.label)}</p>`,
    `<table>${rows}</table>`,
    listHtml('Strengths', splitSentences(evaluation.strengths)),
    listHtml('Areas to Watch', splitSentences(evaluation.weaknesses)),
    impression ? `<h4>Overall Impression</h4><p>${escapeHtml(impression)}</p>` : '',
    listHtml('Review Notes', reviewNotes(candidate)),
  ].join('');
}
