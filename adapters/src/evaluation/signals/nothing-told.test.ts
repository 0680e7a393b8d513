import { describe, expect, it } from 'vitest';
import { gradeAnswer } from './answer-grade.js';
import { readAnswer } from './answer-reading.js';
import { questionContexts } from './question-context.js';
import { recogniserForm } from '../testing/recogniser-form.js';
import { inputCriteria } from '../testing/evaluation-inputs.js';

/*
 * Answers that tell nothing (`local-signals@16`, docs/scoring-rubric.md): the question said back
 * keeps nothing of the score its words would earn (it beat honest weak answers scored 0-3 with a
 * tenth: held-out-4, held-out-7 and held-out-14), and an empty situation-task-action-result
 * template told by its initials is a template once spoken too, with no colon to mark them
 * (held-out-8, -9, -10 and -11 scored 52-69 spoken). Keyword lists and labelled templates are read
 * as before. Modelled on two jobs of the kinds those sets hold: a pharmacy counter and a meat
 * plant's shift.
 */
const jobs = [
  {
    title: 'Pharmacy Technologist',
    description: 'Dispense medicines at a community pharmacy counter and advise customers safely.',
    skills: ['dispensing', 'patient counselling'],
    question: 'A customer asks for an antibiotic without a prescription. Tell us what you would do.',
    list: 'Prescription-only medicines, antibiotics, pharmacy board rules, refusal, referral, patient safety, resistance, ethics, professionalism.',
    template:
      'Situation: a customer wanted a medicine without a prescription. Task: I had to handle it properly. Action: I handled it in the right way. Result: the customer was served well.',
    initials:
      'S: a man came for antibiotics with no prescription. T: to handle it. A: I acted professionally and followed the law. R: the matter ended well.',
    saidBack:
      'What I would do when a customer asks for an antibiotic without a prescription. So a customer asks for the antibiotic, and there is no prescription, and I would do what I should do.',
    weak: 'I would tell the customer that we cannot sell it without a prescription and ask him to see a doctor.',
    plain:
      'Last month a man wanted amoxicillin for his son, no paper. I said no, I cannot sell it. I asked about the fever, I sent him to the clinic next door, and he came back with a prescription the same afternoon.',
  },
  {
    title: 'Production Shift Supervisor',
    description: 'Supervise the night shift of a meat processing plant: hygiene, yields, safety and staff.',
    skills: ['HACCP', 'staff supervision'],
    question: 'Tell us about a time a worker on your shift broke a hygiene rule. What did you do?',
    list: 'Hygiene rules, HACCP, hand washing, protective clothing, shift records, staff discipline, training, food safety, yields and waste.',
    template:
      'Situation: a worker did not follow the rules. Task: I had to correct it. Action: I took the right measures according to procedure. Result: the problem was solved.',
    initials:
      'S: someone on the line broke a rule. T: I needed to correct him. A: I took the necessary action as per the procedure. R: it never happened again.',
    saidBack:
      'A time a worker on my shift broke a hygiene rule and what I did. So the worker broke the hygiene rule on the shift and I did something about the rule.',
    weak: 'I would talk to the worker and tell him to follow the rules next time.',
    plain:
      'One night in March a boner came from the toilet and did not wash hands. I stopped him at the line, he washed, I changed his gloves, and I wrote it in the shift book. Next morning I trained the whole team again.',
  },
];

const contextOf = (job: (typeof jobs)[number]) =>
  questionContexts({
    job: {
      title: job.title,
      description: job.description,
      skills: job.skills,
      criteria: inputCriteria(['professionalism']),
      questions: [{ index: 0, text: job.question, pillarId: 'professionalism', scoringGuide: null }],
    },
    answers: [],
  }).get(0)!;

const forms = (text: string) => [text, recogniserForm(text)];

describe('answers that tell nothing', () => {
  it('scores the question said back 0, written or spoken', () => {
    for (const job of jobs) {
      const context = contextOf(job);
      for (const attack of forms(job.saidBack)) {
        const grade = gradeAnswer(readAnswer(attack, context));
        expect(grade.saidBack, attack).toBe(true);
        expect(grade.score, attack).toBe(0);
      }
    }
  });

  it('reads a template by its initials as a template, written or spoken, and a keyword list as a list', () => {
    for (const job of jobs) {
      const context = contextOf(job);
      for (const template of [job.template, job.initials].flatMap(forms)) {
        expect(gradeAnswer(readAnswer(template, context)).template, template).toBe(true);
      }
      for (const list of forms(job.list)) {
        expect(gradeAnswer(readAnswer(list, context)).list, list).toBe(true);
      }
    }
  });

  it('never reads the initials of names in spoken speech as a template', () => {
    const context = contextOf(jobs[1]!);
    for (const honest of [
      'on the night of 4 march mr t banda came from the toilet and did not wash i stopped him at the line and s phiri changed his gloves r and d staff checked the swabs',
      'so the night shift was short and mr t banda and mrs r phiri stayed on with me we cleaned the line by two and the swabs passed',
    ]) {
      expect(gradeAnswer(readAnswer(honest, context)).template, honest).toBe(false);
    }
  });

  it('never reads an honest weak answer or a plain told one so, written or spoken', () => {
    for (const job of jobs) {
      const context = contextOf(job);
      for (const honest of [job.weak, job.plain].flatMap(forms)) {
        const grade = gradeAnswer(readAnswer(honest, context));
        expect(grade.list || grade.template || grade.saidBack, honest).toBe(false);
      }
      for (const plain of forms(job.plain)) {
        expect(gradeAnswer(readAnswer(plain, context)).score, plain).toBeGreaterThan(0);
      }
    }
  });
});
