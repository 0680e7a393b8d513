import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName, fileSlug, MAX_FILE_SLUG } from './export-file-name.js';

describe('export file names (docs/behaviour/review.md §11)', () => {
  it('slugs the job title and dates the file in UTC', () => {
    const at = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(exportFileName('Customer Support Agent', 'candidates', at, 'csv')).toBe(
      'customer-support-agent-candidates-2026-11-27.csv',
    );
  });

  it('drops accents, quotes, line breaks and path separators', () => {
    expect(fileSlug('Café "Barista"\r\nX-Evil: 1 / ../')).toBe('cafe-barista-x-evil-1');
    expect(fileSlug('مهندس')).toBe('job');
  });

  it('is only lower-case ASCII letters, digits and single inner hyphens, never empty (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (title) => {
        const slug = fileSlug(title);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(MAX_FILE_SLUG);
      }),
    );
  });
});
