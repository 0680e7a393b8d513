import type { CandidateDetailPayload, EvidenceView } from '@sauti/core/contract/review-views';
import { resultWords, type ResultWords } from '@sauti/core/rules/evaluator-label';
import { channelMark } from '@sauti/core/rules/interview-channel';
import { candidateName, formatDate, formatSeconds, NO_TRANSCRIPT } from '@/lib/review/display';
import { escapeHtml, openPrintWindow } from '@/lib/print-window';
import { machineTranscriptHtml } from '@/lib/review/transcript-html';
import { answerScoreOf, answerScoreText, NOT_SCORED_LABEL } from '@/lib/review/scoring';
import { aiSummary, evaluatorLabel, headerFigures } from './detail-figures';

function evidenceHtml(evidence: EvidenceView[], words: ResultWords): string {
  if (evidence.length === 0) return '';
  const items = evidence
    .map(
      (e) =>
        `<li>&ldquo;${escapeHtml(e.quote)}&rdquo; <span class="muted">${escapeHtml(words.reasoning)}: ` +
        `${escapeHtml(e.reasoning)}</span></li>`,
    )
    .join('');
  return `<p><strong>Supporting evidence</strong></p><ul>${items}</ul>`;
}

function criteriaHtml(detail: CandidateDetailPayload, words: ResultWords): string {
  return detail.criteriaEvaluations
    .map((criterion) => {
      const pillar = detail.pillarDetails.find((d) => d.pillarId === criterion.pillarId);
      return (
        `<div class="card"><h3>${escapeHtml(criterion.pillarLabel)} &mdash; ${escapeHtml(Math.round(criterion.score))}% ` +
        `<span class="chip ${criterion.meets ? 'met' : 'unmet'}">${criterion.meets ? 'Meets' : 'Does not meet'}</span></h3>` +
        (pillar
          ? `<p><strong>Quick take:</strong> ${escapeHtml(pillar.quickTake)}</p>` +
            `<p>${escapeHtml(pillar.rationale)}</p>${evidenceHtml(pillar.supportingEvidence, words)}`
          : '') +
        '</div>'
      );
    })
    .join('');
}

function answerScoreHtml(detail: CandidateDetailPayload, questionIndex: number): string {
  const score = answerScoreOf(detail.evaluation, questionIndex);
  const text = answerScoreText(score);
  if (!text) return '';
  return `<p><strong>${escapeHtml(text)}</strong>${score?.feedback ? ` <span class="muted">${escapeHtml(score.feedback)}</span>` : ''}</p>`;
}

function transcriptHtml(detail: CandidateDetailPayload): string {
  if (detail.responses.length === 0) return `<p class="muted">${escapeHtml(NO_TRANSCRIPT)}</p>`;
  return detail.responses
    .map(
      (r) =>
        `<div class="card"><h3>Question ${escapeHtml(r.questionIndex + 1)}: ${escapeHtml(r.questionText)}</h3>` +
        machineTranscriptHtml(r) +
        answerScoreHtml(detail, r.questionIndex) +
        `<p class="muted">Duration: ${escapeHtml(formatSeconds(r.duration))}</p></div>`,
    )
    .join('');
}

/**
 * The printable candidate report: header figures, the summary, criteria and transcript, each result
 * named by who made it (docs/behaviour/review.md §16).
 */
export function candidateReportHtml(detail: CandidateDetailPayload): string {
  const { session, job, evaluation } = detail;
  const words = resultWords(evaluation?.evaluator ?? null);
  const figures = headerFigures(detail)
    .map(({ label, value }) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const notes = evaluation?.notAssessable.map((n) => `<li>${escapeHtml(n.message)}</li>`).join('') ?? '';
  const channel = channelMark(detail.byPhone ? 'phone' : 'web');
  return (
    `<h1>${escapeHtml(candidateName(session.candidateName))}</h1>` +
    `<p class="muted">${escapeHtml(session.candidateEmail ?? '')} &middot; ${escapeHtml(job.title)} &middot; ` +
    `Interviewed ${escapeHtml(formatDate(session.completedAt ?? session.startedAt))}` +
    (channel ? ` &middot; ${escapeHtml(channel)}` : '') +
    '</p>' +
    `<table>${figures}</table>` +
    `<p class="muted">${escapeHtml(evaluatorLabel(evaluation))}</p>` +
    (evaluation && !evaluation.scored
      ? `<p><strong>${escapeHtml(NOT_SCORED_LABEL)}</strong></p><ul>${evaluation.notScoredReasons
          .map((r) => `<li>${escapeHtml(r)}</li>`)
          .join('')}</ul>`
      : '') +
    `<h2>${escapeHtml(words.summary)}</h2><p>${escapeHtml(aiSummary(evaluation))}</p>` +
    (evaluation?.needsHumanReview ? '<p><strong>Needs human review</strong></p>' : '') +
    (notes ? `<ul>${notes}</ul>` : '') +
    `<h2>Criteria Evaluation</h2>${criteriaHtml(detail, words)}` +
    `<h2>Full Interview Transcript</h2>${transcriptHtml(detail)}`
  );
}

/** Opens the candidate report in a print window (the user saves it as PDF). */
export function printCandidateReport(detail: CandidateDetailPayload): boolean {
  return openPrintWindow(
    `Candidate Report - ${candidateName(detail.session.candidateName)}`,
    candidateReportHtml(detail),
  );
}
