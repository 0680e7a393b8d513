import { describe, expect, it } from 'vitest';
import { buildCandidateReport, candidateReportTitle } from './candidate-report';
import { makeCandidate, makeJob, makeResponse } from './dashboard-fixtures';

describe('candidate report (Export PDF)', () => {
  it('holds the assessment and the transcript in question order, with placeholders', () => {
    const candidate = makeCandidate('a', {
      session: { candidateName: null },
      responses: [
        makeResponse({
          id: 'r1',
          questionIndex: 1,
          questionText: 'Why us?',
          transcribedText: null,
          duration: 9.6,
        }),
        makeResponse({
          id: 'r0',
          questionIndex: 0,
          questionText: 'Who are you?',
          transcribedText: 'A seller.',
        }),
      ],
    });
    const html = buildCandidateReport(makeJob(), candidate);
    expect(candidateReportTitle(candidate)).toBe('Anonymous Candidate - Candidate Report');
    expect(html).toContain('Field Sales Agent');
    expect(html).toContain('Built-in score: 75%</strong> — Hire · Partial Match');
    expect(html.indexOf('Question 1: Who are you?')).toBeLessThan(html.indexOf('Question 2: Why us?'));
    expect(html).toContain('(10s)');
    expect(html).toContain('<p>No transcript available</p>');
    expect(html).toContain('<p class="muted">Machine transcript</p><p>A seller.</p>');
  });

  it("adds 'Phone' to the contact line of an interview taken on a phone call", () => {
    const html = buildCandidateReport(makeJob(), makeCandidate('p', { channel: 'phone' }));
    expect(html).toMatch(/<p class="muted">p@example\.co\.ke · \+254700000001 · [^<]+ · Phone<\/p>/);
    expect(buildCandidateReport(makeJob(), makeCandidate('w'))).not.toContain(' · Phone');
  });

  it('labels a machine transcript with its recogniser and greys its unsure words, escaped', () => {
    const candidate = makeCandidate('b', {
      responses: [
        makeResponse({
          readableText: 'A <seller>.',
          transcriber: 'pocketsphinx (offline), job-adapted model',
          words: [
            { text: 'A', startSeconds: 0, endSeconds: 0.2, confidence: 0.9, unsure: false },
            { text: '<seller>.', startSeconds: 0.2, endSeconds: 0.9, confidence: 0.1, unsure: true },
          ],
        }),
      ],
    });
    const html = buildCandidateReport(makeJob(), candidate);
    expect(html).toContain(
      '<p class="muted">Machine transcript · pocketsphinx (offline), job-adapted model</p>',
    );
    expect(html).toContain('<p>A <span class="unsure">&lt;seller&gt;.</span></p>');
    expect(html).toContain('Grey words are ones the recogniser was unsure of: listen to the recording.');
  });

  it('says No transcript available when there are no answers', () => {
    const html = buildCandidateReport(makeJob(), makeCandidate('a', { responses: [] }));
    expect(html).toContain('No transcript available');
  });

  it('escapes answers and names', () => {
    const candidate = makeCandidate('a', {
      session: { candidateName: 'Tom & <b>Jerry</b>' },
      responses: [makeResponse({ transcribedText: '<script>x</script>' })],
    });
    const html = buildCandidateReport(makeJob(), candidate);
    expect(html).not.toMatch(/<script>|<b>/);
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
