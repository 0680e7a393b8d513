import { describe, expect, it } from 'vitest';
import { clausesOf } from '../rubric/clauses.js';
import { storekeeperAnswer } from '../testing/evaluation-inputs.js';
import { recogniserForm } from '../testing/recogniser-form.js';
import { readAnswer, readingsWithoutStory, type AnswerReading } from './answer-reading.js';
import { privateStoriesOf, tellsPrivateLife } from './private-story.js';
import { questionContexts } from './question-context.js';
import { SignalsEvaluator } from './signals-evaluator.js';

const QUESTION = 'How do you check a delivery against the order before you sign for it?';
const WEAK = 'I count the boxes and then I sign the paper for the driver. That is how I do it.';
/** The speaker's private life, told before the thin answer (the closing padding reads only an answer's end). */
const STORY =
  'Before I answer, let me tell you small about myself. I grew up in Kisumu, and my father had a small ' +
  'shop near the bus stage. When I was small I used to sit there after school selling sugar and soap. ' +
  'Every Sunday my mother cooked pilau for the whole family, and my uncle came from Nairobi with sweets. ' +
  'Those were the best days of my life. ';
/** The same story told after the thin answer and brought back to it ("so yes"). */
const STORY_AFTER =
  ' By the way, I grew up in Kisumu, and my father had a small shop near the bus stage. When I was small ' +
  'I used to sit there after school selling sugar and soap, and my mother cooked pilau every Sunday for ' +
  'the whole family. So yes, I count the boxes.';

const input = (transcript: string) => storekeeperAnswer(QUESTION, transcript);
const context = (transcript: string) => questionContexts(input(transcript)).get(0)!;
const withoutStory = (transcript: string) => {
  const ctx = context(transcript);
  // The first reading sets aside the first story, read near (private-story.ts).
  return readingsWithoutStory(readAnswer(transcript, ctx), ctx)[0] ?? null;
};
const scoreOf = async (transcript: string) =>
  (await new SignalsEvaluator().evaluate(input(transcript))).answers!.find((a) => a.questionIndex === 0)!
    .score;
const words = (reading: AnswerReading) =>
  reading.clauses.map((c) => c.clause.tokens.map((t) => t.text).join(' ')).join(' ');

describe('the private-life story told beside a thin answer is set aside (docs/scoring-rubric.md, the local-signals@22 round)', () => {
  it('sets the story aside and keeps the thin answer’s own clauses', () => {
    const bare = withoutStory(STORY + WEAK)!;
    expect(bare).not.toBeNull();
    expect(words(bare)).toMatch(/count the boxes/);
    expect(words(bare)).toMatch(/sign the paper/);
    expect(words(bare)).not.toMatch(/Kisumu|pilau|sugar|uncle/);
  });

  it('scores the padded answer about like the thin answer alone, never above it', async () => {
    const weak = await scoreOf(WEAK);
    const padded = await scoreOf(STORY + WEAK);
    expect(padded).toBeLessThanOrEqual(weak);
    expect(padded).toBeGreaterThanOrEqual(weak - 10);
  });

  it('reads the story told after the answer and brought back to it the same way', async () => {
    const bare = withoutStory(WEAK + STORY_AFTER)!;
    expect(bare).not.toBeNull();
    expect(words(bare)).toMatch(/count the boxes/);
    expect(words(bare)).not.toMatch(/Kisumu|pilau/);
    expect(await scoreOf(WEAK + STORY_AFTER)).toBeLessThanOrEqual((await scoreOf(WEAK)) + 5);
  });

  it('reads the padded answer as the recogniser writes it (lower case, no punctuation)', async () => {
    const spoken = recogniserForm(STORY + WEAK);
    expect(withoutStory(spoken)).not.toBeNull();
    expect(await scoreOf(spoken)).toBeLessThanOrEqual(await scoreOf(recogniserForm(WEAK)));
  });
});

