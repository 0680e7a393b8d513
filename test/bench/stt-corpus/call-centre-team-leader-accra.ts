import type { SpokenJob } from './types.js';

export const callCentreTeamLeaderAccra: SpokenJob = {
  id: 'call-centre-team-leader-accra',
  title: 'Contact Centre Team Leader, Mobile Money Support',
  company: 'Volta Connect Services',
  place: 'Airport City, Accra, Ghana',
  description:
    'Volta Connect Services runs inbound and outbound customer contact for telecoms, mobile money and insurance clients ' +
    'from a two hundred seat centre in Airport City. We are hiring a Team Leader for our mobile money support campaign. ' +
    'The Team Leader will manage fifteen to twenty agents handling calls, WhatsApp and email in English, Twi, Ga and Ewe, ' +
    'monitor service level, average handle time, first contact resolution and customer satisfaction scores, listen to ' +
    'recorded calls and run coaching sessions, and manage escalations on failed transactions, reversals and fraud reports. ' +
    'The role also covers shift scheduling, daily performance reports and the onboarding of new agents. Requirements: a ' +
    'first degree, at least two years as an agent and one year as a team lead or supervisor in a contact centre, strong ' +
    'Excel skills, and fluency in English and at least one Ghanaian language. The centre operates from six in the morning ' +
    'to ten at night, seven days a week.',
  skills: [
    'Team coaching and performance management',
    'Service level and average handle time management',
    'Call quality monitoring',
    'Mobile money dispute and fraud escalation',
    'Shift scheduling',
    'Excel reporting',
    'Twi, Ga or Ewe',
  ],
  questions: [
    'Tell us about your contact centre experience and the size of the teams you have led.',
    'The average handle time of your team is going up and the service level has dropped below target. What do you do?',
    'How do you deal with an agent who is always late or whose quality scores are poor?',
    'Tell us about a difficult customer escalation you handled, for example a failed transaction or a fraud case.',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'ghanaian',
      text:
        'I started as an agent in twenty seventeen at a contact centre in Osu, handling calls for a telecom company. I was ' +
        'there for three years, and I was best agent on my floor two times, so in twenty twenty they made me a team lead. ' +
        'Currently I lead a team of eighteen agents on an insurance campaign. We handle motor and funeral policies, claims ' +
        'enquiries, and we also do outbound calls for renewals. My agents are mostly young graduates, some national service ' +
        'persons and some who have been in the industry for a long time, so I have to manage different personalities. Last ' +
        'year my team had the highest customer satisfaction score on the campaign for seven months, around eighty nine per ' +
        'cent. I speak Twi, Fante and a little Ga. I think mobile money support is where the volume is now in Ghana, so I ' +
        'want to bring my experience there.',
    },
    {
      questionIndex: 0,
      register: 'nigerian',
      text:
        'I have about six years in the contact centre industry, four in Lagos and two here in Accra. In Lagos I worked at a ' +
        'big outsourcing company in Ikeja, on a banking campaign, where we handled card issues, failed transfers and account ' +
        'reactivation. I rose from agent to quality analyst, and then team lead, with twenty two agents under me. When I ' +
        'relocated to Accra in twenty twenty two, I joined a fintech company in East Legon as a customer experience ' +
        'supervisor, so mobile money and digital payments are my daily work. I understand the reversal process, the ' +
        'reconciliation with the telcos and the fraud patterns, for example the fake calls where someone pretends to be from ' +
        "the network. I don't speak Twi fluently yet, I will not lie to you, but I understand a lot, and my teams have always " +
        'been multilingual, so I make sure the language skills are spread properly across the shifts.',
    },
    {
      questionIndex: 1,
      register: 'ghanaian',
      text:
        'First, I would not just shout at the agents to be fast, because that will kill the quality. I would go into the ' +
        'data. I will pull the report for the last two weeks and look at handle time per agent, per hour and per call ' +
        'reason. Most of the time there is a pattern. Maybe there is a new issue, for example a system update that is ' +
        "causing failed cash out, and the agents are spending a long time because they don't have a clear answer. Or maybe " +
        'two or three new agents are putting customers on very long holds. Then I would listen to some of the long calls. ' +
        "If it's a knowledge problem, I do a quick huddle of ten minutes at the start of the shift. If it's the system, I " +
        'escalate to the client so they fix it, or they give us a message to play on the I V R. I also check schedule ' +
        'adherence, because if people are taking long breaks at lunch time, the queue builds up.',
    },
    {
      questionIndex: 1,
      register: 'ghanaian',
      text:
        'Something like this happened to my team in December twenty twenty two, during the Christmas season. Our target was ' +
        'eighty per cent of calls answered within twenty seconds, and we dropped to about sixty. The average handle time ' +
        'went from four minutes thirty seconds to almost seven minutes. When I checked, I saw that many customers were ' +
        'calling about transfers to the wrong number, and the reversal process needed the agent to fill a long form while ' +
        'the customer was on the line. So I spoke with the operations manager and we agreed that the agent takes only the ' +
        'key details, gives the customer a ticket number, and the back office completes the rest. I also moved two of my ' +
        'best agents to handle only reversals. Then I asked workforce planning to add four agents on the evening shift, from ' +
        'five to nine, because that was our peak. Within one week the handle time came down to five minutes, and the service ' +
        'level was back above seventy five per cent.',
    },
    {
      questionIndex: 2,
      register: 'ghanaian',
      text:
        'With lateness, I always start with a private conversation, because there is usually a story behind it. I had an ' +
        'agent, Abena, who was coming late almost every morning. When I talked to her, she explained that she lives in ' +
        'Kasoa, and the traffic on the Kasoa road in the morning is terrible, even if she leaves home at five. So I moved ' +
        "her from the six o'clock shift to the ten o'clock shift, and the problem was solved. But if there is no genuine " +
        'reason, I follow the process, verbal warning, then written warning, and I document everything, so that H R has the ' +
        'evidence. For poor quality, I sit with the agent and we listen to their calls together. I ask them to score ' +
        'themselves first, and usually they see the mistakes before I say anything. Then we agree on two things to improve ' +
        'for the next week, not ten things. I do side by side coaching, and after two weeks we review the scores again.',
    },
    {
      questionIndex: 2,
      register: 'kenyan',
      text:
        'When I was a team leader at a contact centre in Nairobi, on a campaign for a mobile network, I had an agent who was ' +
        'scoring below sixty per cent on quality every week, while our target was eighty five. He was very polite and the ' +
        'customers liked him, but he was skipping the verification steps, which is a serious risk in mobile money, because ' +
        'of fraud. I called him for a one on one and showed him the quality form and two of his calls. I explained why ' +
        'verification matters, and I shared a real case where a customer lost money because an agent did not verify. Then ' +
        'we put him on a performance improvement plan for thirty days, with weekly coaching, and I listened to five of his ' +
        'calls every week. By the end of the month he was at eighty seven per cent. For lateness, I am quite strict, because ' +
        'when one agent is late, the whole queue suffers, and the rest of the team is watching to see if you are fair.',
    },
    {
      questionIndex: 3,
      register: 'ghanaian',
      text:
        'In September last year, an agent escalated a call to me from a man in Kumasi. He had sent two thousand five hundred ' +
        "cedis to pay his daughter's school fees, the money left his wallet, but the school did not receive it. He was " +
        'shouting, because the school said the girl will be sent home. I first allowed him to talk, I apologised, and I told ' +
        'him my name, so he knows one person is responsible. I checked the transaction I D on the system, and the status was ' +
        'pending, which means it was stuck between the two networks. I raised a ticket to the reconciliation team and marked ' +
        "it urgent, and I called the man back at four o'clock the same day to update him, even though there was no solution " +
        'yet. I also sent him a reference message he could show the school. The next morning the money was reversed to his ' +
        'wallet, and he sent it again successfully. He called back to thank the team.',
    },
    {
      questionIndex: 3,
      register: 'nigerian',
      text:
        'One case I will not forget was in Lagos, on the banking campaign. An elderly woman called crying. She said someone ' +
        'called her pretending to be from the bank, she gave him her O T P, and he took four hundred and fifty thousand naira ' +
        'from her account. The agent transferred the call to me. First, I calmed her down and I immediately blocked her card ' +
        'and her mobile banking, so that no more money goes out. Then I logged a fraud report with our fraud team, and I ' +
        'advised her to also report to the police and get a police report. I was honest with her. I told her I cannot ' +
        'promise that the money will come back, but we will trace it. The fraud team was able to freeze part of the money in ' +
        'the receiving account, about three hundred thousand, and it was returned to her after three weeks. After that case, ' +
        'I pushed for a short fraud awareness message on our I V R, and the client accepted it.',
    },
  ],
};
