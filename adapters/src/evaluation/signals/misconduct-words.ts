import { set } from './conduct-frame.js';

/**
 * The kinds of words the misconduct frames read (see misconduct.ts): kinds of acts, records,
 * favours and audiences that hold whatever the job, never a sector's or a corpus item's words.
 */

/** Acts that are wrong whoever asks for them. */
export const WRONG_ACTS = set(
  'lie cheat steal bribe falsify fake forge fabricate embezzle conceal backdate smuggle blackmail extort harass ' +
    'bully insult humiliate intimidate overcharge defraud swindle scam pocket inflate misreport shortchange',
);
/** Telling or recording: kept from people or records when negated. */
export const DISCLOSE = set(
  'tell report inform record declare disclose mention write log enter put ring register note',
);
/** Whom or where a thing is kept from. */
export const KEPT_FROM = set(
  'anyone anybody nobody hr manager boss office police supervisor report book books system diary log record records register till file',
);
export const FIND_OUT = set('notice know find see discover suspect check');
/** Records one can mark as something they are not. */
export const RECORD_VERBS = set(
  'mark sign fill record write stamp close tick enter post change alter edit adjust log show',
);
export const FALSE_STATES = set(
  'done complete completed resolved covered taught paid delivered present checked fine',
);
export const FAVOURS = set('token gift envelope tip commission kickback bribe');
export const GIVE = set('give pay pass offer hand bring send');
export const ACCEPT = set('take accept receive keep collect');
export const MONEY = set('cash money something');
export const SHAMING = set('ashamed humiliate humiliated embarrass embarrassed shame');
export const SCOLD = set('shout scold read insult punish mock call show tell make');
export const AUDIENCE = set('everybody everyone others class team whole all');
export const PRIVATE = set('personal private hiv status debts diagnosis names');
export const SPREAD = set('tell show share post send explain print');
export const PUBLIC = set(
  'group neighbour neighbours everybody everyone others whatsapp church street public',
);
export const PAY = set('pay salary allowance wage wages payment wage');
export const SELL = set('sell sold');
/** A record made once something was checked: "only after", "once", "until". */
export const VERIFIED_FIRST = set('after once only until');
/** Where a thing is kept safe ("kept the cash in the safe"), not kept for oneself. */
export const KEPT_SAFE = set('in inside at safe bank');
/** The candidate's own feeling ("I felt ashamed"), not something done to another. */
export const FELT = set('feel felt was am were be been');
export const OFFICIALS = set(
  'officer officers official officials inspector inspectors police guard guards clerk',
);
