import { describe, expect, it } from 'vitest';
import { loadReader, readOnce } from './wink-lexicon.js';

const tokensOf = (reader: ReturnType<typeof loadReader>, text: string) =>
  readOnce(reader, (engine) => engine.readDoc(text).tokens().out());

describe('wink-nlp read from the lexicon as loaded', () => {
  it('forgets the tokens a read taught it, even when the read throws', () => {
    const reader = loadReader();
    const lexeme = reader.watched[0]!.feature;
    tokensOf(reader, "It went to my cousin's. Then the zqxw-vorp's.");
    expect(lexeme.hash["cousin's"]).toBeUndefined();
    expect(() =>
      readOnce(reader, (engine) => {
        engine.readDoc("my cousin's.");
        throw new Error('read failed');
      }),
    ).toThrow('read failed');
    expect(lexeme.hash["cousin's"]).toBeUndefined();
    expect(tokensOf(reader, "my cousin's shop")).toEqual(['my', 'cousin', "'s", 'shop']);
  });

  it('loads afresh as often as it must in one process (the model loader once failed about the twentieth time)', () => {
    for (let i = 0; i < 25; i += 1)
      expect(tokensOf(loadReader(), "a nurse's shift")).toEqual(['a', 'nurse', "'s", 'shift']);
  }, 60_000);
});
