import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-text';

describe('legalBlocks (docs/behaviour/platform.md §17)', () => {
  it('reads headings, lists and paragraphs, joining the lines of a paragraph', () => {
    expect(
      legalBlocks(
        'Intro line one\nline two\n\n# What we keep\n- Your name\n- Your voice\nAfter the list.\n\n<b>x</b>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'What we keep' },
      { kind: 'list', items: ['Your name', 'Your voice'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'paragraph', text: '<b>x</b>' },
    ]);
  });

  it('reads nothing from empty text and keeps a lone # as a paragraph', () => {
    expect(legalBlocks('')).toEqual([]);
    expect(legalBlocks('#hashtag')).toEqual([{ kind: 'paragraph', text: '#hashtag' }]);
  });
});