describe('honest answers with a personal aside keep every clause', () => {
  it('keeps an honest delivery story with a family aside in it', async () => {
    const honest =
      'Last March a delivery of 40 bags of cement came from the supplier on a Friday. My daughter was sick ' +
      'that week, so my brother dropped me at the warehouse at six. I counted the bags against the delivery ' +
      'note and the purchase order, and three were missing and two were torn. I wrote the shortage on the ' +
      "driver's note, we both signed it, and I called the supplier. They sent five new bags on Monday and " +
      'the stock card matched.';
    expect(withoutStory(honest)).toBeNull();
  });

  it('keeps an honest story in which the speaker’s family is part of the work told', () => {
    const honest =
      'I learnt to check deliveries in my father’s hardware shop. When I was small he made me count every ' +
      'carton against the invoice before he signed, and my mother checked the prices on the order. Now at ' +
      'the warehouse I do the same: I open the cartons with the driver, count them against the delivery ' +
      'note and the order, and I sign only when they match. Last month 12 cartons of soap were crushed, I ' +
      'took photos and the supplier replaced them on Friday.';
    expect(withoutStory(honest)).toBeNull();
  });

  it('keeps the speaker’s life told for a question about what drew them to the work, written and spoken', () => {
    const question =
      'What made you choose stores work? Tell us about a moment that showed you why it matters to you.';
    const honest =
      'I grew up in Bungoma, where my father had a small shop near the market. When I was twelve he let me ' +
      'count the stock when the deliveries came, and one month I found the supplier had delivered 20 bags ' +
      'of sugar short against the delivery note. My mother said that without my count we would have paid ' +
      'for sugar we never got, and the supplier brought the bags the next week. That day I decided to do ' +
      'stores work, and I finished my certificate in stores management in 2019. I want this job because ' +
      'when the stock records are right, nobody loses money.';
    for (const text of [honest, recogniserForm(honest)]) {
      const ctx = questionContexts(storekeeperAnswer(question, text)).get(0)!;
      expect(readingsWithoutStory(readAnswer(text, ctx), ctx)).toEqual([]);
    }
  });

  it('keeps a story of the subject’s own world told through the speaker’s life, however far its meaning', () => {
    // The meaning guard is set out of the way (every story far from the question), so the share of
    // the story's clauses that name the subject decides: here it names the store and its stock often.
    const question =
      'What made you choose stores work? Tell us about a moment that showed you why this role matters to you.';
    const throughLife =
      'I grew up in Bungoma, where my father kept the stock book of a small store of maize and beans. When ' +
      'I was small I counted the bags in the store with my mother after the deliveries, and my uncle checked ' +
      'the delivery notes against the orders. Our store never lost a bag. I finished my certificate in stores ' +
      'management in 2021. I want this role because when the stock is counted well, nobody loses.';
    const asideFromIt =
      'I grew up in Bungoma, where my father kept a small store of maize and beans. When I was small I helped ' +
      'my mother sell tomatoes at the market on Saturdays, and my uncle drove a lorry to Busia. In 2018 our ' +
      'church harvest sold 300 bags of maize, and I counted the bags into the store against the receipts. My ' +
      'own mother stood up at the next meeting and said the boy counts well. Those were good days in our ' +
      'village, with football every evening. I finished my certificate in stores management in 2021. I want ' +
      'this role because when the stock is counted well, nobody loses.';
    const storyOf = (text: string) =>
      privateStoriesOf(clausesOf(text), questionContexts(storekeeperAnswer(question, text)).get(0)!, () => 0)
        .length;
    expect(storyOf(throughLife)).toBe(0);
    expect(storyOf(asideFromIt)).toBeGreaterThan(0);
  });

  it('keeps an answer that is all story: nothing else names the subject', () => {
    expect(withoutStory(STORY)).toBeNull();
  });

  it('keeps a single short aside: one clause of private life with nothing told after it', () => {
    const honest =
      'I count the cartons against the delivery note, my wife says I am too strict, and I check the seals ' +
      'and the expiry dates before I sign. Last week two cartons were wet, so I wrote it on the note and ' +
      'the driver signed it.';
    expect(withoutStory(honest)).toBeNull();
  });
});

describe('a story opened by one clause of private life (local-signals@24)', () => {
  /** One clause of the speaker's life, then a trip told in clauses that name nothing of the work. */
  const TRIP =
    ' My cousin and I took the night bus to Mombasa last Easter. We swam at Nyali beach in the morning, ' +
    'ate fried fish in the old town and watched the dhows come in at sunset, and we came back on Monday ' +
    'very tired but happy.';

  it('sets the trip aside and scores the padded answer no higher than the thin answer alone', async () => {
    const bare = withoutStory(WEAK + TRIP)!;
    expect(bare).not.toBeNull();
    expect(words(bare)).toMatch(/count the boxes/);
    expect(words(bare)).not.toMatch(/Mombasa|dhows/);
    expect(await scoreOf(WEAK + TRIP)).toBeLessThanOrEqual(await scoreOf(WEAK));
  });

  it('keeps an honest story that one clause of private life leads into', () => {
    const honest =
      'My uncle found me my first job in a hardware store in 2015. There I checked every delivery against ' +
      'the order before I signed: I counted the cartons with the driver, opened two at random and wrote ' +
      'any shortage on the delivery note. Last month 6 bags of cement were short, so I signed for 34 and ' +
      'the supplier brought the rest on Friday.';
    expect(withoutStory(honest)).toBeNull();
  });
});

