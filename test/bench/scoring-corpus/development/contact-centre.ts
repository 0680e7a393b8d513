import type { CorpusJob } from './types.js';

/** A customer care agent at a mobile-money and telecoms contact centre in Nairobi. */
export const CONTACT_CENTRE: CorpusJob = {
  id: 'contact-centre',
  title: 'Customer Care Agent',
  description:
    'Answer customer calls and chats about airtime, data bundles and mobile money in our Nairobi contact centre. ' +
    'Resolve complaints on the first contact where possible, follow the reversal and fraud procedures, ' +
    'escalate what you cannot solve and record every case in the CRM.',
  skills: ['English', 'Swahili', 'CRM', 'mobile money'],
  weights: { communication: 40, problem_solving: 35, professionalism: 25 },
  questions: [
    {
      text: 'Tell us about a time a customer was angry on the phone. How did you handle the call?',
      pillarId: 'communication',
      guide:
        'A strong answer describes a real call: the candidate let the customer speak without interrupting, ' +
        'acknowledged the frustration and apologised where it was due, explained in plain words what would happen ' +
        'next, agreed a next step or a time, and followed up. The customer ended calmer or the problem was solved.',
      answers: {
        excellent:
          'Last December a lady called because her salary had been sent by her employer but she could not withdraw it, ' +
          'and she was shouting that we had stolen her money. I let her finish without interrupting, then I told her I ' +
          'understood how stressful it is when rent is due. I checked the account while she was on the line and saw the ' +
          'funds were on hold because of a wrong PIN attempt. I explained in simple words why the hold was there and that ' +
          'I would raise it to the back office to release it within two hours. I gave her the case number and I called ' +
          'her back at four o clock to confirm she had withdrawn. She thanked me and the survey score for that call was ' +
          'five out of five. Since then I always give the customer a time when I will call back.',
        plain:
          'One customer called me in December. She was shouting. She said we stole her salary. I did not stop her, I let ' +
          'her talk. Then I said sorry, I know rent is due and this is hard. I looked at her account when she was on the ' +
          'phone. The money was on hold because of wrong PIN. I told her the reason in simple words. I said back office ' +
          'will release it in two hours. I gave her the case number. At four o clock I called her back. She had taken the ' +
          'money. She said thank you. She gave five out of five in the survey. Now I always tell customers when I will ' +
          'call them back.',
        good:
          'A customer called angry because his data bundle finished in one day. I listened to him and said sorry for the ' +
          'inconvenience. I checked his usage in the system and showed him that an app was updating in the background. I ' +
          'explained how to switch off background data and he calmed down and thanked me.',
        adequate:
          'There was a customer who was angry about airtime that was deducted. I listened to him and I told him I would ' +
          'check. I checked and then I explained to him what happened. In the end he was okay.',
        vague:
          'When a customer is angry I normally stay calm and I listen to them. I try to understand their problem and help ' +
          'them as much as I can. I think being patient is very important in customer care.',
        poor:
          'Customers get angry a lot in this job, it is normal. Some days are very busy and the calls do not stop. You ' +
          'just have to continue working.',
        nonAnswer: 'Sorry, I cannot remember any angry customer right now, I have nothing to say on that.',
        keywords:
          'Angry customer, phone call, listening, empathy, apology, calm, communication, customer satisfaction, follow up, ' +
          'resolution, CRM, case number, mobile money, patience.',
        template:
          'The situation was an angry customer on the phone. My task was to handle the call. The action I took was to ' +
          'handle the angry customer properly. The result was a good result and the customer was handled. I learned a lot ' +
          'from this situation.',
        harmful:
          'When a customer starts shouting I put the call on mute and let them talk to themselves until they get tired. ' +
          'If they continue I just end the call and mark the case as resolved, because my team leader looks at handling ' +
          'time. Angry customers are wasting time for the ones who are polite.',
      },
    },
    {
      text: 'A customer says money sent by mobile money went to the wrong number. What steps do you take?',
      pillarId: 'problem_solving',
      guide:
        'A strong answer verifies the caller is the account holder, takes the transaction details (amount, time, ' +
        'recipient number and transaction code), checks whether the recipient has already withdrawn, starts the reversal ' +
        'or escalates it within the time limit, tells the customer honestly what happens next and how long it takes, ' +
        'and records the case in the CRM.',
      answers: {
        excellent:
          'First I confirm that I am talking to the account holder, by the ID number and the last transactions. Then I take ' +
          'the transaction code, the amount, the time and the number it went to. I check in the system if the recipient ' +
          'has already withdrawn. If the money is still there, I put a hold on it and raise a reversal request, which the ' +
          'back office must action within twenty four hours. If it was withdrawn, I escalate to the fraud team and advise ' +
          'the customer to also report at the police station. I tell the customer honestly that a reversal is not ' +
          'guaranteed and give the case number and the time to expect an SMS. Last month I handled about thirty of these ' +
          'and most were reversed the same day because the hold was placed quickly. I record every step in the CRM.',
        plain:
          'First I check the caller is the owner of the line. I ask for the ID number and the last transactions. I ask for ' +
          'the transaction code, the amount, the time and the wrong number. I look in the system if the other person has ' +
          'taken the money. If the money is still there, I hold it and I send a reversal request. The back office must do ' +
          'it in twenty four hours. If the money is taken, I send the case to the fraud team. I tell the customer to report ' +
          'to police also. I tell the customer the truth, the reversal is not sure. I give the case number and say when the ' +
          'SMS will come. Last month I did about thirty cases. Most were reversed the same day because I put the hold fast. ' +
          'I write every step in the CRM.',
        good:
          'I ask the customer for the transaction code, the amount and the number where the money went. Then I check if ' +
          'the money is still in the other account and I raise a reversal request. I tell the customer it can take up to ' +
          'twenty four hours and I give a reference number.',
        adequate:
          'I get the details of the transaction from the customer and I check it in the system. Then I follow the reversal ' +
          'procedure and tell the customer to wait.',
        vague:
          'I would try to help the customer get the money back. I would follow the procedure of the company and make sure ' +
          'the customer is satisfied. It is important to act fast in such cases.',
        poor:
          'This happens when customers are not careful when typing the number. I always advise people to check the number ' +
          'two times before sending.',
        nonAnswer: 'I am not sure what the steps are for that one, I have not done it before.',
        keywords:
          'Wrong number, mobile money, reversal, transaction code, verification, account holder, hold, escalation, fraud ' +
          'team, CRM, case number, customer, procedure.',
        template:
          'The situation was money sent to the wrong number. My task was to take the steps. The action was the right steps ' +
          'for the wrong number. The result was a positive result for the customer and for the company.',
        harmful:
          'First I check who received the money, then I call that person directly from my own phone and tell them that ' +
          'they will be arrested if they do not send it back. It works faster than the reversal process. I do not put it ' +
          'in the system because the back office takes too long and the customer just wants the money.',
      },
    },
    {
      text: 'Describe a time you made a mistake at work. What did you do about it?',
      pillarId: 'professionalism',
      guide:
        'A strong answer names a real mistake, owns it without blaming others, tells the supervisor or the customer ' +
        'promptly, puts it right, and explains what the candidate changed so it does not happen again.',
      answers: {
        excellent:
          'In my second month I activated a data bundle of one thousand shillings for a customer who had asked for the one ' +
          'hundred shilling bundle, because I clicked the wrong option. I noticed it when I read the confirmation back to ' +
          'him. I apologised to him immediately and told my team leader the same hour, because only she can approve a ' +
          'refund. We refunded the difference to his airtime before the end of my shift and I called him to confirm. After ' +
          'that I started reading the bundle name and the price aloud before I press confirm, and I suggested we add that ' +
          'step to the call script. It was added for the whole team.',
        plain:
          'In my second month I made a mistake. The customer wanted the bundle of one hundred shillings. I clicked the ' +
          'wrong one, the one of one thousand. I saw it when I read the confirmation to him. I said sorry to him at once. ' +
          'I told my team leader in the same hour. Only she can approve a refund. We refunded the difference to his ' +
          'airtime before my shift ended. I called him to confirm. Now I read the bundle name and the price aloud before I ' +
          'confirm. I told the team to put this step in the call script. They added it for everybody.',
        good:
          'Once I gave a customer the wrong information about roaming charges. When I realised, I called the customer back ' +
          'and corrected it and I informed my supervisor. Now I check the tariff guide before I answer.',
        adequate:
          'I once made a mistake on a customer account and my supervisor found it. I corrected it and I was more careful ' +
          'after that.',
        vague:
          'Everybody makes mistakes. When I make a mistake I accept it and I try to learn from it. I believe honesty is ' +
          'very important at work.',
        poor: 'I do not really make big mistakes because I am a careful person. Maybe small things like typing errors.',
        nonAnswer: 'I cannot think of any mistake that I made, so I will skip this question please.',
        keywords:
          'Mistake, accountability, honesty, integrity, ownership, supervisor, refund, customer, learning, improvement, ' +
          'professionalism, responsibility.',
        template:
          'The situation was a mistake at work. My task was to do something about the mistake. The action I took was to ' +
          'deal with the mistake. The result was that the mistake was dealt with and I learned from it.',
        harmful:
          'Once I activated the wrong bundle for a customer. I did not tell anyone because it would affect my scorecard. ' +
          'When the customer called back I told him that he must have pressed the wrong option on his phone, and the ' +
          'system log supported me so nobody found out.',
      },
    },
    {
      text: 'Twenty customers are waiting in the queue and your supervisor asks you to cut call times. How do you work faster without lowering quality?',
      pillarId: 'problem_solving',
      guide:
        'A strong answer keeps the customer fully served while removing waste: prepares common answers and uses the ' +
        'knowledge base, verifies and asks focused questions early, resolves on the first contact instead of rushing ' +
        'people off, sends long cases to the right team or a call-back, writes notes as the call goes, and checks the ' +
        'effect on handling time and repeat calls.',
      answers: {
        excellent:
          'I look at where my time goes. Most of my long calls were bundle questions, so I keep the knowledge base open ' +
          'and a short list of the answers for the ten most common questions. I ask the verification questions at the start ' +
          'instead of in the middle, and I type my CRM notes during the call, not after it. When a case needs the technical ' +
          'team, I do not keep the customer holding, I log it and book a call-back. I do not cut customers short, because ' +
          'a repeat call costs more than one extra minute. When I did this last quarter my average handling time went from ' +
          'seven minutes to five, and my repeat calls also went down.',
        plain:
          'I check where my time goes. Many long calls were about bundles. So I keep the knowledge base open. I have a short ' +
          'list of answers for the ten common questions. I ask the verification questions at the start, not in the middle. ' +
          'I type my CRM notes during the call, not after. If the technical team must handle the case, I do not keep the ' +
          'customer on hold. I log it and book a call-back. I do not cut the customer short. A repeat call costs more than ' +
          'one minute. Last quarter I did this. My average handling time went from seven minutes to five. My repeat calls ' +
          'went down also.',
        good:
          'I would use the knowledge base so I find answers quickly, and I would write my notes during the call. If a case ' +
          'is long I would escalate it or arrange a call-back so the queue keeps moving, but I would still solve the problem ' +
          'of each customer.',
        adequate:
          'I would try to be quick and go straight to the point with customers, and use the system well so I do not waste ' +
          'time.',
        vague:
          'I would work hard and be fast, but I would also make sure the customers are happy. Quality is important to me so ' +
          'I would balance the two.',
        poor: 'The supervisor should add more agents when the queue is long. It is not possible for one person to do it all.',
        nonAnswer: 'I do not know, I would just do what the supervisor says I think.',
        keywords:
          'Queue, call time, average handling time, quality, efficiency, knowledge base, first call resolution, ' +
          'escalation, call-back, CRM notes, productivity, customer satisfaction.',
        template:
          'The situation was a long queue and call times. My task was to work faster without lowering quality. The action ' +
          'was to work faster and keep the quality. The result was faster calls with good quality.',
        harmful:
          'When the queue is long I tell customers that the system is down and they should call tomorrow, and I close their ' +
          'tickets as resolved. That way my calls are very short and the queue clears quickly. My numbers were the best in ' +
          'the team last month.',
      },
    },
  ],
};
