import { describe, expect, it } from 'vitest';
import { isBlockedWord, isChargedWord } from './blocked-words.js';

describe('isBlockedWord', () => {
  it.each([
    'retarded',
    'retard',
    'idiot',
    'idiots',
    'stupid',
    'Stupid',
    'fucking',
    'shit',
    'shits',
    'bitches',
    'kaffir',
  ])('blocks %s (slurs, insults, obscenities and their plurals)', (word) =>
    expect(isBlockedWord(word)).toBe(true),
  );

  it.each([
    'orders',
    'murders',
    'controller',
    'nigerian',
    'niger',
    'welfare',
    'flange',
    'reefer',
    'assess',
    'class',
    'glass',
    'spicy',
    "don't",
    'god',
    'drunk',
  ])('lets %s through: ordinary in an answer', (word) => expect(isBlockedWord(word)).toBe(false));

  it('ignores punctuation around a word and empty input', () => {
    expect(isBlockedWord('idiot,')).toBe(true);
    expect(isBlockedWord('')).toBe(false);
    expect(isBlockedWord('...')).toBe(false);
  });

  it.each(['murder', 'murders', 'Drunk', 'abuse', 'nigerian'])(
    'marks %s as charged: kept, never sure',
    (word) => expect(isChargedWord(word)).toBe(true),
  );

  it.each(['orders', 'idiot', 'shit', 'welfare', 'controller', ''])('does not mark %s as charged', (word) =>
    expect(isChargedWord(word)).toBe(false),
  );
});
