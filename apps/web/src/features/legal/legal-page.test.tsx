import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import { PrivacyPage, TermsPage } from './legal-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the privacy policy and terms pages (docs/behaviour/platform.md §17)', () => {
  it("shows the server's notice as headings, lists and paragraphs, never as markup", async () => {
    stubApi({
      'GET /api/legal/privacy': () =>
        Response.json({
          kind: 'privacy',
          title: 'Privacy Policy',
          text: 'Tausi Logistics hires with Sauti.\n\n# What is stored\n- Your voice\n- Your CV\n\n<script>alert(1)</script>',
          source: 'operator',
        }),
    });
    renderWithApp(<PrivacyPage />, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What is stored' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Your voice');
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).queryByRole('link', { name: 'Product' })).toBeNull();
  });

  it('says so when the notice cannot be loaded', async () => {
    stubApi({});
    renderWithApp(<TermsPage />, '/terms');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
