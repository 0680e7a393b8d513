import type { RoleProfile } from './role-profile.js';

/** Guarding, patrols, access control and surveillance. */
export const SECURITY: RoleProfile = {
  id: 'security',
  label: 'Security',
  keywords: [
    'security officer',
    'security guard',
    'guard',
    'patrol',
    'access control',
    'cctv',
    'surveillance',
    'loss prevention',
  ],
  weights: {
    professionalism: 35,
    problem_solving: 20,
    communication: 20,
    adaptability: 15,
    collaboration: 10,
  },
  questions: {
    professionalism: [
      {
        text: 'Someone you know asks you to let them into the premises without signing in. What do you do?',
        guide:
          'A strong answer covers refusing politely, applying the access procedure to everyone whoever they are, and recording or reporting the attempt.',
      },
    ],
    problem_solving: [
      {
        text: 'On a night patrol you find a door that should be locked standing open. Walk us through what you do.',
        guide:
          'A strong answer covers not entering alone if there may be an intruder, calling the control room or a colleague, checking safely, securing the area and recording the incident.',
      },
    ],
    communication: [
      {
        text: 'How do you write an incident report so that someone who was not there understands what happened?',
        guide:
          'A strong answer covers facts in time order, who, what, where and when, what action was taken, no guesses presented as facts, and writing it promptly.',
      },
    ],
    adaptability: [
      {
        text: 'Tell us about an emergency or incident you responded to. How did you stay calm?',
        guide:
          'A strong answer covers the situation, following the emergency procedure, clear instructions to people around, asking for help, and what they learned.',
      },
    ],
    technical_domain: [
      {
        text: 'Which security equipment have you used, such as CCTV, alarms or radios, and what do you check at the start of a shift?',
        guide:
          'A strong answer names the equipment and covers testing radios and alarms, checking cameras and recordings, and reporting faults before the shift starts.',
      },
    ],
    collaboration: [
      {
        text: 'How do you work with the police, emergency services or colleagues during an incident?',
        guide:
          'A strong answer covers giving clear information quickly, following their lead within procedure, protecting the scene and keeping their own team informed.',
      },
    ],
  },
};
