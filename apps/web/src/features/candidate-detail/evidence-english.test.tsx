import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredAnalysis } from '@sauti/core/use-cases/review/stored-analysis';
import { renderWithApp } from '@/test-utils';
import { EvidenceList } from './evidence-list';

afterEach(cleanup);

describe('evidence of an interview in another language (docs/behaviour/interview.md §22)', () => {
  it('shows each quote as said with its English rendering, read from the stored evaluation', () => {
    const stored = readStoredAnalysis({
      criteria: {
        communication: {
          supportingEvidence: [
            {
              quote: 'Ek het elke kliënt self gebel.',
              reasoning: 'Personal follow-up.',
              questionIndex: 0,
              english: 'I called every client myself.',
            },
            { quote: 'I listened first.', reasoning: 'Listens.', questionIndex: 1 },
          ],
        },
      },
    });
    const evidence = stored.criteria.communication!.supportingEvidence;
    expect(evidence[0]).toMatchObject({ english: 'I called every client myself.' });
    expect(evidence[1]).not.toHaveProperty('english');
    renderWithApp(
      <EvidenceList
        pillarId="communication"
        evidence={evidence}
        responses={[]}
        reasoningLabel="AI reasoning"
      />,
    );
    expect(screen.getByText('“Ek het elke kliënt self gebel.”')).toBeTruthy();
    expect(screen.getAllByText('In English:')).toHaveLength(1);
    expect(screen.getByText('“I called every client myself.”')).toBeTruthy();
  });
});
