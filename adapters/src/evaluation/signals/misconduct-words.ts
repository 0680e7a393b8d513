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
export const SCOLD = set('shout scold read insult punish mock call show tell make send');
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
/** Acts of violence or coercion on a person: wrong whoever the person is. */
export const VIOLENCE = set('slap punch assault threaten coerce mislead deceive');
/** Blows that are violence when a person is what they land on ("beat them", "hit him"). */
export const BLOWS = set('beat hit kick tie whip');
export const PERSONS = set('him her them');
/** Telling that a silenced person would do ("told the others not to talk"). */
export const SILENCED = set('talk report tell say mention put write record inform speak call complain');
/** What a record or a thing made false is called ("fake accounts", "a forged letter"). */
export const FALSE_THINGS = set('fake bogus forged phony counterfeit');
/** Making or putting out a thing ("created five fake accounts", "printed a forged letter"). */
export const MAKE = set('create make post print write open produce prepare');
/** What a record must not show or be ("so it doesn't show", "so it looked real"). */
export const SHOW = set('show appear');
export const LOOK_GENUINE = set('real genuine original authentic');
/** Where gain lands with the candidate ("to my account", "into my pocket"). */
export const OWN_PURSE = set('account pocket wallet');
/** What is divided among those who gained ("we shared the proceeds"). */
export const SPOILS = set('proceeds rest profit profits money cut');
/** Others' details that are private by kind ("the payroll", "his debts"). */
export const PRIVATE_BY_KIND = set('salary salaries payroll debt debts defaulters');
/** Details private when they are another's ("his address", "her phone number"). */
export const PERSONAL_DETAILS = set('address phone number name details');
/** Where what is posted is seen by many. */
export const CHANNELS = set('whatsapp group story board facebook');
/** The safeguards read in recogniser output too (the others only in written text, misconduct.ts). */
export const SAFEGUARDS_SPOKEN = set(
  'checking testing inspecting inspection approval permission prescription',
);
/** A safeguard gone without: "without checking", "without quotations", "without her consent". */
export const SAFEGUARDS: ReadonlySet<string> = new Set([
  ...SAFEGUARDS_SPOKEN,
  ...set('checks quotes quotations shoring consent explaining report'),
]);
/** Figures one is judged by, told as what an act was for ("my numbers", "our ratio"). */
export const OWN_METRICS = set('numbers figures stats scorecard ratio portfolio bonus');
/** Done so that nobody sees: a manner of acting. */
export const UNSEEN_MANNER = set('quietly secretly discreetly');
/** Kin: gain sent to them is gain kept in the family ("to my sister's shop"). */
export const KIN = set(
  'sister brother wife husband cousin uncle aunt relative relatives family mother father son daughter',
);
/** Rules that allow or forbid ("even when the policy doesn't allow it"). */
export const ALLOW = set('allow permit approve authorise authorize');
/** Names that insult the one they are given to ("told him he is a thief"). */
export const INSULTS = set('thief liar murderer fool idiot stupid useless criminal');
/** Care owed to the people served: explaining, translating, checking ("I don't waste time explaining"). */
export const CARE = set('explaining translating checking testing inspecting reading');
/** A protection that stops a machine or a person when something is unsafe ("the interlock", "the earth leakage relay"). */
export const PROTECTIONS = set(
  'interlock interlocks interlocking relay relays sensor sensors protection protections trip trips breaker breakers alarm alarms guard guards',
);
/**
 * Putting a protection out of action, as the words are written (a tagger reads "had the fitter
 * bridge" as a noun and "taped" as "tap"): "bridged it out", "a strap across the relay", "taped
 * down the interlock", "forced the interlock to healthy".
 */
export const DEFEAT = set(
  'bridge bridged bridging strap strapped jumper jumpered taped tape force forced override overrode overridden disable disabled defeat defeated',
);
/** A picture of something or someone. */
export const PICTURES = set('photo photos picture pictures video videos screenshot screenshots');
/** Whom a picture shows when it is a person's ("a photo of him", "of the child crying"). */
export const PICTURED_PEOPLE = set(
  'him her them child children boy girl boys girls man woman mother father patient customer student pupil learner worker',
);
/** Putting something where others see it. */
export const PUT_OUT = set('post send share forward upload put');
/** A taking of a sample or a batch for a test ("took a new sample", "prepared a separate batch"). */
export const SAMPLES = set('sample samples batch specimen');
/** A way out of a building or an area ("the fire exits", "the emergency exit door"). */
export const EXITS = set('exit exits');
/**
 * Shutting or filling a way, as the words are written (a tagger reads "padlock" and "chain" as
 * nouns): "chain and padlock the two side fire exits", "stacked the buckets against the fire exit".
 */
export const SHUT = set(
  'lock locked locking padlock padlocked chain chained block blocked blocking stack stacked bar barred',
);
/** What warns people of a danger ("the gas leak alarm", "the smoke detector"). */
export const WARNINGS = set('alarm alarms detector detectors siren sirens');
/** Turning a thing off, as written ("switched it off", "turned off the alarm"). */
export const TURN = set('switch switched switching turn turned turning');
