import type { SpokenJob } from './types.js';

export const teaFieldSupervisorKericho: SpokenJob = {
  id: 'tea-field-supervisor-kericho',
  title: 'Tea Estate Field Supervisor',
  company: 'Kipsigis Highlands Tea Estates',
  place: 'Kericho, Kenya',
  description:
    'Kipsigis Highlands Tea Estates grows and processes tea on two thousand four hundred hectares between Kericho town ' +
    'and Litein, with its own factory at Kapsoit. We are hiring a Field Supervisor for the Chemamul division, who will ' +
    'manage about three hundred and fifty pluckers and general workers across twelve fields. The supervisor plans ' +
    'plucking rounds of seven to ten days, enforces the two leaves and a bud plucking standard, supervises weighing at ' +
    'the leaf collection centres and ensures green leaf reaches the factory within four hours. Other duties include ' +
    'fertiliser application, pruning and infilling programmes, weed and pest control, daily muster and attendance records, ' +
    'and compliance with Rainforest Alliance and occupational health and safety standards. Requirements: a diploma in ' +
    'agriculture or horticulture, at least three years supervising field staff on a tea or coffee estate, and fluency in ' +
    'Kiswahili. Kipsigis is an added advantage.',
  skills: [
    'Plucking standard and round management',
    'Green leaf quality control',
    'Fertiliser and agrochemical application',
    'Labour planning and muster records',
    'Rainforest Alliance compliance',
    'Worker welfare and conflict resolution',
    'Field data reporting on mobile devices',
  ],
  questions: [
    'Walk us through how you plan and control a plucking round in your division.',
    'Our leaf quality at the factory drops during the long rains. What would you do to improve it?',
    'How do you deal with a dispute between workers, or a complaint about pay or weighing?',
    'Tell us about your experience with certification audits, worker safety and the use of agrochemicals.',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'kenyan',
      text:
        'Currently I am an assistant field supervisor at an estate in Nandi Hills, where I handle eight fields and around ' +
        'two hundred pluckers. For the plucking round, I start from the shoot count. Every Monday morning I walk the fields ' +
        'with the headmen and we check how many shoots are ready, two leaves and a bud. During the long rains, from April ' +
        'to June, the tea grows very fast, so we keep the round at about seven days, and in the dry months of January and ' +
        'February we can stretch to twelve days. I then allocate the pluckers per field according to the expected yield. ' +
        'On average one plucker can do between forty and sixty kilos in a day by hand, and more with shears. At the end of ' +
        "the day I reconcile the kilos on the clerk's weighing machine with the factory receipts. If a field is falling " +
        'behind, I move a gang from another field the next morning. That way we avoid overgrown tea, which the factory will ' +
        'reject as coarse leaf.',
    },
    {
      questionIndex: 0,
      register: 'ugandan',
      text:
        'I worked for six years at a tea estate in Kyenjojo district in western Uganda, near Fort Portal, so the work is ' +
        'the same. We had nine hundred hectares, and I was supervising the Mukunyu division. For me planning the round ' +
        'starts with a good map of the fields and a record of when each field was last plucked. I used a big board in the ' +
        'office with all the field numbers, and every evening I marked which ones were finished. The headman gives me his ' +
        'report at two in the afternoon, and I decide for tomorrow. If it has rained a lot, I add more pluckers, sometimes ' +
        'we hire casuals from the villages. Our target was a round of eight days. I also check the standard. I pick a sample ' +
        'of one hundred shoots from the baskets, and if more than fifteen are coarse, like three leaves or hard stalks, I ' +
        'talk to that group the same day. Discipline on the standard is what gives a good price at the Mombasa auction.',
    },
    {
      questionIndex: 1,
      register: 'kenyan',
      text:
        'In the rainy season there are three problems I have seen. First, the leaf is wet, so it gets heavy and it starts ' +
        'heating when it is packed tightly in the bags. Second, the roads become muddy and the tractors delay, so the leaf ' +
        'stays too long at the collection centre. Third, the pluckers want to make kilos fast, so the standard goes down. ' +
        'What I would do is, one, make sure every collection centre has a good roof and raised slats, so the leaf is spread ' +
        'and not on the ground. Two, I would agree with the factory manager on more frequent collections, maybe at eleven ' +
        "o'clock, one o'clock and half past three, instead of only in the evening. Three, we should not stuff the bags, not " +
        'more than twenty five kilos per bag. And for the standard, we do spot checks in the field and give feedback the ' +
        'same day. At my estate in twenty twenty three this reduced the rejected leaf from about eight per cent to three ' +
        'per cent.',
    },
    {
      questionIndex: 1,
      register: 'tanzanian',
      text:
        'I have worked in Mufindi, in the southern highlands of Tanzania, where the rain is also very heavy from December ' +
        'to April. What helped us there was to look at the whole chain, from the bush up to the withering trough. In the ' +
        'field we changed the plucking time, we start a bit later, at around eight, when the dew has reduced. We trained ' +
        'the pluckers to put the leaf loosely in the basket and not to press it with the hands. We also used sacks with ' +
        'holes for air, not the closed ones. And we measured. Each day the factory gave us the leaf count, how many per cent ' +
        'is fine leaf. I put the results on a notice board for each gang, so the gang with the best leaf count was known by ' +
        'everybody, and every month the best gang got a small bonus, like ten thousand shillings per person. People like ' +
        'competition. After three months the fine leaf count moved from sixty five to seventy eight per cent.',
    },
    {
      questionIndex: 2,
      register: 'kenyan',
      text:
        'In tea, most disputes come from the weighing, because the pay is per kilo. Last year in July a group of pluckers ' +
        'from field twenty one came to my office very angry. They said the clerk was reducing their kilos. I listened to ' +
        'them first, without defending anybody. Then I called the shop steward from the union, K P A W U, so that they feel ' +
        'the process is fair. The next morning I went to the weighing shed myself, I checked the digital scale with a ' +
        'standard weight of twenty kilos, and it was reading nineteen point four. So the complaint was genuine, though it ' +
        'was the scale and not the clerk. We replaced the scale, and the estate paid the difference for the whole week, ' +
        'about eleven thousand shillings in total for that gang. After that I introduced a printed slip for every plucker ' +
        'after weighing, and the scale is checked every Monday. The trust came back very quickly.',
    },
    {
      questionIndex: 2,
      register: 'rwandan',
      text:
        'In my previous job in Nyabihu, in the north west of Rwanda, I was supervising about two hundred workers, and ' +
        'conflicts happen, especially when people are tired. One day two women started fighting in the field because one ' +
        'accused the other of plucking in her rows. I first separated them and sent them to different blocks for the rest ' +
        'of the day. In the evening I called them one by one to my office, with the headman, and I listened to each side. ' +
        'Actually the problem was that the rows were not clearly allocated, so the mistake was also from our side. The next ' +
        'day we marked the rows with sticks and gave each worker her own section. I also asked them to shake hands in front ' +
        'of the group. For me, a supervisor must be neutral, must listen, and must act quickly, because if you leave small ' +
        'conflicts they become big, and they affect the production and even the community outside the estate.',
    },
    {
      questionIndex: 3,
      register: 'kenyan',
      text:
        'I have been part of three Rainforest Alliance audits at my current estate, the last one was in October twenty ' +
        "twenty three. The auditors check many things, but in the field they mostly look at the agrochemicals, the workers' " +
        'welfare and the records. For the chemicals, we have a locked store with a register, and only the trained spray team ' +
        'can use them. Every sprayer wears full P P E, overalls, gloves, gumboots, goggles and a respirator, and they must ' +
        "shower after work. We put signs in the field showing the reentry interval, so the pluckers don't go in before the " +
        'time. I also keep the training records for each worker, the date, the topic and their signature or thumbprint. In ' +
        'the last audit we had one minor finding, because the first aid box in field nine was missing some items. We closed ' +
        'it within two weeks. I also coordinate the medical checks for the sprayers twice a year.',
    },
    {
      questionIndex: 3,
      register: 'ugandan',
      text:
        'At the estate in Kyenjojo we were certified by both Rainforest Alliance and Fairtrade, so the audits were every ' +
        'year, and I was the focal person for my division. The most important thing I learnt is that you cannot prepare for ' +
        'an audit in one week, you must keep the standard every day. For safety, we had cases of workers cut by pruning ' +
        'knives and also snakes in the tea, so all the pluckers had gumboots and aprons, and each gang had a trained first ' +
        'aider. For the agrochemicals, we reduced the use a lot. We moved from spraying herbicides everywhere to manual ' +
        'weeding and mulching with the prunings, and we used chemicals only for serious pests like the red spider mite. All ' +
        'spraying was recorded, which product, how many litres, which field, the weather. When the auditor came from ' +
        'Nairobi in twenty twenty two, my division had zero findings, and the general manager gave me a certificate of ' +
        'recognition.',
    },
  ],
};
