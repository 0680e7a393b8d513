import type { RoleProfile } from './role-profile.js';

/** Warehouses, stores and distribution centres. */
export const WAREHOUSE: RoleProfile = {
  id: 'warehouse',
  label: 'Warehouse and stores',
  keywords: [
    'warehous*',
    'storekeeper',
    'stores clerk',
    'stores controller',
    'inventory',
    'stock control',
    'stock count',
    'stocktak*',
    'forklift',
    'picker',
    'picking',
    'packer',
    'fulfilment',
    'fulfillment',
    'distribution centre',
    'distribution center',
    'depot',
    'goods receiv*',
    'logistics',
  ],
  weights: {
    professionalism: 25,
    problem_solving: 20,
    technical_domain: 20,
    collaboration: 20,
    adaptability: 15,
  },
  questions: {
    technical_domain: [
      {
        text: 'Walk us through how you receive a delivery into the warehouse, from the truck arriving to the stock being ready to pick.',
        guide:
          'A strong answer covers checking the delivery note against the order and the goods, recording shortages or damage, updating the stock system and putting stock away in the right location.',
      },
      {
        text: 'How do you make sure the stock records match what is really on the shelves?',
        guide:
          'A strong answer covers regular cycle counts, investigating differences instead of adjusting them away, first-in first-out rotation and recording every movement when it happens.',
      },
    ],
    professionalism: [
      {
        text: 'Tell us about a time you saw an unsafe practice in a warehouse, such as forklift driving or stacking. What did you do?',
        guide:
          'A strong answer covers stopping or reporting the hazard at once, keeping to the safety rules under time pressure and following up so it does not happen again.',
      },
    ],
    problem_solving: [
      {
        text: 'An order is ready to ship but two cartons are missing from the count. How do you find out what happened?',
        guide:
          'A strong answer covers checking the pick list and recent movements, recounting nearby locations, asking the shift team, recording what was found and fixing the cause, not only the count.',
      },
    ],
    collaboration: [
      {
        text: 'How do you hand over to the next shift so that nothing is missed?',
        guide:
          'A strong answer covers open orders, stock problems, equipment faults and safety concerns, passed on in writing or face to face, and checking the next shift has understood.',
      },
    ],
    adaptability: [
      {
        text: 'In peak season the orders double overnight. How have you kept up without cutting corners?',
        guide:
          'A strong answer covers prioritising by dispatch deadline, reorganising pick routes or people, keeping safety and accuracy checks, and raising capacity problems early.',
      },
    ],
    communication: [
      {
        text: 'How would you explain picking and packing to a new team member on their first day?',
        guide:
          'A strong answer covers showing as well as telling, going step by step, checking understanding, and pointing out the safety rules and the common mistakes.',
      },
    ],
    motivation: [
      {
        text: 'What do you enjoy about warehouse work, and what would keep you in this role?',
        guide:
          'A strong answer names specific parts of the work that satisfy them, such as accuracy or meeting dispatch times, and realistic goals for growing in the role.',
      },
    ],
  },
};

/** Drivers, couriers, dispatch and fleet work. */
export const TRANSPORT: RoleProfile = {
  id: 'transport',
  label: 'Driving, delivery and dispatch',
  keywords: [
    'driver',
    'driving',
    'delivery',
    'deliveries',
    'dispatch',
    'fleet',
    'courier',
    'rider',
    'motorbike',
    'truck',
    'haulage',
    'transport',
    'route planning',
  ],
  weights: {
    professionalism: 30,
    problem_solving: 20,
    communication: 20,
    adaptability: 15,
    technical_domain: 15,
  },
  questions: {
    technical_domain: [
      {
        text: 'What checks do you do on a vehicle before you start a day of deliveries?',
        guide:
          'A strong answer covers tyres, lights, brakes, fluids, fuel and documents, recording defects, and refusing to drive a vehicle that is not safe.',
      },
    ],
    professionalism: [
      {
        text: 'Tell us about a time you were pushed to deliver on time but the road or the vehicle was not safe. What did you do?',
        guide:
          'A strong answer covers putting safety first, telling dispatch or the customer early, keeping to company rules and the law, and not taking shortcuts such as speeding.',
      },
    ],
    problem_solving: [
      {
        text: 'The customer is not at the delivery address and does not answer the phone. What do you do?',
        guide:
          "A strong answer covers trying the agreed contacts, informing dispatch, following the company's failed-delivery procedure, keeping the goods secure and recording proof of the attempt.",
      },
    ],
    communication: [
      {
        text: 'How do you keep dispatch and the customer informed when a delivery is going to be late?',
        guide:
          'A strong answer covers telling them early, giving a realistic new time, explaining the reason briefly and politely, and updating the tracking or the log.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a day when your route had to change at short notice. How did you handle it?',
        guide:
          "A strong answer covers re-planning the order of stops, agreeing it with dispatch, allowing for traffic and customers' time windows, and staying calm.",
      },
    ],
    collaboration: [
      {
        text: 'How do you work with the warehouse team so that every load leaves complete and on time?',
        guide:
          'A strong answer covers checking the load against the manifest, raising differences before leaving, keeping to loading times and clear communication with the loaders.',
      },
    ],
    motivation: [
      {
        text: 'What keeps you careful and focused through long or repetitive days on the road?',
        guide:
          'A strong answer covers managing rest and fatigue, pride in a clean driving record, and specific habits that keep attention on the road.',
      },
    ],
  },
};
