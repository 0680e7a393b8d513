import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiasAuditView } from '@sauti/core/contract/bias-audit';
import type { SelfIdentificationSettingsView as Settings } from '@sauti/core/contract/self-identification';
import { SELF_ID_PRESETS } from '@sauti/core/rules/self-identification';
import { biasAuditTestbed } from '@sauti/core/testing/bias-audit-testbed';
import { builtInQuestions } from '@sauti/core/use-cases/self-identification/questions';
import { renderWithApp, stubApi } from '@/test-utils';
import { BiasAuditPage } from './bias-audit-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A real audit of the core's use case: 6 women (4 above the median), 6 men (2 above), 2 others. */
let view: BiasAuditView;
beforeAll(async () => {
  const bed = await biasAuditTestbed();
  const seeds: [string, number][] = [
    ...[80, 80, 80, 80, 20, 20].map((s): [string, number] => ['female', s]),
    ...[80, 80, 20, 20, 20, 20].map((s): [string, number] => ['male', s]),
    ['another', 80],
    ['another', 20],
  ];
  for (const [sex, score] of seeds) await bed.seed({ score, answers: { sex } });
  view = await bed.audit.execute(bed.hr, { from: '2026-01-01', to: '2026-06-30' });
});

const settings: Settings = {
  config: { categories: [] },
  presets: [...SELF_ID_PRESETS],
  builtIn: builtInQuestions(),
};
const AUDIT = 'GET /api/bias-audit?from=2026-01-01&to=2026-06-30';

function world(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/jobs': () => Response.json([]),
    'GET /api/organisation/self-identification': () => Response.json(settings),
    [AUDIT]: () => Response.json(view),
    ...extra,
  });
}

async function showAudit() {
  renderWithApp(<BiasAuditPage />, '/bias-audit');
  fireEvent.change(screen.getByLabelText('Completed from'), { target: { value: '2026-01-01' } });
  fireEvent.change(screen.getByLabelText('to (included)'), { target: { value: '2026-06-30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show audit' }));
  return screen.findByRole('region', { name: 'Sex' });
}

describe('bias audit page (docs/behaviour/review.md §13)', () => {
  it('shows each group’s rates and impact ratios, flags those under 0.80 and hides groups under 5', async () => {
    world();
    const sex = await showAudit();
    expect(screen.getByText(/1 group\(s\) with an impact ratio below 0.80/)).toBeTruthy();
    const male = within(sex).getAllByText('Male')[0]!.closest('tr')!;
    expect(male.textContent).toContain('33.3% (2 of 6)');
    expect(male.textContent).toContain('0.50(Below 0.80)');
    const another = within(sex).getAllByText('Another')[0]!.closest('tr')!;
    expect(another.textContent).toContain('Too small: fewer than 5 candidates');
    expect(another.textContent).not.toContain('%');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/bias-audit/export?format=csv&from=2026-01-01&to=2026-06-30',
    );
  });

  it('prints the same figures as a summary of results', async () => {
    world();
    const written: string[] = [];
    const win = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      setTimeout: vi.fn(),
      print: vi.fn(),
    };
    vi.stubGlobal(
      'open',
      vi.fn(() => win),
    );
    await showAudit();
    fireEvent.click(screen.getByRole('button', { name: 'Print report' }));
    const html = written.at(-1)!;
    expect(html).toContain('Bias audit: summary of results');
    expect(html).toContain('@page { size: A4 landscape');
    expect(html).toContain('0.50 (Below 0.80)');
    expect(html).toContain('Too small: fewer than 5 candidates');
    expect(html).toContain(view.method.definitions.slice(0, 40));
  });

  it('adds a preset category to the questions and saves them', async () => {
    const fetchMock = world({
      'PUT /api/organisation/self-identification': (init) =>
        Response.json({ ...settings, config: JSON.parse(String(init?.body)) }),
    });
    renderWithApp(<BiasAuditPage />, '/bias-audit');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Disability' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save questions' }));
    await screen.findByText('Questions saved');
    const put = fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).categories.map((c: { id: string }) => c.id)).toEqual([
      'disability',
    ]);
  });
});
