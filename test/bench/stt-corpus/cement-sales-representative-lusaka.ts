import type { SpokenJob } from './types.js';

export const cementSalesRepresentativeLusaka: SpokenJob = {
  id: 'cement-sales-representative-lusaka',
  title: 'Sales Representative, Bagged Cement',
  company: 'Mwembeshi Cement Company Limited',
  place: 'Lusaka, Zambia',
  description:
    'Mwembeshi Cement Company produces Mwembeshi Power 42.5N and Mwembeshi Builder 32.5R cement at its plant on the ' +
    'Mumbwa road. We are looking for a Sales Representative to grow our bagged cement business in Lusaka West and the ' +
    'Chongwe and Kafue districts. The representative will visit hardware shops, block makers and small contractors, take ' +
    'orders, agree delivery schedules with dispatch, follow up on payments and monitor competitor prices. Key duties ' +
    'include achieving a monthly target of four thousand five hundred tonnes, opening at least ten new stockists per ' +
    'quarter, managing customer credit limits with the finance team, and reporting daily visits in our CRM app. ' +
    'Candidates need a diploma or degree in sales, marketing or business, at least three years in FMCG or building ' +
    'materials sales, a clean driving licence, and a good command of Nyanja and Bemba.',
  skills: [
    'Route planning and customer visits',
    'Order taking and dispatch coordination',
    'Credit control and debt collection',
    'Negotiation with dealers and contractors',
    'Competitor price monitoring',
    'CRM and sales reporting',
    'Nyanja and Bemba',
  ],
  questions: [
    'Tell us about your sales experience and the results you achieved in your last role.',
    'A big hardware dealer in Kamwala says a competitor is offering a lower price per bag. How do you respond?',
    'How do you manage customers on credit and make sure they pay on time?',
    'How would you find and develop new customers in Chongwe and Kafue?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'zambian',
      text:
        'I have five years in sales. I started with a beverage company, selling soft drinks to shops in Matero, Chunga and ' +
        'Lilanda, so I know the small traders very well. Then in twenty twenty one I moved to a company that sells roofing ' +
        'sheets and steel, where I was covering the Great East Road up to Chongwe. My target there was one point two million ' +
        'kwacha per month, and in twenty twenty two I achieved it for ten months out of twelve. My best month was September, ' +
        'when I closed a deal with a contractor building a school in Chalimbana, nine hundred thousand kwacha on its own. ' +
        'What I learnt in building materials is that the customer buys from a person they trust. If I promised delivery on ' +
        'Thursday, it must be Thursday. I want to move to cement because it is the product that moves every day. Every ' +
        'construction starts with cement, and I believe I can bring my customers with me.',
    },
    {
      questionIndex: 0,
      register: 'nigerian',
      text:
        'I have spent the last seven years in cement sales, first in Nigeria and then here in Zambia. In Lagos I was a ' +
        'territory sales officer covering Ikorodu and Epe, and I was managing about sixty distributors. I will be honest ' +
        'with you, the Lagos market is very aggressive, so you learn to be fast and to always follow up. In twenty twenty I ' +
        'was transferred to Zambia by my former employer, and I was covering the Copperbelt from Ndola. My monthly target ' +
        'was six thousand tonnes, and in my last year, twenty twenty three, I closed at seventy one thousand tonnes, which ' +
        'was about ninety nine per cent of the annual target. I also opened eighteen new stockists in Kitwe and Chingola. I ' +
        "relocated to Lusaka because of my wife's job, and I have already started visiting the hardware shops in Kamwala on " +
        'my own to understand the prices. I speak some Bemba, small small, and I am learning Nyanja.',
    },
    {
      questionIndex: 1,
      register: 'zambian',
      text:
        'First, I would not panic and reduce the price immediately, because once you reduce, it is very difficult to go ' +
        'back. I would sit with the owner, let us say Mister Banda, and ask him which brand, which grade and what price ' +
        'exactly. Sometimes the dealer says the competitor is at one hundred and fifty five kwacha, but it is the thirty two ' +
        'point five, not the forty two point five, or it is for collection and not delivered. Then I remind him of our ' +
        'value. Our cement is consistent, the bags are strong so he loses less to breakages, and we deliver on time, even ' +
        'in the rainy season when other plants run out. If his volume is big, like two thousand bags a month, I can propose ' +
        'a volume rebate, for example five kwacha per bag at the end of the quarter if he reaches the target. But I must ' +
        'first discuss it with my manager, because pricing is a company decision, not my personal one.',
    },
    {
      questionIndex: 1,
      register: 'zambian',
      text:
        'This one happens every week in Kamwala, honestly. What I do is I first go and confirm the price in the market, ' +
        'because dealers like to bluff. I walk around, I ask other shops, I even phone a block maker I know in Chawama. If ' +
        'it is true that the competitor is cheaper by, say, ten kwacha, then I look for the reason. Maybe they have overstock ' +
        'before a price increase, or maybe it is a short promotion. Then I go back to the dealer and I talk about his ' +
        'business, not only my price. How many bags does he sell per day, how many days does he wait for delivery, how many ' +
        'customers ask for our brand by name. Many builders in Lusaka trust Mwembeshi Power for slabs and columns, so if he ' +
        'stops stocking it, his customers will go to the next shop. I also offer support, like a branded signboard, T shirts ' +
        'for his loaders, and a small promotion for builders. Usually we agree without touching the price.',
    },
    {
      questionIndex: 2,
      register: 'zambian',
      text:
        'For credit, the discipline starts before you give the credit. In my previous company, before a new customer got ' +
        'credit, we needed the PACRA certificate, bank statements for six months and two trade references, and the finance ' +
        'team would set the limit. For example, a medium hardware in Chilenje would start with a limit of fifty thousand ' +
        'kwacha and thirty days. Every Monday I printed the aged debtors report and I visited or phoned everybody who was ' +
        "close to thirty days. I don't wait for the day it is due. I also send the statement on WhatsApp so that there is no " +
        'argument about the figures. If someone goes past forty five days, I stop supply and I inform my manager, even if ' +
        'the customer is my friend. In twenty twenty two my debtors over sixty days were less than two per cent of my total ' +
        'book, and I was proud of that. The secret is to be friendly but firm.',
    },
    {
      questionIndex: 2,
      register: 'kenyan',
      text:
        'Before I came to Zambia I was selling steel and cement for a distributor in Nairobi, in Industrial Area, and we had ' +
        'a lot of customers on credit. What I learnt is that every customer has a pattern. Some pay on the twenty fifth when ' +
        'they get money from their contractors, some pay only after a big project is certified. So I kept a small book, and ' +
        'later an app, where I recorded when each customer usually pays and who is the decision maker. I call them two days ' +
        "before the due date, just a friendly reminder. When a customer was struggling, I didn't just cut them off. I sat " +
        'down with them and we agreed a payment plan, for example paying in three instalments, while new orders are cash ' +
        'only. One customer in Kitengela owed us one point eight million shillings, and with that plan he cleared in four ' +
        'months, and he is still a good customer up to today.',
    },
    {
      questionIndex: 3,
      register: 'zambian',
      text:
        'Chongwe and Kafue are growing very fast, especially places like Chalimbana and Silverest, and along the Kafue road ' +
        'in Chilanga and Shimabala, where people are buying plots and building. My plan would be in three steps. First, I ' +
        'would drive around these areas for the first two weeks and map every hardware, every block maker and every site ' +
        'under construction. Even a small container shop can sell fifty bags a week. Second, I would visit the council ' +
        'offices to find out which big projects have building permits, like schools, clinics or lodges, and then find the ' +
        'contractors. Third, I would organise a builders day, maybe on a Saturday at a big hardware in Chongwe, where we show ' +
        'the strength of our cement, we give small gifts and we register the builders. The builders are the ones who tell ' +
        'the owners which cement to buy. And I would make sure the new stockists get reliable delivery from the very first ' +
        'order.',
    },
    {
      questionIndex: 3,
      register: 'nigerian',
      text:
        'What worked for me on the Copperbelt was to go where the construction is, not just where the shops are. In ' +
        'Chingola, I used to pass by the sites early in the morning, around seven, when the foremen and the bricklayers ' +
        'arrive, and I talk to them. They tell you who is supplying them, what problems they have, whether the cement is ' +
        'setting well. From there you find the hardware that is serving them. For Chongwe and Kafue I would do the same, and ' +
        'I would also target the block makers, because one block maker alone can use two hundred bags a week. I would offer ' +
        'them a trial, maybe twenty bags at a good price, so they see the quality of the blocks. Then I follow up every week, ' +
        "I don't disappear after the first order. I also use the C R M app to record every visit, so my manager can see my " +
        'pipeline. My target for the first quarter would be at least twelve new active customers.',
    },
  ],
};
