import type { SpokenJob } from './types.js';

export const sousChefZanzibar: SpokenJob = {
  id: 'sous-chef-zanzibar',
  title: 'Sous Chef',
  company: 'Marashi Bay Resort and Spa',
  place: 'Nungwi, Zanzibar, Tanzania',
  description:
    'Marashi Bay Resort and Spa is a one hundred and forty room beach resort on the northern tip of Unguja. We are ' +
    'recruiting a Sous Chef to support the Executive Chef in running the main kitchen, the beach grill and our Swahili ' +
    'restaurant. The Sous Chef will supervise a brigade of eighteen cooks and stewards, plan breakfast and dinner buffets ' +
    'for up to two hundred and eighty guests, and lead the weekly Zanzibari night with dishes such as pweza wa nazi, fish ' +
    'biryani, mchuzi wa samaki and urojo. Responsibilities include ordering fresh fish from the Mkokotoni and Nungwi ' +
    'landing sites, checking deliveries and cold room temperatures, food costing, HACCP records and training junior cooks. ' +
    'Candidates need a diploma in culinary arts, at least five years in a resort or hotel kitchen, and good knowledge of ' +
    'Swahili, Indian and European cuisine.',
  skills: [
    'Seafood preparation and filleting',
    'Swahili and Zanzibari cuisine',
    'Buffet planning for large volumes',
    'HACCP and food safety records',
    'Food costing and stock control',
    'Kitchen team supervision and training',
    'Supplier management',
  ],
  questions: [
    'Tell us about your experience running a busy resort kitchen, and how you plan a buffet for a full house.',
    'How do you make sure the fish and seafood we serve are fresh and safe?',
    'Describe a time you handled a guest complaint or a special dietary request.',
    'How would you train and motivate junior cooks, many of whom come from the local villages?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'tanzanian',
      text:
        'I have been in kitchens for nine years. I started as a commis at a hotel in Stone Town, near Forodhani, where I ' +
        'learnt the Zanzibari dishes from an old chef called Bi Mwanaisha. Then I moved to a resort in Kiwengwa with two ' +
        'hundred rooms, mostly Italian guests, all inclusive. There I became chef de partie and then junior sous chef. For ' +
        'a full house buffet, I start planning two days before. I check the occupancy from the front office, the ' +
        'nationalities, and any groups or special events. Then I make the menu. For example, the Italians want pasta and ' +
        'pizza, the Germans want bread and cold cuts, and everybody wants to try the local food. I calculate the quantities ' +
        'per guest, like one hundred and fifty grams of protein for each person at dinner, and I send the requisition to the ' +
        "store by three o'clock. On the day, I do a briefing with the team at half past four and we open the buffet at seven.",
    },
    {
      questionIndex: 0,
      register: 'kenyan',
      text:
        'I am coming from the Kenyan coast. I worked at a beach hotel in Diani for six years, and before that in a ' +
        'conference hotel in Nairobi. At Diani we had three hundred and twenty beds, and in the high season, December to ' +
        'March, we were full almost every night. I was the sous chef responsible for the evening, so the buffet was my baby. ' +
        'My system is simple. I have a standard buffet rotation of fourteen days, so that a guest who stays two weeks does ' +
        'not eat the same thing twice. Every morning I look at the forecast and I adjust the quantities. I also keep a record ' +
        'of the leftovers, because food waste is money. When I joined, our waste was around twelve per cent of the food cost, ' +
        'and after one year we were below seven per cent. For theme nights, like the Swahili night or the seafood barbecue ' +
        'on the beach, I prepare a separate plan with the live stations, the grill, the mishkaki and the chapati station.',
    },
    {
      questionIndex: 1,
      register: 'tanzanian',
      text:
        'Fresh fish here in Zanzibar is easy to find but also easy to lose, because of the heat. When I was at the resort in ' +
        'Kiwengwa, I used to go myself or send my fish cook to Mkokotoni at six in the morning, when the boats come in. We ' +
        'check the eyes must be clear, the gills red, the flesh firm, and no bad smell. We buy red snapper, kingfish, tuna ' +
        'and lobster, and octopus from the women in Pwani Mchangani. We carry cool boxes with ice, and when we reach the ' +
        'hotel the fish goes straight to the cold room, which must be between zero and two degrees for fish. I write the ' +
        'temperature and the time on the receiving sheet. We also respect the closed season for octopus, when the villages ' +
        "close the reef, we don't buy. One time in twenty twenty two a supplier brought lobster that was already dead and " +
        'soft, and I refused all twelve kilos. He was not happy, but the next day he brought good ones.',
    },
    {
      questionIndex: 1,
      register: 'south-african',
      text:
        'Ja, for me seafood is about the cold chain, and about trusting your supplier but checking everything. I worked for ' +
        'four years at a seafood restaurant at the V and A Waterfront in Cape Town, and then two years at a lodge in ' +
        'Vilanculos in Mozambique, where the conditions are very similar to Zanzibar. At the lodge there was no big market, ' +
        'so we worked directly with three fishermen. I gave them cooler boxes and ice every evening, and in the morning I ' +
        'checked every fish at the back door with a probe thermometer. Anything above five degrees, I did not accept. For ' +
        'prawns and calamari, I check the smell and the colour. If the prawn heads are turning black, it is old. Then ' +
        'everything is labelled with the date and the supplier, and we use first in, first out. We also kept proper HACCP ' +
        'records, the receiving log, the cold room log twice a day, and the cooking temperatures on the grill. An inspector ' +
        'from the health department came once and she was very impressed.',
    },
    {
      questionIndex: 2,
      register: 'tanzanian',
      text:
        'In September last year we had a couple from the United Kingdom on their honeymoon, and the lady had a serious ' +
        'allergy to peanuts and cashew nuts. She was afraid to eat from the buffet. So on the first evening I went to her ' +
        'table myself and introduced myself. I explained that many of our Swahili dishes use cashew or groundnut, for ' +
        'example the urojo and some of the curries. I agreed with her that every evening she will tell the waiter what she ' +
        'wants from the buffet, and I will cook it fresh for her in a separate pan, with clean boards and knives. I also ' +
        'briefed all the cooks and wrote her name and room number on the allergy board in the kitchen. She stayed ten days ' +
        'and had no problem at all. On the last day she came to the kitchen to thank the team, and she wrote a very good ' +
        'review on TripAdvisor, mentioning my name. For me, the important thing is to listen and not to guess.',
    },
    {
      questionIndex: 2,
      register: 'kenyan',
      text:
        'One evening in Diani, a German guest sent back his beef fillet two times. The first time he said it was too raw, ' +
        'the second time he said it was now too dry. The waiter came to the kitchen very stressed, and the cooks were ' +
        'getting annoyed. I told everybody to calm down. I went out to the table and asked him politely how he likes his ' +
        'meat at home. He explained that he wanted it medium, but for him medium means pink only in the centre. So I cooked ' +
        'the third steak myself, I used the probe and took it out at fifty eight degrees, let it rest, and I served it ' +
        'personally with a glass of red wine from the manager. He was very happy, and he came back to that restaurant three ' +
        'more times during his stay. From that experience I started asking the waiters to write the exact doneness on the ' +
        'order, and we trained them to explain our meat temperatures to the guests.',
    },
    {
      questionIndex: 3,
      register: 'tanzanian',
      text:
        'I myself started from the bottom, so I understand these young people. Many of the cooks in Nungwi come from the ' +
        'villages around, Kendwa, Tazari, Kigomani, and some of them finished only form four. They are very hardworking, ' +
        'but they may not know European cooking or the English names. So first I train in Swahili and English together. ' +
        'I make recipe cards with photos of the final plate, so they can see what it must look like. I demonstrate first, ' +
        'then they do it while I watch, then they do it alone. I rotate them every three months, from the cold kitchen to ' +
        'the hot line to the pastry, so they learn everything. I also motivate them by giving responsibility. At Kiwengwa I ' +
        'chose one commis, Juma, to lead the Zanzibari night, and he did very well, today he is a chef de partie. And I ' +
        'always say thank you after a busy service. It costs nothing.',
    },
    {
      questionIndex: 3,
      register: 'ugandan',
      text:
        'I have done this before at a safari lodge in Murchison Falls National Park, where most of our kitchen staff came ' +
        'from the villages around Masindi and Pakwach. Some had never worked in a hotel at all. What I learnt is that you ' +
        "must first build their confidence. In the first week I don't give them a lot of theory, I put them next to a good " +
        'cook and they learn by doing. Then every Tuesday afternoon, when business is low, we had a one hour training, on ' +
        'knife skills, on hygiene, on how to make a stock or a sauce. I kept a small record for each person, what they have ' +
        'learnt and what is remaining. I also pushed management to send two of them for a short course at the hotel and ' +
        'tourism training institute in Jinja, and it motivated the rest of the team, because they saw there is a future. ' +
        'In Zanzibar I would do the same, and I am also learning Swahili, so it will help me to communicate better.',
    },
  ],
};
