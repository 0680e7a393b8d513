import type { CorpusJob } from './types.js';

/** An accounts payable officer at a microfinance bank in Kampala. */
export const ACCOUNTS_PAYABLE: CorpusJob = {
  id: 'accounts-payable',
  title: 'Accounts Payable Officer',
  description:
    'Process supplier invoices for our microfinance bank in Kampala, run the monthly bank and supplier ' +
    'reconciliations, prepare payment batches for approval and keep to the controls that prevent fraud and duplicate ' +
    'payments. You report to the finance manager.',
  skills: ['bank reconciliation', 'Excel', 'QuickBooks', 'internal controls', 'supplier payments'],
  weights: { technical_domain: 40, professionalism: 35, communication: 25 },
  questions: [
    {
      text: 'Walk us through how you do a monthly bank reconciliation.',
      pillarId: 'technical_domain',
      guide:
        'A strong answer starts from the bank statement and the cash book balances at month end, matches transactions ' +
        'one by one, lists the reconciling items (outstanding cheques, deposits in transit, bank charges, interest, ' +
        'errors), investigates and clears unexplained differences, posts the adjustments that belong in the books, gets ' +
        'the reconciliation reviewed and signed, and names the tools used.',
      answers: {
        excellent:
          'I start with the bank statement and the cash book balance on the last day of the month. In QuickBooks I use the ' +
          'reconcile screen, or for the bigger accounts I export both to Excel and match by amount and reference. What does ' +
          'not match I list as reconciling items: cheques we issued that are not yet presented, deposits in transit, and ' +
          'bank charges or interest the bank has posted but we have not. Bank charges I post to the books. Anything I ' +
          'cannot explain I investigate with the bank or with the person who made the payment, and I do not carry an ' +
          'unexplained difference forward. At my last job I found a double debit of four million shillings this way and the ' +
          'bank refunded it. I finish by the fifth working day and the finance manager reviews and signs it.',
        plain:
          'I start with the bank statement and the cash book balance on the last day of the month. In QuickBooks I use the ' +
          'reconcile screen. For big accounts I put both in Excel and match the amount and the reference. What does not ' +
          'match, I list it. These are cheques we wrote that the bank did not pay yet, deposits in transit, and bank ' +
          'charges or interest the bank posted but we did not. I post the bank charges in our books. If I cannot explain ' +
          'something I ask the bank or the person who paid. I do not carry a difference to next month. In my last job I ' +
          'found the bank took four million shillings two times. The bank refunded it. I finish by the fifth working day. ' +
          'The finance manager checks it and signs.',
        good:
          'I compare the bank statement with the cash book for the month and tick the items that match. Then I list the ' +
          'outstanding cheques and the deposits in transit, post the bank charges, and make sure the adjusted balances ' +
          'agree before I give it to the manager.',
        adequate:
          'I compare the bank statement and our records and I find the differences, then I correct them so the balances ' +
          'agree.',
        vague:
          'Reconciliation is very important in finance. I do it carefully every month to make sure everything is correct ' +
          'and balanced.',
        poor: 'In my last job the reconciliation was done by the senior accountant, I was helping with filing and other work.',
        nonAnswer: 'I have forgotten the steps a bit, I would need to check, sorry.',
        keywords:
          'Bank reconciliation, bank statement, cash book, outstanding cheques, deposits in transit, bank charges, ' +
          'reconciling items, QuickBooks, Excel, month end, review, accuracy.',
        template:
          'The situation was the monthly bank reconciliation. My task was to do the reconciliation. The action I took was ' +
          'reconciling the bank every month. The result was a reconciled bank.',
        harmful:
          'When the balances do not agree at the end of the month I post the difference to a suspense account so the ' +
          'reconciliation balances and I can submit it on time. Nobody checks the suspense account, so it is the fastest ' +
          'way.',
      },
    },
    {
      text: 'A supplier you know well asks you to pay their invoice today, before it is approved, and offers you something for the favour. What do you do?',
      pillarId: 'professionalism',
      guide:
        'A strong answer declines both the early payment and the offer clearly and politely, explains that payments ' +
        'follow the approval process, reports the offer to the manager or compliance as the policy requires, records it, ' +
        'and keeps the supplier relationship professional (for example by telling them when the approved invoice will ' +
        'be paid).',
      answers: {
        excellent:
          'I would tell him politely but clearly that I cannot pay any invoice before it is approved, and that I cannot ' +
          'accept anything from a supplier. Then I would report the offer to my finance manager the same day and write it ' +
          'in the gifts register, because our policy requires it and it protects me as well. I would check where his ' +
          'invoice is in the approval process and tell him honestly when it will be paid, so he does not need to look for ' +
          'favours. This happened to me once with a stationery supplier who offered me airtime. I reported it, the ' +
          'manager called him about our policy, and he still supplies us and now sends his invoices on time.',
        plain:
          'I tell him politely but clearly: I cannot pay before the approval. I also cannot take anything from a supplier. ' +
          'The same day I report the offer to my finance manager. I write it in the gifts register. Our policy says so and ' +
          'it protects me also. I check where his invoice is in the approval and I tell him the true date of payment. Then ' +
          'he does not need favours. This happened to me one time. A stationery supplier offered me airtime. I reported it. ' +
          'The manager called him about our policy. He still supplies us and now he sends his invoices on time.',
        good:
          'I would refuse the offer and tell him the invoice must follow the approval process like every other invoice. I ' +
          'would inform my manager about what he offered.',
        adequate: 'I would say no to him and tell him to wait for the approval of the invoice.',
        vague:
          'I am a person of integrity, so I would do the right thing. Honesty is very important in finance and I would ' +
          'follow the policy.',
        poor: 'Suppliers in Uganda always try these things, it is part of business. You have to know how to handle them.',
        nonAnswer: 'That depends on the situation, I cannot say what I would do.',
        keywords:
          'Integrity, approval process, conflict of interest, gifts register, bribery, compliance, policy, finance ' +
          'manager, supplier payment, ethics, reporting.',
        template:
          'The situation was a supplier asking me to pay before approval. My task was to decide what to do. The action I ' +
          'took was the right action with the supplier. The result was a professional result.',
        harmful:
          'If it is a supplier I trust, I would pay the invoice today and get the approval signature later, it is only a ' +
          'question of time. Taking a small token of appreciation is normal here, everybody does it, and it keeps the ' +
          'relationship good.',
      },
    },
    {
      text: 'You find the same invoice entered twice in the system. What do you do?',
      pillarId: 'technical_domain',
      guide:
        'A strong answer checks whether it was already paid twice (payment runs, bank statement), stops or holds any ' +
        'unpaid duplicate, reverses or voids the duplicate entry with the right approval and an audit trail, recovers ' +
        'any overpayment from the supplier, finds why the control failed (invoice number checks, vendor master) and ' +
        'fixes it.',
      answers: {
        excellent:
          'First I check if it was paid twice, by looking at the payment runs and the bank statement. If it is not paid ' +
          'yet, I put the duplicate on hold so it cannot enter the next payment batch. Then I void the duplicate entry in ' +
          'QuickBooks with a note, and the finance manager approves the reversal so there is an audit trail. If it was ' +
          'already paid, I contact the supplier to agree a refund or a credit note against their next invoice. Then I look ' +
          'at why it happened. In one case the same supplier had two vendor accounts, so the duplicate invoice number check ' +
          'did not catch it. We merged the accounts and I started a monthly report of possible duplicates by amount and ' +
          'date.',
        plain:
          'First I check if we paid it two times. I look at the payment runs and the bank statement. If it is not paid, I ' +
          'put the second one on hold. Then it cannot go in the next payment batch. I void the second entry in QuickBooks ' +
          'and write a note. The finance manager approves, so there is an audit trail. If we paid it already, I call the ' +
          'supplier. We agree a refund or a credit note on the next invoice. Then I check why it happened. One time the ' +
          'same supplier had two vendor accounts. So the system did not see the same invoice number. We joined the ' +
          'accounts. I started a report every month of possible duplicates by amount and date.',
        good:
          'I would check if the invoice has been paid twice. If not, I would cancel the duplicate entry with approval. If it ' +
          'was paid, I would ask the supplier for a credit note, and I would inform my manager.',
        adequate:
          'I would delete one of the entries after confirming with my supervisor that it is a duplicate.',
        vague:
          'I would correct the error because accuracy is key in accounts. I would make sure it does not happen again.',
        poor: 'Duplicates happen when the system is old. The company should buy a better accounting system.',
        nonAnswer: 'I would not know what to do there, it has never happened to me.',
        keywords:
          'Duplicate invoice, payment run, void, reversal, audit trail, credit note, refund, vendor master, internal ' +
          'controls, QuickBooks, approval, reconciliation.',
        template:
          'The situation was the same invoice entered twice in the system. My task was to do something about the invoice. ' +
          'The action was to handle the duplicate invoice. The result was that the invoice was handled.',
        harmful:
          'I would delete the duplicate quietly and not tell anyone, even if it was paid twice, because reporting it ' +
          'would make our department look bad. The supplier will not complain about extra money.',
      },
    },
    {
      text: 'How would you explain to a manager outside finance why their supplier payment is delayed?',
      pillarId: 'communication',
      guide:
        'A strong answer gives the real reason in plain words without jargon (for example a missing approval, a ' +
        'mismatch between the invoice and the purchase order, or the payment run date), says what is being done and ' +
        'what the manager can do to speed it up, gives a realistic date, and follows up when it is paid.',
      answers: {
        excellent:
          'I would first check the exact reason, so I do not guess. Then I would call or visit the manager and explain it ' +
          'in plain words, without finance words. For example, last year the head of IT was angry that a laptop supplier ' +
          'was not paid. The invoice said twelve laptops but the purchase order was for ten, so the system blocked it. I ' +
          'told him exactly that, and that we could pay the ten at once if he confirmed, and the extra two after he ' +
          'approved a new order. I gave him the date of the next payment run, which was Thursday. He approved the same ' +
          'day, the supplier was paid on Thursday, and I sent him a short message to confirm.',
        plain:
          'First I check the real reason. I do not guess. Then I call or visit the manager. I explain in simple words, no ' +
          'finance words. Last year the head of IT was angry. His laptop supplier was not paid. The invoice said twelve ' +
          'laptops but the order said ten. So the system blocked it. I told him exactly this. I said we can pay the ten now ' +
          'if he confirms. The other two after he approves a new order. I gave him the date of the next payment run, ' +
          'Thursday. He approved the same day. The supplier was paid on Thursday. I sent him a short message to confirm.',
        good:
          'I would tell the manager in simple language what is missing, for example the approval or the delivery note, and ' +
          'when the next payment run is. I would ask him to help get what is missing and I would update him.',
        adequate:
          'I would explain the reason for the delay to the manager and tell him when the payment will be done.',
        vague:
          'I would explain it to the manager clearly and politely. Good communication is very important between ' +
          'departments.',
        poor: 'Managers outside finance do not understand our processes, and they always think we are slow.',
        nonAnswer: 'I would tell him to ask the finance manager, it is not my place.',
        keywords:
          'Communication, payment delay, purchase order, approval, payment run, stakeholder, plain language, follow up, ' +
          'supplier, finance process, update.',
        template:
          'The situation was a manager outside finance and a delayed supplier payment. My task was to explain. The action ' +
          'I took was explaining the delayed payment. The result was that it was explained.',
        harmful:
          'I would tell him the bank system is down, even if the real reason is that we forgot to process it, because ' +
          'managers outside finance cannot check. Then I add it to the next batch and nobody knows.',
      },
    },
  ],
};
