import type { SpokenJob } from './types.js';

export const smeLoanOfficerKigali: SpokenJob = {
  id: 'sme-loan-officer-kigali',
  title: 'SME Loan Officer',
  company: 'Imena Commercial Bank',
  place: 'Nyabugogo branch, Kigali, Rwanda',
  description:
    'Imena Commercial Bank serves more than ninety thousand retail and business customers through twenty two branches ' +
    'across Rwanda. Our Nyabugogo branch, next to the main bus park and the Nyabugogo market, is looking for an SME Loan ' +
    'Officer. The officer will identify and appraise small and medium businesses such as wholesalers, transporters, ' +
    'hardware traders and agro processors, analyse cash flows and business records, visit business premises, value ' +
    'collateral and prepare credit proposals for the branch credit committee. After disbursement, the officer monitors ' +
    'the portfolio, follows up repayments and keeps portfolio at risk over thirty days below four per cent. Loans range ' +
    "from two million to fifty million Rwandan francs. Requirements: a bachelor's degree in finance, economics or " +
    'accounting, at least three years in SME or microfinance lending, knowledge of credit bureau reports and RRA tax ' +
    'documents, and fluency in Kinyarwanda, English and French. Swahili is an advantage.',
  skills: [
    'Cash flow analysis of informal businesses',
    'Credit proposal writing',
    'Collateral valuation and land title checks',
    'Portfolio monitoring and collections',
    'Credit bureau report interpretation',
    'Customer relationship management',
    'Kinyarwanda, English and French',
  ],
  questions: [
    'How do you assess the repayment capacity of a trader who does not keep proper books of account?',
    'How have you managed portfolio at risk and customers who fall into arrears?',
    'Tell us about a loan you recommended for rejection. Why, and how did you tell the customer?',
    'How would you grow a quality loan portfolio around Nyabugogo?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'rwandan',
      text:
        "Actually most of the traders in Nyabugogo don't keep books, so we must build the information ourselves. First, I " +
        'visit the business, not once but at least twice, at different times, for example on Monday morning and on Friday ' +
        'afternoon. I observe how many customers come, I count the stock, and I ask the owner about the buying price and the ' +
        'selling price of the main products. Second, I look at other evidence, like the mobile money statements, the bank ' +
        'statements, the receipts from suppliers and the E B M invoices, because many traders now use the electronic billing ' +
        'machine for R R A. Third, I cross check. If the trader says he sells three million francs per week, but he buys ' +
        'stock of only one million per month, something is wrong. From there I build the monthly cash flow, I remove the ' +
        'family expenses, the school fees, the rent, and I make sure the instalment is not more than about fifty per cent ' +
        'of the net income.',
    },
    {
      questionIndex: 0,
      register: 'ugandan',
      text:
        'I worked for four years with a microfinance institution in Kampala, at the branch near Owino market, and most of my ' +
        'clients were exactly like this, traders with no records. I am originally from Kisoro, so I also speak Kinyarwanda. ' +
        'What I do is I reconstruct the business. I ask the client to take me through one normal day, what time they open, ' +
        'what they sell, how much they buy from the wholesaler. I ask to see their small notebook, because even if they ' +
        "don't have proper books, many of them write the debts of customers in a notebook. I also talk to the neighbours and " +
        'the market leaders, discreetly, about the character of the person. Then I do a simple balance sheet, the stock, the ' +
        'cash, the debtors, and an income statement for one month. One lady selling kitenge in Owino told me she makes five ' +
        'hundred thousand shillings profit a month, but after my analysis it was closer to nine hundred thousand, so she ' +
        'qualified for a bigger loan than she expected.',
    },
    {
      questionIndex: 1,
      register: 'rwandan',
      text:
        'When I joined the Musanze branch of my current bank in twenty twenty one, the portfolio at risk over thirty days was ' +
        'around nine per cent, mostly because of COVID. Many transporters and hotels around the Volcanoes park were not ' +
        'working. My approach was to act early. Three days before every instalment, the client receives an S M S, and on ' +
        'the due date, if there is no payment, I call the same day. After seven days I visit the business myself. Most of ' +
        'the time the client has a real problem, for example the truck is in the garage, and if the business is still ' +
        'viable, we propose a restructuring, like extending the period or a grace period of two months, with approval from ' +
        'the credit committee. For clients who refuse to cooperate, we involve the guarantors and the local leaders, and ' +
        'the last option is to sell the collateral. By December twenty twenty two my portfolio at risk was down to three ' +
        'point one per cent.',
    },
    {
      questionIndex: 1,
      register: 'kenyan',
      text:
        'In my previous job in Nairobi, at a bank branch serving Gikomba market, I had a portfolio of about two hundred and ' +
        'forty loans, worth around one hundred and eighty million shillings. Arrears were a daily issue. What worked for me ' +
        'was to segment the portfolio. Every Monday I ran the arrears report and I put the clients in three groups, those ' +
        'one to seven days late, eight to thirty days, and above thirty days. The first group just gets a call, they are ' +
        'usually people who forgot or had a small delay. The second group I visit physically, and I try to understand what ' +
        'happened. For the third group I work with our recovery team and we agree a clear plan in writing. One thing I ' +
        'learnt is to never embarrass a client in front of his customers, because then he stops picking your calls. When I ' +
        'left in twenty twenty three, my portfolio at risk was at two point eight per cent, against a bank target of five ' +
        'per cent.',
    },
    {
      questionIndex: 2,
      register: 'rwandan',
      text:
        'Yes. Last year a client came to us asking for thirty million francs to buy a second hand truck for transporting ' +
        'Irish potatoes from Musanze to Kigali. On paper the project looked good, but when I did the site visit and checked ' +
        'the documents, I found two problems. The land he offered as collateral was registered in the name of his late ' +
        'father, and the succession was not yet finalised, so we could not register a mortgage. Also, the credit bureau ' +
        'report showed he had an active loan with a SACCO that he did not declare, with arrears of two months. So I ' +
        'recommended rejection to the credit committee. I called the client to the office and explained the reasons face to ' +
        'face, not by phone. I told him clearly what he needs to do, finalise the succession at the sector office and clear ' +
        'the SACCO arrears, and that he is welcome to come back. Six months later he came back with everything in order, and ' +
        'we gave him the loan.',
    },
    {
      questionIndex: 2,
      register: 'tanzanian',
      text:
        'In my previous job in Arusha, a woman who had a big salon near the Clock Tower came to ask for fifteen million ' +
        'shillings to open a second salon. She was a very nice lady and a good customer, so it was not easy. But when I ' +
        'analysed her statements, I saw that she was paying four other loans, two from digital lenders on the phone and two ' +
        'from other microfinance institutions. Almost seventy per cent of her income was already going to loans. If we add ' +
        'ours, she would fail, and maybe she would lose even the first salon. So I recommended rejection. When I explained ' +
        'to her, I did not just say no. I showed her the numbers on paper, how much comes in and how much goes out, and I ' +
        'advised her to clear the small expensive loans first. She was disappointed that day, but after eight months she ' +
        'came back, her debts were reduced, and we financed the second salon with a smaller amount, ten million.',
    },
    {
      questionIndex: 3,
      register: 'rwandan',
      text:
        'Nyabugogo is the heart of trade in Kigali, so there are many opportunities. First, I would target the transport ' +
        'sector, the bus companies at the park and the truck owners who bring food from Uganda and Tanzania, with asset ' +
        'finance and working capital for fuel and spare parts. Second, the wholesalers of rice, sugar, cooking oil and ' +
        'cement along the road to Gatsata. Many of them bank with other banks, but they are not happy with the speed of ' +
        'decisions, so if we can decide in five working days, we can win them. Third, I would work with associations, like ' +
        "the moto drivers and the traders' cooperatives in the market, because one meeting can bring you twenty clients, and " +
        'the group also helps with discipline. But I want to say, growth must be quality growth. I will not chase the ' +
        "target by giving loans I don't believe in, because a bad loan disbursed today is a problem in six months.",
    },
    {
      questionIndex: 3,
      register: 'ugandan',
      text:
        'I would start by spending time in the market, not in the office. When I was in Kampala, I used to walk in Owino and ' +
        'Kikuubo every Tuesday and Thursday morning, just greeting people and leaving my business card, and after some months ' +
        'people knew me as the bank guy who picks his phone. In Nyabugogo I would do the same. I would also use the existing ' +
        'customers, because a satisfied client brings his friends and his suppliers. For example, if we finance a ' +
        'wholesaler, we can also finance the retailers who buy from him, because we already understand their business. ' +
        'Another idea is to organise a small training for traders, maybe once a month, on record keeping and tax, together ' +
        'with R R A. It builds trust, and at the same time you identify good clients. My personal target would be to add ' +
        'about fifteen new loans per month, with an average of eight million francs, while keeping the portfolio at risk ' +
        'below three per cent.',
    },
  ],
};
