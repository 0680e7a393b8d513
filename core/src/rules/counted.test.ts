import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted', () => {
  it('puts the noun in the number of the count', () => {
    expect(counted(1, 'answer')).toBe('1 answer');
    expect(counted(0, 'answer')).toBe('0 answers');
    expect(counted(2, 'answer')).toBe('2 answers');
    expect(counted(3, 'criterion', 'criteria')).toBe('3 criteria');
  });
});
