import { describesAThing, doneBySomeoneElse } from './deed-subject.js';
import { near, NEGATORS, set } from './conduct-frame.js';
import { acts, favourNamed, givesExtra, has, othersDoing, passive, type Frame } from './misconduct-clues.js';
import {
  ACCEPT,
  AUDIENCE,
  FAVOURS,
  FELT,
  GIVE,
  KEPT_SAFE,
  MONEY,
  OFFICIALS,
  PAY,
  PRIVATE,
  PUBLIC,
  SCOLD,
  SELL,
  SHAMING,
  SPREAD,
  WRONG_ACTS,
} from './misconduct-words.js';

/**
 * Misconduct frames of dealings with people, money and favours (docs/scoring-rubric.md): a wrong
 * act, a favour given or taken, what is not the candidate's kept, shaming, threats, others'
 * private matters spread, deceit. The order in which misconduct.ts lists the frames is the order
 * they are reported in.
 */

export const WRONG_ACT: Frame = {
  name: 'a wrong act',
  points: 2,
  found: (c) =>
    c.own &&
    c.tokens.some(
      (t, i) =>
        t.pos === 'VERB' &&
        WRONG_ACTS.has(t.lemma) &&
        !t.negated &&
        // "no suggestion I had concealed anything": taken back by a negator before it.
        !c.lemmas.slice(0, i).some((l) => NEGATORS.has(l)) &&
        c.lower[i + 1] !== 'anything' &&
        !passive(c, i) &&
        !othersDoing(c, i) &&
        // "a stolen Toyota", "he shouted, threatened…": a thing described, another's deed.
        !describesAThing(c, i) &&
        !doneBySomeoneElse(c, i) &&
        (t.lemma !== 'lie' || /^lied$|^lies$/i.test(t.text) || c.lower[i + 1] === 'to'),
    ),
};

export const FAVOUR_GIVEN_OR_TAKEN: Frame = {
  name: 'a favour given or taken',
  points: 2,
  found: (c) =>
    (c.own &&
      !c.tokens.some((t) => t.negated && (GIVE.has(t.lemma) || ACCEPT.has(t.lemma))) &&
      ((favourNamed(c) && (acts(c, GIVE) || acts(c, ACCEPT))) ||
        (acts(c, GIVE) &&
          near(
            c,
            (w) => w === 'something',
            (w) => w === 'small' || w === 'extra',
            1,
          )) ||
        (givesExtra(c) && has(c, OFFICIALS)))) ||
    // "Taking a small token of appreciation is normal here": the practice itself, approved.
    (/^(taking|accepting|giving)$/.test(c.lower[0] ?? '') && has(c, FAVOURS)) ||
    near(
      c,
      (w) => w === 'little',
      (w) => w === 'something',
      1,
    ) ||
    (has(c, OFFICIALS) &&
      near(
        c,
        (w) => w === 'something',
        (w) => w === 'small',
        1,
      )),
};

export const KEPT_FOR_THEMSELVES: Frame = {
  // "…and a little something for me", "I keep the cash": what is not the candidate's, kept.
  name: 'kept for themselves',
  points: 1.5,
  found: (c) =>
    (c.own && acts(c, ACCEPT) && has(c, MONEY) && c.lower.includes('the') && !has(c, KEPT_SAFE)) ||
    // "I paid for myself" spends the candidate's own; "something keeps me going" is a motive.
    (near(
      c,
      (w) => w === 'for',
      (w) => w === 'myself',
      1,
    ) &&
      !c.lemmas.includes('pay')) ||
    (near(
      c,
      (w) => w === 'something',
      (w) => w === 'me',
      3,
    ) &&
      !c.lower.some((w) => w === 'keeps' || w === 'kept')),
};

export const PUBLIC_SHAMING: Frame = {
  name: 'public shaming',
  points: 1.5,
  found: (c) =>
    (c.own &&
      acts(c, SCOLD) &&
      near(
        c,
        (w) => w === 'front',
        (w) => AUDIENCE.has(w),
        3,
      )) ||
    c.tokens.some(
      (t, i) =>
        (SHAMING.has(t.lemma) || SHAMING.has(c.lower[i]!)) &&
        !t.negated &&
        !c.lower.slice(Math.max(0, i - 2), i).some((w) => FELT.has(w)),
    ),
};

export const THREAT_OR_PUNISHMENT: Frame = {
  // "I deduct it from his pay", "I held back his payment", "locked the gate so no one could leave".
  name: 'a threat or punishment',
  points: 1.5,
  found: (c) =>
    (c.own && acts(c, set('deduct withhold lock')) && (has(c, PAY) || has(c, set('gate door leave')))) ||
    (c.own &&
      near(
        c,
        (w) => w === 'held' || w === 'hold',
        (w) => w === 'back',
        1,
      ) &&
      has(c, PAY)) ||
    has(c, set('arrest arrested jail')),
};

export const PRIVATE_MATTERS_SPREAD: Frame = {
  name: 'others’ private matters spread',
  points: 2,
  found: (c) => c.own && acts(c, SPREAD) && has(c, PRIVATE) && has(c, PUBLIC),
};

export const DECEIT: Frame = {
  // "I tell customers the system is down… even if the real reason…", "I pretend".
  name: 'deceit',
  points: 1.5,
  found: (c) =>
    (c.own && acts(c, set('pretend'))) ||
    (c.own &&
      c.lemmas.includes('say') &&
      near(
        c,
        (w) => w === 'will',
        (w) => w === 'say',
        1,
      ) &&
      c.lower.includes('was')) ||
    (c.own &&
      has(c, set('tell say')) &&
      near(
        c,
        (w) => w === 'even',
        (w) => w === 'if' || w === 'though',
        1,
      )) ||
    near(
      c,
      (w) => w === 'real',
      (w) => w === 'reason',
      1,
    ) ||
    (c.own && acts(c, SELL) && has(c, set('expired quietly'))),
};
