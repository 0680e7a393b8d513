import { ROLE_WEIGHTS } from '../role-suggestions.js';
import type { RoleProfile } from './role-profile.js';

/** Customer service, call and contact centres, help desks. */
export const CUSTOMER_SERVICE: RoleProfile = {
  id: 'customer_service',
  label: 'Customer service and contact centre',
  keywords: [
    'customer service',
    'customer care',
    'customer support',
    'customer experience',
    'call centre',
    'call center',
    'contact centre',
    'contact center',
    'helpdesk',
    'help desk',
    'complaint',
    'client service',
    'support agent',
  ],
  weights: ROLE_WEIGHTS.customer_support,
  questions: {
    communication: [
      {
        text: 'A customer calls, angry that their order is late for the second time. Walk us through how you handle the call.',
        guide:
          'A strong answer covers listening without interrupting, acknowledging the frustration, checking the facts, saying what will happen next and by when, and following up.',
      },
      {
        text: 'How do you explain a company policy to a customer who does not want to hear no?',
        guide:
          'A strong answer covers giving the reason in plain words, staying polite and firm, offering what can be done instead, and escalating when that is appropriate.',
      },
    ],
    professionalism: [
      {
        text: "How do you protect a customer's personal or account information during a call?",
        guide:
          'A strong answer covers verifying identity before sharing details, never asking for or sharing passwords or PINs, following data-protection rules and reporting suspicious requests.',
      },
    ],
    problem_solving: [
      {
        text: 'Tell us about a customer problem you could not solve on the first call. What did you do next?',
        guide:
          'A strong answer covers recording the details, finding the right person or team, giving the customer a realistic time, and following through until it was resolved.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a busy shift with a long queue of waiting customers. How did you keep the quality of your service up?',
        guide:
          'A strong answer covers staying calm, keeping each contact focused without rushing the customer, using notes and templates, and resetting between difficult calls.',
      },
    ],
    collaboration: [
      {
        text: 'How do you pass a complaint to another department so that the customer does not have to repeat themselves?',
        guide:
          "A strong answer covers a clear written summary with the customer's details, what was tried and what was promised, and checking that the other team has taken it on.",
      },
    ],
    technical_domain: [
      {
        text: 'Which customer service or ticketing systems have you used, and how do you keep your case notes useful to others?',
        guide:
          'A strong answer names the tools used (a CRM, ticketing or call logging system) and describes notes that state the issue, the actions taken and the next step, filed under the right category.',
      },
    ],
    motivation: [
      {
        text: 'What do you find rewarding about helping customers, and how do you stay positive after a difficult call?',
        guide:
          'A strong answer gives a concrete example of satisfaction from solving a problem and practical ways of recovering from a hard call without carrying it into the next one.',
      },
    ],
  },
};

/** Selling: field and telesales, business development, account management. */
export const SALES: RoleProfile = {
  id: 'sales',
  label: 'Sales and business development',
  keywords: [
    'sales',
    'selling',
    'business development',
    'account executive',
    'account manager',
    'telesales',
    'merchandis*',
    'territory',
    'pipeline',
    'prospect',
    'lead generation',
  ],
  weights: ROLE_WEIGHTS.sales,
  questions: {
    communication: [
      {
        text: 'Sell us a product you know well, in under a minute, as you would to a new customer.',
        guide:
          "A strong answer covers the customer's need, benefits rather than only features, brevity, and a clear next step or close.",
      },
    ],
    problem_solving: [
      {
        text: 'A customer tells you your price is too high. How do you respond?',
        guide:
          'A strong answer covers finding out what they compare it with, showing value before discounting, offering options within policy, and knowing when to walk away.',
      },
    ],
    motivation: [
      {
        text: 'Tell us about a sales target you found hard to reach. What did you do to get there?',
        guide:
          'A strong answer gives the numbers, a plan of activity such as calls, visits and follow-ups, a change of approach when it was not working, and the result.',
      },
    ],
    professionalism: [
      {
        text: 'Have you ever been tempted to promise a customer something you were not sure you could deliver? What did you do?',
        guide:
          'A strong answer covers honesty with the customer, checking with the team before committing, and protecting the long-term relationship over a quick sale.',
      },
    ],
    adaptability: [
      {
        text: 'Describe how you changed your sales approach for a different kind of customer or market.',
        guide:
          'A strong answer covers what was different about the customers, how the pitch, channel or timing changed, and what the change achieved.',
      },
    ],
    collaboration: [
      {
        text: 'How do you work with the delivery or operations team to keep the promises you make to customers?',
        guide:
          'A strong answer covers checking capacity before committing, handing over orders with complete details, and keeping the customer and the team informed when plans change.',
      },
    ],
    technical_domain: [
      {
        text: 'How do you keep track of your prospects and follow-ups, and which tools or methods do you use?',
        guide:
          'A strong answer covers a CRM or a disciplined record, pipeline stages, follow-up dates, and using the numbers to decide where to spend time.',
      },
    ],
  },
};
