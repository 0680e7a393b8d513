import { describe, expect, it } from 'vitest';
import { buildComparisonHtml, type ComparisonReportInput } from './comparison-html';
import { detail, reviewJob } from '@/api/testing/compare.fixtures';
import { NOT_SCORED_FIGURES } from '@/api/testing/figures.fixtures';

const input = (over: Partial<ComparisonReportInput> = {}): ComparisonReportInput => ({
  jobTitle: 'Field <Engineer>',
  pillars: reviewJob.pillars,
  candidates: [
    detail('a', 'Amina', 80, { communication: 90, problem_solving: 60 }),
    detail(
      'b',
      'Baraka',
      70,
      { communication: 75, problem_solving: 85 },
      { weaknesses: 'Rushes. Skips <checks>' },
    ),
  ],
  analysis: {
    summary: 'Amina leads.',
    keyDifferentiators: ['Problem Solving gap'],
    recommendations: { Amina: 'Strong Hire.' },
    bestFitFor: { Baraka: 'Teams.' },
  },
  generatedOn: '21 Nov 2026',
  ...over,
});

const count = (html: string, text: string) => html.split(text).length - 1;

describe('buildComparisonHtml', () => {
  it('holds the analysis, score cards, criteria table and strengths / weaknesses', () => {
    const html = buildComparisonHtml(input());
    expect(html).toContain('<h1>Candidate Comparison: Field &lt;Engineer&gt;</h1>');
    expect(html).toContain('2 candidates · Generated 21 Nov 2026');
    for (const text of ['Amina leads.', 'Problem Solving gap', 'Strong Hire.', 'Teams.'])
      expect(html).toContain(text);
    expect(count(html, 'HIGHEST SCORE')).toBe(1);
    expect(html).toMatch(/<h3>Amina <span class="chip met">HIGHEST SCORE<\/span><\/h3>/);
    // One BEST per criterion: Amina on Communication, Baraka on Problem Solving.
    expect(count(html, '>BEST<')).toBe(2);
    expect(html).toContain(
      '<tr><th>Communication</th><td>90% <span class="chip met">BEST</span></td><td>75%</td></tr>',
    );
    expect(html).toContain(
      '<tr><th>Problem Solving</th><td>60%</td><td>85% <span class="chip met">BEST</span></td></tr>',
    );
    expect(html).toContain('<p><strong>Main Concern:</strong> Problem Solving (60%)</p>');
    expect(count(html, 'Main Concern')).toBe(1);
    expect(html).toContain('<li>Skips &lt;checks&gt;</li>');
  });

  it("gives a candidate not scored no 'criteria met' line (it read '0/2 criteria met')", () => {
    const quiet = detail('q', 'Quiet', 0, {});
    quiet.evaluation = {
      ...quiet.evaluation!,
      overallScore: null,
      scored: false,
      notScoredReasons: ['Too few.'],
    };
    quiet.matchLevel = null;
    quiet.criteriaMet = { met: 0, total: 2 };
    quiet.figures = NOT_SCORED_FIGURES;
    const html = buildComparisonHtml(input({ candidates: [input().candidates[0]!, quiet] }));
    expect(html).toContain('<strong>80%</strong> · Partial Match · 1/2 criteria met');
    expect(count(html, 'criteria met')).toBe(1);
    expect(html).toContain('Not scored — needs a human listen');
  });

  it("marks a phone interview 'Phone' beside the name on its score card, a web one not", () => {
    const baraka = { ...input().candidates[1]!, byPhone: true };
    const html = buildComparisonHtml(input({ candidates: [input().candidates[0]!, baraka] }));
    expect(html).toContain('<h3>Baraka <span class="chip">Phone</span></h3>');
    expect(html).toMatch(/<h3>Amina <span class="chip met">HIGHEST SCORE<\/span><\/h3>/);
    expect(count(html, '>Phone<')).toBe(1);
  });

  it('says when the analysis is missing', () => {
    expect(buildComparisonHtml(input({ analysis: null }))).toContain(
      'The comparative analysis is not available.',
    );
  });
});