describe('tellsPrivateLife', () => {
  const tokens = (text: string) => clausesOf(text).flatMap((c) => c.tokens);
  const none = new Set<string>();
  it('reads the speaker’s kin, growing up and childhood', () => {
    expect(tellsPrivateLife(tokens('My late father was a fisherman'), none)).toBe(true);
    expect(tellsPrivateLife(tokens("we stayed at my cousin's place"), none)).toBe(true);
    expect(tellsPrivateLife(tokens('I grew up in Ondangwa'), none)).toBe(true);
    expect(tellsPrivateLife(tokens('when I was small I helped her'), none)).toBe(true);
    expect(tellsPrivateLife(tokens('as a small boy I watched the trucks'), none)).toBe(true);
    expect(tellsPrivateLife(tokens('when i was twelve she taught me'), none)).toBe(true);
    expect(tellsPrivateLife(tokens('Last Easter I went with my friends to the park'), none)).toBe(true);
    expect(tellsPrivateLife(tokens('I built a chicken house behind our home'), none)).toBe(true);
  });

  it('does not read others’ kin, the speaker at work, or the subject’s own words', () => {
    expect(tellsPrivateLife(tokens("the patient's mother was worried"), none)).toBe(false);
    expect(tellsPrivateLife(tokens('when I was in charge of the night shift'), none)).toBe(false);
    expect(tellsPrivateLife(tokens('we worked as a team'), none)).toBe(false);
    expect(tellsPrivateLife(tokens('I visited my family cases on Monday'), new Set(['famil']))).toBe(false);
  });
});

describe('every story read, near and far (local-signals@25)', () => {
  /** A story opened mid-answer, after the thin answer's own clauses, and told on in the present. */
  const MID =
    ' But let me tell you something, my late father was a fisherman on the lake. I still remember the ' +
    'smell of tilapia drying on the racks, and even now I visit the beach every December with my children ' +
    'and we buy fish straight from the boats.';
  /** Two stories, one on each side of the thin answer. */
  const FIRST =
    'My grandmother taught me to cook chapati when I was twelve, on a charcoal jiko in her kitchen. ';
  const SECOND =
    ' Last Easter my cousin and I took the night bus to Mombasa, swam at Nyali beach and ate fried fish ' +
    'in the old town before we came back very tired but happy.';

  it('sets aside the story told on in the present and scores the answer no higher than the thin answer', async () => {
    const ctx = context(WEAK + MID);
    const readings = readingsWithoutStory(readAnswer(WEAK + MID, ctx), ctx);
    expect(readings.map(words).some((w) => /count the boxes/.test(w) && !/December|tilapia/.test(w))).toBe(
      true,
    );
    expect(await scoreOf(WEAK + MID)).toBeLessThanOrEqual(await scoreOf(WEAK));
  });

  it('sets aside both stories at once', async () => {
    const text = FIRST + WEAK + SECOND;
    const ctx = context(text);
    const readings = readingsWithoutStory(readAnswer(text, ctx), ctx);
    expect(readings.map(words).some((w) => /count the boxes/.test(w) && !/chapati|Mombasa/.test(w))).toBe(
      true,
    );
    expect(await scoreOf(text)).toBeLessThanOrEqual(await scoreOf(WEAK));
  });

  it('keeps every clause of an honest answer that names the work, with or without a story beside it', async () => {
    const honest =
      'I count the cartons against the delivery note, check the seals and the expiry dates, and open two ' +
      'cartons at random before I sign. Last month 6 bags of cement were short, so I signed for 34 and the ' +
      'supplier brought the rest on Friday.';
    expect(await scoreOf(honest + MID)).toBeGreaterThan(await scoreOf(WEAK));
    const ctx = context(honest);
    expect(readingsWithoutStory(readAnswer(honest, ctx), ctx)).toEqual([]);
  });
});

describe('a story told in the job’s own town or trade (local-signals@26)', () => {
  /** Names the job's warehouse, materials and site, but nothing of checking a delivery. */
  const TRADE =
    ' When I was small my uncle kept a hardware warehouse in Kisumu, and on Saturdays my cousins and I rode ' +
    'with his building materials to a site near the lake. We ate roasted maize on the way and sang in the ' +
    'lorry all the way home, and those were the best days of my life.';

  it('sets the story aside although it names the job’s words, and the answer rises no higher than the thin one', async () => {
    const bare = withoutStory(WEAK + TRADE)!;
    expect(bare).not.toBeNull();
    expect(words(bare)).toMatch(/count the boxes/);
    expect(words(bare)).not.toMatch(/Kisumu|maize|lorry/);
    expect(await scoreOf(WEAK + TRADE)).toBeLessThanOrEqual(await scoreOf(WEAK));
  });

  it('still sets aside a story told from end to end but for one clause of the job’s trade', async () => {
    // Bounded by the question alone, nothing would be left beside this story and it would be kept
    // whole (an answer that is all story keeps its story); bounded with the job's words too, as
    // `@25` read it, the clause of the job's trade is left and the story set aside.
    const offTopic =
      'When I was small my uncle kept a hardware shop in Kisumu, and on Saturdays my cousins and I rode in ' +
      'his lorry to the lake. We ate roasted maize on the way and sang all the way home. Later I carried ' +
      'building materials from the warehouse to the site. Those were the best days of my life, and I still ' +
      'visit the lake every Easter with my children.';
    expect(privateStoriesOf(clausesOf(offTopic), context(offTopic), () => 0).length).toBeGreaterThan(0);
  });
});
