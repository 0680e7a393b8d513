import { learningBanner } from '@sauti/core/rules/analytics';
import { Banner } from './analytics-parts';

/** The Scores & Outcomes banner for a number of decisions: none yet, early stage (< 10), or success. */
export function AiLearningBanner({ totalDecisions }: { totalDecisions: number }) {
  switch (learningBanner(totalDecisions)) {
    case 'none':
      return (
        <Banner tone="info" title="No hiring decisions tracked yet">
          Mark candidates as hired, rejected or considering on the candidate pages. Each decision shows how
          well the scores predict real hiring outcomes.
        </Banner>
      );
    case 'early':
      return (
        <Banner tone="warning" title="Early stage: limited data">
          {totalDecisions} {totalDecisions === 1 ? 'decision' : 'decisions'} tracked so far. To see reliable
          patterns, track at least 10-20 hiring decisions.
        </Banner>
      );
    case 'success':
      return (
        <Banner tone="success" title="Enough decisions to compare">
          {totalDecisions} hiring decisions tracked: enough data to compare the scores with real outcomes.
        </Banner>
      );
  }
}
