import { describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { gradeAnswer } from './answer-grade.js';
import { readAnswer } from './answer-reading.js';
import { questionContexts } from './question-context.js';

/*
 * Answers from four development sets (held-out-8's sewing line, development's contact centre
 * without guides, held-out-4's loan officer, held-out-3's pharmacy technician), read against their
 * job's questions as the scorer reads them.
 */

/** A job of unguided questions (the title and questions are the set's; the description is short). */
const job = (title: string, questions: string[]): EvaluationInput => ({
  job: {
    title,
    description: title,
    skills: [],
    criteria: inputCriteria(['communication']),
    questions: questions.map((text, index) => ({ index, text, pillarId: null, scoringGuide: null })),
  },
  answers: [],
});

/** Which other question the scorer takes `text` for, under question `index` of `input` (null: its own). */
const answersOther = (input: EvaluationInput, index: number, text: string) =>
  gradeAnswer(readAnswer(text, questionContexts(input).get(index)!)).answersOther;

const SEWING = job('Sewing Line Supervisor', [
  'Tell us about a time your line was behind target. How did you find the bottleneck and balance the line?',
  'Describe a time you had to handle a conflict or a discipline problem among the operators on your line. What did you do?',
  "Tell us about a time a buyer's inspection failed or a serious defect was found. How did you explain the problem to your operators and to management?",
  'What motivates you in this work? Tell us about a difficult period on the line and what kept you going.',
]);

const CONTACT = job('Customer Care Agent', [
  'Tell us about a time a customer was angry on the phone. How did you handle the call?',
  'A customer says money sent by mobile money went to the wrong number. What steps do you take?',
  'Describe a time you made a mistake at work. What did you do about it?',
  'Twenty customers are waiting in the queue and your supervisor asks you to cut call times. How do you work faster without lowering quality?',
]);

const LOAN = job('Microfinance Loan Officer', [
  'Tell us about a loan application from a small trader that you assessed. What did you check, and how did you decide how much to recommend?',
  'Describe a time a client fell behind on repayments. What did you do, and what happened?',
  'Have you ever seen a colleague or a client do something dishonest, or been offered something to bend the rules? What did you do?',
  'Why do you want to work in microfinance, and what keeps you going on difficult days in the field?',
]);

const PHARMACY = job('Pharmacy Technician', [
  'Walk us through how you receive and store a delivery of medicines, including checks for expiry dates, cold-chain items and falsified products. Give an example from your work.',
  "Tell us about a time you noticed a dispensing error, whether your own or a colleague's. What did you do?",
  'Describe how you have explained to a patient how to take their medicine when the patient did not understand English well. Give an example.',
  'Tell us about a time you worked with pharmacists, nurses or doctors to solve a problem with a prescription or with medicine stock.',
]);

const SEWING_PLAIN_MOTIVATION =
  'I started as an operator in 2012. I sewed side seams. When the line hits target, the ladies get a bonus. That pays school fees. The hardest time was 2020 and 2021. Orders dropped. We worked three days a week. My operators were crying. Some wanted to go to South Africa. They kept me going. We used slow days to cross-train. Each one learnt two new operations. In 2022 we were first to 1,000 pieces a day. We got the biggest bonus that December. I also studied at Lerotholi Polytechnic. I finished in 2023. I was one of them.';

const SEWING_INSPECTION_AT_BOTTLENECK =
  "In May 2024 the buyer's inspector from the US company came for final inspection of 8,000 t-shirts, and the shipment failed, AQL 2.5, they found too many broken stitches at the shoulder seam and some shading between panels. The shipment had to go to Durban in five days. First I went with the QC manager to see the defects myself, we took the rejected pieces. Then I did not blame the operators in front of everybody. I stopped the line for 15 minutes and I showed them the pieces, in Sesotho, I explained what the buyer saw and why the whole container can be refused, that means no orders, maybe no jobs. Then I told management the same day in writing, in English, with the root cause: the overlock machine tension at the shoulder was wrong on two machines, and the shading came from two fabric rolls mixed at cutting. We re-checked all 8,000 pieces with two extra checkers, re-stitched about 640, and the cutting room separated the rolls. The re-inspection passed after three days. I learnt to speak to operators with the real pieces in their hands, they understand much faster than with words.";

const CONTACT_PLAIN_MISTAKE =
  'In my second month I made a mistake. The customer wanted the bundle of one hundred shillings. I clicked the wrong one, the one of one thousand. I saw it when I read the confirmation to him. I said sorry to him at once. I told my team leader in the same hour. Only she can approve a refund. We refunded the difference to his airtime before my shift ended. I called him to confirm. Now I read the bundle name and the price aloud before I confirm. I told the team to put this step in the call script. They added it for everybody.';

const LOAN_ARREARS =
  'Last year, around June, one client, Kwabena, he has a chop bar in Suame, stopped paying after week 5 of a GH¢8,000 loan. He did not pick my calls. So I went to the chop bar myself, not to shout, just to find out. I found out his cook left him and sales dropped by half. I did not threaten him or disgrace him in front of customers, I talked with him in the back. We went through his new sales together, and I proposed to the branch manager a restructure: we extend the loan by eight weeks, smaller instalment, from GH¢420 to GH¢260, and he pays the missed amount small small. I also linked him with another client of ours who does catering to help him find a cook. Manager approved, Kwabena signed the new schedule, and he paid everything by December, arrears went from GH¢1,260 to zero. Lesson: when a client stops picking the phone, go and see him quickly, the earlier you visit the more you recover.';

const LOAN_MOTIVATION =
  'My mother was a kenkey seller in Ayigya and in 2009 she took a loan from a moneylender at crazy interest, and she lost her table at the market because she could not pay. So for me microfinance done correctly is personal. When I was a field officer at my last company in Ejisu, there was one rainy season, July 2023, my motorbike broke, I was walking to the groups, my portfolio arrears went up to 9% and I was tired. What kept me going, I made a small list of my clients who grew, like Maame Serwaa who started with GH¢1,000 for her tomato business and now she has a small shop and employs two girls. I took a photo of her shop and I put it on my phone. I also asked my supervisor to help me plan the routes by area so I walk less, and I brought the arrears back to 3% by October. What I learned, on the bad days you must remember why you do it and also fix the practical problem, not just complain.';
const PHARMACY_DELIVERY =
  "Please, in my last job at a private pharmacy in Dzorwulu, I received deliveries almost every day. One I remember well was in June 2023, a delivery of about 40 cartons from a wholesaler at Spintex. I do not sign anything before checking. First I take the cold chain items, because they cannot wait: insulin and oxytocin. I put the thermometer in the cold box and it read 11 degrees, but it must be 2 to 8. So I did not accept those ones, I kept them aside, wrote the temperature and the time on the delivery note and called the supplier, and they replaced the 30 vials the next morning. Then I checked the rest line by line against the purchase order and the invoice, the batch numbers and the expiry, we don't accept less than 12 months unless the pharmacist approves. One carton of artemether-lumefantrine, the colour of the box was different and there was a spelling mistake in the name, and the scratch code SMS said not genuine. I quarantined it, informed the pharmacist-in-charge and we reported to the FDA. Everything else I stored first-expiry-first-out and updated the stock cards. So no fake antimalarial reached any patient. The lesson for me is check the cold chain before you sign, because once you sign, the problem is yours.";

describe('which question an answer tells', () => {
  it('frees a plain retelling of its own question that fits a sibling by the job’s shared words', () => {
    // "The hardest time was 2020 … They kept me going": the motivation question's, not the conflict one's.
    expect(answersOther(SEWING, 3, SEWING_PLAIN_MOTIVATION)).toBeNull();
    // "I made a mistake … I clicked the wrong one": the mistake question's, not the queue one's.
    expect(answersOther(CONTACT, 2, CONTACT_PLAIN_MISTAKE)).toBeNull();
  });

  it('still holds another question’s answer that names that question’s things', () => {
    // The buyer's failed inspection told under "your line was behind target".
    expect(answersOther(SEWING, 0, SEWING_INSPECTION_AT_BOTTLENECK)).toBe(2);
  });

  it('leaves the honest answers of those questions alone', () => {
    expect(answersOther(LOAN, 1, LOAN_ARREARS)).toBeNull();
    expect(answersOther(LOAN, 3, LOAN_MOTIVATION)).toBeNull();
    expect(answersOther(PHARMACY, 0, PHARMACY_DELIVERY)).toBeNull();
  });
});
