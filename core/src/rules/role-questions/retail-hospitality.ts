import type { RoleProfile } from './role-profile.js';

/** Shops, supermarkets and tills. */
export const RETAIL: RoleProfile = {
  id: 'retail',
  label: 'Retail and shop floor',
  keywords: [
    'retail',
    'shop',
    'store assistant',
    'cashier',
    'till',
    'checkout',
    'supermarket',
    'sales floor',
    'boutique',
    'point of sale',
  ],
  weights: {
    communication: 25,
    professionalism: 25,
    problem_solving: 20,
    collaboration: 15,
    adaptability: 15,
  },
  questions: {
    technical_domain: [
      {
        text: 'How do you make sure your till balances at the end of a shift?',
        guide:
          'A strong answer covers counting the float, checking each transaction, doing refunds and voids by the rules, and reporting any difference honestly and at once.',
      },
    ],
    communication: [
      {
        text: 'A customer cannot find what they came for and it is out of stock. What do you say to them?',
        guide:
          'A strong answer covers apologising, checking the system or another branch, offering an alternative or an order, and taking contact details to follow up.',
      },
    ],
    professionalism: [
      {
        text: 'You notice a colleague giving unauthorised discounts to friends. What do you do?',
        guide:
          'A strong answer recognises it as a breach of policy, refuses to take part, reports it through the proper channel and keeps it discreet.',
      },
    ],
    problem_solving: [
      {
        text: 'Tell us about a time you dealt with a customer returning a product without a receipt.',
        guide:
          "A strong answer covers knowing the returns policy, checking the purchase another way, offering what the policy allows, involving a supervisor when needed and keeping the customer's goodwill.",
      },
    ],
    adaptability: [
      {
        text: 'A rush of customers arrives at the tills while you are meant to be restocking. How do you handle it?',
        guide:
          'A strong answer covers serving customers first, telling a colleague or supervisor, and going back to the restocking as soon as the queue allows.',
      },
    ],
    collaboration: [
      {
        text: 'Describe how you and your team got a store ready for a busy day or a promotion.',
        guide:
          'A strong answer covers sharing out the tasks, preparing stock and displays in advance, briefing everyone on prices and offers, and helping each other on the day.',
      },
    ],
  },
};

/** Hotels, restaurants, kitchens, lodges and catering. */
export const HOSPITALITY: RoleProfile = {
  id: 'hospitality',
  label: 'Hospitality and food service',
  keywords: [
    'hotel',
    'hospitality',
    'restaurant',
    'waiter',
    'waitress',
    'chef',
    'cook*',
    'kitchen',
    'housekeep*',
    'front office',
    'barista',
    'bartender',
    'lodge',
    'tourism',
    'catering',
  ],
  weights: {
    professionalism: 25,
    communication: 25,
    collaboration: 20,
    adaptability: 15,
    problem_solving: 15,
  },
  questions: {
    communication: [
      {
        text: 'A guest complains that their room or meal is not what they expected. How do you handle it?',
        guide:
          'A strong answer covers listening, apologising without arguing, offering a remedy within their authority, involving a supervisor when needed and checking the guest is satisfied.',
      },
    ],
    technical_domain: [
      {
        text: 'Which food safety or hygiene practices do you follow on every shift?',
        guide:
          'A strong answer covers hand washing, temperature control, keeping raw and cooked food apart, cleaning schedules and reporting illness.',
      },
    ],
    collaboration: [
      {
        text: 'How do the kitchen and the front of house work together during a busy service, and what is your part in it?',
        guide:
          'A strong answer covers clear orders and timings, calling out delays early, helping across stations when needed and staying courteous under pressure.',
      },
    ],
    adaptability: [
      {
        text: 'A large group arrives without a booking at your busiest time. What do you do?',
        guide:
          'A strong answer covers welcoming them, checking real capacity with the kitchen and the floor, offering a realistic wait or an alternative, and keeping the other guests served.',
      },
    ],
    professionalism: [
      {
        text: 'How do you keep up your standards of presentation and service at the end of a long shift?',
        guide:
          'A strong answer covers specific routines and checks, pride in the guest experience and asking for support before standards slip.',
      },
    ],
    problem_solving: [
      {
        text: 'Tell us about a time something went wrong during a service or an event and you had to fix it quickly.',
        guide:
          'A strong answer covers what went wrong, a quick assessment of the options, the action taken, how guests were kept informed and what was changed afterwards.',
      },
    ],
  },
};
