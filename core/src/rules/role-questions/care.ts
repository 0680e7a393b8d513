import type { RoleProfile } from './role-profile.js';

/** Nursing, clinics, pharmacies, community health and care work. */
export const HEALTHCARE: RoleProfile = {
  id: 'healthcare',
  label: 'Health and care',
  keywords: [
    'nurse',
    'nursing',
    'clinic',
    'clinical',
    'healthcare',
    'health worker',
    'hospital',
    'patient',
    'pharmac*',
    'midwife',
    'midwifery',
    'caregiver',
    'care worker',
    'community health',
    'medical',
    'phlebotom*',
  ],
  weights: {
    professionalism: 30,
    communication: 20,
    technical_domain: 20,
    problem_solving: 15,
    collaboration: 15,
  },
  questions: {
    technical_domain: [
      {
        text: 'Walk us through how you make sure you give the right medication to the right patient.',
        guide:
          'A strong answer covers checking the right patient, drug, dose, route and time, asking about allergies, recording what was given and asking when anything is unclear.',
      },
    ],
    professionalism: [
      {
        text: "How do you protect a patient's privacy and dignity in a busy ward or clinic?",
        guide:
          'A strong answer covers screens and private spaces, discussing cases only with those involved, secure records, consent, and respectful language.',
      },
    ],
    communication: [
      {
        text: 'Tell us about a time you explained a diagnosis or treatment to a worried patient or family member.',
        guide:
          'A strong answer covers plain language, checking what they already knew, giving time for questions, confirming understanding and staying within their role.',
      },
    ],
    problem_solving: [
      {
        text: "A patient's condition changes suddenly during your shift. What do you do?",
        guide:
          'A strong answer covers a quick assessment including vital signs, calling for help by the escalation procedure, acting within their scope of practice, and recording what happened.',
      },
    ],
    collaboration: [
      {
        text: 'How do you hand your patients over at the end of a shift?',
        guide:
          'A strong answer covers a structured handover of condition, treatment, risks and pending tasks, done at the bedside or in writing, with questions invited.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a shift when the clinic was short-staffed or overwhelmed. How did you decide what came first?',
        guide:
          'A strong answer covers triage by clinical need, asking for support early, delegating safely and keeping essential care and records going.',
      },
    ],
  },
};

/** Teaching, tutoring, training and early childhood education. */
export const EDUCATION: RoleProfile = {
  id: 'education',
  label: 'Teaching and training',
  keywords: [
    'teacher',
    'teaching',
    'tutor',
    'lecturer',
    'school',
    'classroom',
    'educator',
    'trainer',
    'early childhood',
    'ecd',
    'curriculum',
    'learner',
  ],
  weights: { communication: 30, professionalism: 20, adaptability: 20, problem_solving: 15, motivation: 15 },
  questions: {
    communication: [
      {
        text: 'How would you explain a difficult topic to a learner who has fallen behind?',
        guide:
          'A strong answer covers finding out what the learner already knows, breaking the topic into small steps, using examples from their life, and checking understanding.',
      },
    ],
    adaptability: [
      {
        text: 'Tell us about a lesson that was not working. What did you change while it was happening?',
        guide:
          'A strong answer covers noticing the signs, changing the activity or the pace, involving the learners, and what they learned for the next lesson.',
      },
    ],
    problem_solving: [
      {
        text: 'A learner keeps disrupting your class. How do you handle it?',
        guide:
          'A strong answer covers calm, consistent rules, a private conversation to understand the cause, involving parents or colleagues when needed, and keeping the class learning.',
      },
    ],
    professionalism: [
      {
        text: 'How do you keep learners safe, and what would you do if you suspected a learner was being harmed?',
        guide:
          'A strong answer covers the duty to report to the designated person at once, not investigating alone, keeping it confidential and recording what was seen or said.',
      },
    ],
    technical_domain: [
      {
        text: 'How do you find out whether your learners have understood what you taught?',
        guide:
          'A strong answer covers questions, short tasks and observation during the lesson, using the results to plan the next one, and keeping records of progress.',
      },
    ],
    motivation: [
      {
        text: 'What made you choose teaching, and how do you keep your energy up through a long term?',
        guide:
          'A strong answer gives a genuine reason tied to learners, and practical habits that sustain energy, such as planning ahead and learning from colleagues.',
      },
    ],
    collaboration: [
      {
        text: 'How do you work with a parent or guardian who disagrees with you about their child?',
        guide:
          "A strong answer covers listening, sharing evidence of the child's work, agreeing a shared goal and next steps, and involving school leaders when needed.",
      },
    ],
  },
};
