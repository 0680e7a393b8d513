import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@sauti/core/rules/report';
import { buildAssessmentReport, reportCandidates } from './assessment-report';
import { makeCandidate, makeJob } from './dashboard-fixtures';

const generatedAt = new Date('2026-02-01T12:00:00.000Z');

function topSection(html: string): string {
  return html.slice(html.indexOf('<h2>Top Performers</h2>'), html.indexOf('<h2>All Candidates</h2>'));
}

describe('assessment report (Export All Results, docs/behaviour/review.md §9)', () => {
  it('keeps one candidate per email plus phone, the latest start', () => {
    const older = makeCandidate('old', {
      session: {
        candidateName: 'Older Attempt',
        candidateEmail: 'a@x.co',
        startedAt: '2026-01-01T08:00:00Z',
      },
    });
    const newer = makeCandidate('new', {
      session: {
        candidateName: 'Newer Attempt',
        candidateEmail: 'A@x.co',
        startedAt: '2026-01-03T08:00:00Z',
      },
    });
    const otherPhone = makeCandidate('other', {
      session: { candidateName: 'Other Phone', candidateEmail: 'a@x.co', candidatePhone: '+254711111111' },
    });
    expect(reportCandidates([older, newer, otherPhone]).map((c) => c.session.id)).toEqual(['new', 'other']);

    const html = buildAssessmentReport(makeJob(), [older, newer, otherPhone], generatedAt);
    expect(html).toContain('Newer Attempt');
    expect(html).toContain('Other Phone');
    expect(html).not.toContain('Older Attempt');
    expect(html).toContain('Candidates assessed: 2');
  });

  it('lists Top Performers: score of 70 or more, best first, at most 5, summary cut to 200', () => {
    const scores = [69, 70, 95, 80, 71, 88, 90];
    const candidates = scores.map((score, i) =>
      makeCandidate(`c${i}`, {
        session: { candidateName: `Person ${score}`, candidatePhone: `+2547000000${i}` },
        evaluation: { overallScore: score, summary: `${'x'.repeat(250)}END${score}` },
      }),
    );
    const top = topSection(buildAssessmentReport(makeJob(), candidates, generatedAt));
    const ranked = [...top.matchAll(/(\d)\. Person (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(ranked).toEqual([
      [1, 95],
      [2, 90],
      [3, 88],
      [4, 80],
      [5, 71],
    ]);
    expect(ranked).toHaveLength(REPORT_LIMITS.topPerformerCount);
    expect(top).not.toContain('END');
    expect(top).toContain(`<p>${'x'.repeat(REPORT_LIMITS.summaryLength)}</p>`);
  });

  it('says so when nobody reaches 70, and still lists every candidate', () => {
    const html = buildAssessmentReport(
      makeJob(),
      [makeCandidate('a', { evaluation: { overallScore: 69 } })],
      generatedAt,
    );
    expect(topSection(html)).toContain('No candidate scored 70 or higher.');
    expect(html).toContain('Candidate a');
    expect(html).toContain('Built-in score: 69%');
  });

  it('shows scores, strengths, areas to watch and review notes per candidate', () => {
    const candidate = makeCandidate('a', {
      evaluation: {
        needsHumanReview: true,
        notAssessable: [
          {
            questionIndex: 2,
            reason: 'no speech detected',
            message: 'Question 3 not assessable: no speech detected',
          },
        ],
      },
      qualityFlags: [{ code: 'tab_switching', message: 'Switched tabs 5 times during the interview' }],
    });
    const html = buildAssessmentReport(makeJob(), [candidate], generatedAt);
    expect(html).toContain('<tr><th>Communication</th><td>80%</td></tr>');
    expect(html).toContain('<li>Clear speaker</li><li>Knows the product</li>');
    expect(html).toContain('<h4>Areas to Watch</h4><ul><li>Little closing experience</li></ul>');
    expect(html).toContain('Needs human review');
    expect(html).toContain('Question 3 not assessable: no speech detected');
    expect(html).toContain('Switched tabs 5 times during the interview');
  });

  it('escapes every text taken from the data', () => {
    const candidate = makeCandidate('a', {
      session: { candidateName: '<script>alert(1)</script>' },
      evaluation: { strengths: 'Bold & "brave"', overallScore: 90, summary: '<img src=x>' },
    });
    const html = buildAssessmentReport(makeJob({ title: 'Sales <Lead>' }), [candidate], generatedAt);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Bold &amp; &quot;brave&quot;');
    expect(html).toContain('Sales &lt;Lead&gt; - Assessment Report');
  });
});
