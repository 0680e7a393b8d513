import { describe, expect, it } from 'vitest';
import { candidateReportHtml } from './candidate-report';
import { detailPayload } from './detail.fixtures';

describe('the printable candidate report (Download Report)', () => {
  it("says 'Phone' on the candidate's line for an interview taken on a phone call, nothing for the web", () => {
    const byPhone = candidateReportHtml(detailPayload({ byPhone: true }));
    const line = /<p class="muted">([^<]*)<\/p>/.exec(byPhone)![1]!;
    expect(line).toMatch(/ &middot; Interviewed [^&]+ &middot; Phone$/);
    expect(candidateReportHtml(detailPayload({ byPhone: false }))).not.toContain('Phone');
    expect(candidateReportHtml(detailPayload())).not.toContain('&middot; Phone');
  });
});
