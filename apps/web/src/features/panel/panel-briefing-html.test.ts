import { describe, expect, it } from 'vitest';
import { buildPanelBriefingHtml } from './panel-briefing-html';
import { panelCandidate, panelPayload } from './panel.fixtures';

describe('buildPanelBriefingHtml', () => {
  const strong = panelCandidate('a', 'Amina <A>', 86, 'Strong Match', { hiringOutcome: 'considering' });
  const partial = panelCandidate('b', null, 64, 'Partial Match');
  // Scored by a language model: only this candidate's summary is called the AI's.
  partial.evaluator = { usesLanguageModel: true, label: 'Scored by the language model gpt-4o-mini' };
  partial.focusPoints = [...partial.focusPoints, 'A fourth point that must not be printed.'];
  const html = buildPanelBriefingHtml(panelPayload([strong, partial], []), '21 Nov 2026');

  it('opens with the panel overview', () => {
    expect(html).toContain('<h1>Panel Interview Briefing</h1>');
    expect(html).toContain('Field Engineer · Generated 21 Nov 2026');
    expect(html).toContain('<strong>Panel size:</strong> 2 · <strong>Average score:</strong> 75%');
    expect(html).toContain('<strong>Top panel strengths:</strong> Communication (2)');
    expect(html).toContain('<tr><td>Problem Solving</td><td>0 of 2</td></tr>');
  });

  it('briefs each candidate: chips, top strength, summary, three focus points, recommendation', () => {
    expect(html).toContain('<h3>1. Amina &lt;A&gt;</h3>');
    expect(html).toContain('<h3>2. Anonymous Candidate</h3>');
    expect(html).toContain('· 86% · Strong Match · Considering</p>');
    expect(html).toContain('<span class="chip met">✓ Communication 88%</span>');
    expect(html).toContain('<span class="chip unmet">✗ Problem Solving 55%</span>');
    expect(html).toContain('<strong>Top Strength:</strong> Communication (88%)');
    expect(html).toContain(
      '<strong>Built-in scoring summary:</strong> Amina &lt;A&gt; communicates clearly.',
    );
    expect(html).toContain('<strong>AI Summary:</strong> They communicates clearly.');
    expect(html.split('AI Summary').length - 1).toBe(1);
    const lists = html.match(/<ol>.*?<\/ol>/g) ?? [];
    expect(lists.map((l) => l.split('<li>').length - 1)).toEqual([3, 3]);
    expect(html).not.toContain('A fourth point');
    expect(html.split('<strong>Recommendation:</strong> Solid candidate').length - 1).toBe(2);
  });
});
