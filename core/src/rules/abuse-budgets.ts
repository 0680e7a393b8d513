/**
 * Every abuse budget in one place, with why its number is what it is (docs/behaviour/platform.md §10
 * lists the same). Candidates often share one carrier address (mobile networks put many
 * subscribers behind one IPv4 address; IPv6 clients are counted per /64), so the per-address
 * budgets are high enough for a full exam hall on one Wi-Fi and only stop floods.
 */
export interface Budget {
  /** How much fits in one window (a count, or KiB for byte budgets). */
  max: number;
  /** Length of the fixed window; `null` for a budget that never refills (per session). */
  windowMs: number | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MIB = 1024; // byte budgets count KiB

export const BUDGETS = {
  /**
   * Interviews started from one address in 10 minutes: 40. An assessment day with 40 candidates
   * on one venue's Wi-Fi starts at most that many in ten minutes; a flood (300 in 9 s was seen)
   * is cut after 40 and refused before its CV is read.
   */
  sessionStartsPerAddress: { max: 40, windowMs: 10 * MINUTE },
  /**
   * Interviews started for one job in an hour: 1,000, five times the 200 candidates in parallel
   * the product is sized for, so a job shared widely stays open while "Total Invited" cannot be
   * inflated without bound by many addresses.
   */
  sessionStartsPerJob: { max: 1_000, windowMs: HOUR },
  /**
   * Bytes one interview may store, re-takes included: 80 MiB. A whole interview is ~10 MiB
   * (CV ≤ 5 MiB, 7 answers of 0.3-1.5 MiB, a 3-15 MiB identity clip); 80 MiB leaves room for a
   * Safari user re-recording the video three times, and bounds what a session can write.
   */
  storedKibPerSession: { max: 80 * MIB, windowMs: null },
  /** Bytes stored from one address in an hour: 1 GiB, about 40 full Safari interviews. */
  storedKibPerAddress: { max: 1_024 * MIB, windowMs: HOUR },
  /** Immediate transcriptions one interview may ask for in an hour: 20 (a practice take is one or two). */
  transcriptionsPerSession: { max: 20, windowMs: HOUR },
  /** Immediate transcriptions from one address in an hour: 60, so new sessions bring no new quota. */
  transcriptionsPerAddress: { max: 60, windowMs: HOUR },
  /**
   * Sign-ups from one address in an hour: 10. Each costs a password hash (~0.1 s of a core); a
   * whole team signing up from one office fits, a flood of hashes does not.
   */
  registrationsPerAddress: { max: 10, windowMs: HOUR },
  /**
   * Confirmation mails to one address in an hour: 5 (no mail bombing). A further sign-up is told so
   * (429): the links already sent still work, the newest one, whoever asked for them.
   */
  registrationMailsPerAddress: { max: 5, windowMs: HOUR },
  /**
   * Requests one member may make to the candidate-invitation routes in an hour (lists, CSVs,
   * resends, new links, revokes): 120. Each list costs the server up to 500 rows of parsing and
   * checking before its mails are counted; a busy recruiter sends a few lists and some resends.
   */
  invitationRequestsPerMember: { max: 120, windowMs: HOUR },
  /**
   * Drafting requests one member may make in an hour (suggested criteria and questions, question
   * previews, drafted translations): 60. Each may cost a paid language-model call; a recruiter
   * writing a few jobs asks for a handful, a script asking thousands would run up the bill.
   */
  draftingRequestsPerMember: { max: 60, windowMs: HOUR },
  /** Invitations one organisation may send in a day: 100. */
  invitationsPerOrganisation: { max: 100, windowMs: DAY },
  /**
   * Candidates' invitation mails (first mails and resends) one organisation may send in a day:
   * 2,000 — four full lists of 500. A compromised HR account cannot turn Sauti into a spam cannon.
   */
  candidateInvitationMailsPerOrganisation: { max: 2_000, windowMs: DAY },
  /**
   * The same for an organisation in its first day (NEW_ORGANISATION_MS since it was founded): 100.
   * Anyone who controls a mail domain can found one, and the mail goes out from the platform's
   * own sender; a real employer's first day is a trial list, and the full budget follows a day later.
   */
  candidateInvitationMailsFirstDay: { max: 100, windowMs: DAY },
  /**
   * Calls Sauti places to one number in an hour: 3 (docs/behaviour/interview.md §20). A candidate
   * asks for a call, maybe once more after a drop; nobody can make Sauti ring a stranger's phone
   * over and over, and every call costs the employer money.
   */
  phoneCallsToNumber: { max: 3, windowMs: HOUR },
  /**
   * Phone calls of one job in an hour, both ways: 300. A busy job with dozens of candidates calling
   * at once fits; a flood of call requests for one job is stopped before it costs much.
   */
  phoneCallsPerJob: { max: 300, windowMs: HOUR },
  /** Calls from one number to Sauti's number in an hour: 10 (drops, resumes, a wrong PIN). */
  phoneCallsFromNumber: { max: 10, windowMs: HOUR },
  /**
   * Wrong PINs from one number in a day: 6. With a million PINs and at most two tries a call,
   * guessing someone's interview costs an attacker calls they pay for and gets nowhere.
   */
  wrongPinsFromNumber: { max: 6, windowMs: DAY },
} as const satisfies Record<string, Budget>;

/** How long an organisation counts as new for candidateInvitationMailsFirstDay: its first 24 hours. */
export const NEW_ORGANISATION_MS = DAY;

/**
 * Resumable uploads open (announced, not finished) at once. An interview has one open upload per
 * thing it sends (each answer, the warm-up, the identity file: a new upload of the same thing
 * replaces the open one), and a phone back online after a dropped connection sends its waiting
 * answers together: 10 fits that. An address: 100, a hall of candidates re-sending after the
 * Wi-Fi came back; each holds its announced bytes of the budgets above. Past a cap the upload is
 * told to retry (429): the page's upload queue does.
 */
export const OPEN_UPLOADS = {
  perSession: 10,
  perAddress: 100,
  retryAfterSeconds: 60,
} as const;

/**
 * Requests one API key may make in a minute: 600 (10 a second). An ATS syncing a job of 200
 * candidates page by page needs a handful; a runaway loop is stopped without hurting the others.
 */
export const API_REQUESTS_PER_KEY: Budget = { max: 600, windowMs: MINUTE };

/**
 * Immediate transcriptions running at once on the whole platform: 2. Each holds a CPU core (the
 * offline recogniser) or a paid provider call for up to a minute; queued answer transcriptions are
 * bounded separately by the workers' concurrency.
 */
export const TRANSCRIBE_NOW_CONCURRENCY = 2;
/** How long a transcription holds its slot at most (a crashed process frees it after this). */
export const TRANSCRIBE_NOW_LEASE_MS = 3 * MINUTE;
/** When all slots are taken, the candidate is told to retry after this many seconds. */
export const TRANSCRIBE_BUSY_RETRY_SECONDS = 15;

/** How much work of one kind a process runs at once, and how much may wait for a turn (BusyGate). */
export interface GateLimits {
  atOnce: number;
  waiting: number;
  /** Told to a caller turned away. */
  message: string;
  retryAfterSeconds: number;
}

/**
 * Sign-up password hashes one process computes at once: 1, with 4 more waiting for their turn; the
 * rest are told to retry in 10 seconds. Sign-ups from many addresses (a botnet) pass every
 * per-address budget, and each costs a hash; without this bound they queued sign-in's own hash
 * behind theirs (HR sign-in p50 went from 0.8 s to 4.9 s during 150 of them).
 */
export const REGISTRATION_HASHES: GateLimits = {
  atOnce: 1,
  waiting: 4,
  retryAfterSeconds: 10,
  message: 'Many people are signing up right now. Please try again in 10 seconds.',
};

export type BudgetName = keyof typeof BUDGETS;
