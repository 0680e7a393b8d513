import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { Organisation } from '../../domain/organisation.js';
import { BUDGETS, NEW_ORGANISATION_MS } from '../../rules/abuse-budgets.js';
import { windowStart } from '../../rules/fixed-window.js';
import { spendBudget, spendBudgets, type BudgetSpend } from './spend-budget.js';

/** What each refused budget says; the HTTP edge adds Retry-After from the error's details. */
export const BUDGET_MESSAGES = {
  sessionStartsPerAddress: (wait: string) =>
    `Too many interviews were started from your network just now. Please try again in ${wait}.`,
  sessionStartsPerJob: (wait: string) =>
    `This interview is very busy right now. Please try again in ${wait}.`,
  storedPerSession:
    'This interview has stored as much as it may. Please contact the company that invited you.',
  storedPerAddress: (wait: string) =>
    `Too many recordings were uploaded from your network in the last hour. Please try again in ${wait}.`,
  transcriptions: (wait: string) =>
    `Too many transcription requests for this interview. Please try again in ${wait}.`,
  transcriptionsPerAddress: (wait: string) =>
    `Too many transcription requests from your network just now. Please try again in ${wait}.`,
  openUploadsPerSession:
    'This interview has too many uploads under way. Please wait a minute; the waiting ones are sent then.',
  openUploadsPerAddress:
    'Too many uploads are under way from your network. Please wait a minute; the waiting ones are sent then.',
  registrations: (wait: string) => `Too many sign-ups from your network. Please try again in ${wait}.`,
  registrationMails: (wait: string) =>
    `We already sent several links to this address in the last hour. Open the newest one (it works for 24 hours), or try again in ${wait}.`,
  invitationRequests: (wait: string) =>
    `You have made many invitation requests in the last hour. Please try again in ${wait}.`,
  draftingRequests: (wait: string) =>
    `You have asked for many suggestions and drafts in the last hour. Please try again in ${wait}.`,
  invitations: (wait: string) =>
    `Your organisation has sent many invitations today. Please try again in ${wait}.`,
  candidateInvitationMails: (wait: string) =>
    `Your organisation has sent as many interview invitations as it may today. Nothing was sent; please try again in ${wait}.`,
  candidateInvitationMailsFirstDay: (wait: string) =>
    `A new organisation may send ${BUDGETS.candidateInvitationMailsFirstDay.max} interview invitations on its first day. Nothing was sent; please try again in ${wait}.`,
  phoneCallsToNumber: (wait: string) =>
    `We have called this number several times in the last hour. Please try again in ${wait}, or call us with your PIN.`,
  phoneCallsPerJob: (wait: string) =>
    `Many phone interviews for this job are under way. Please try again in ${wait}.`,
  phoneCallsFromNumber: (wait: string) => `Too many calls from this number. Please call again in ${wait}.`,
  wrongPins: (wait: string) => `Too many wrong PINs from this number. Please try again in ${wait}.`,
} as const;

/** What {@link AbuseBudgets.reserveBytes} charged. */
export interface ChargedBytes {
  kib: number;
  /** The address budget's window charged, or null when no address was. */
  addressWindowStart: Date | null;
}

/** The address byte budget's window (BUDGETS.storedKibPerAddress). */
const HOUR_WINDOW = BUDGETS.storedKibPerAddress.windowMs;

/** Whose upload a byte budget counts. */
export interface Uploader {
  sessionId: string;
  /** The session's start: its byte budget is counted from there and never refills. */
  sessionStartedAt: Date;
  /** The client address key (IPv4 address, IPv6 /64), or null when unknown. */
  addressKey: string | null;
}

/**
 * The budgets of BUDGETS, each under its own key. One place that every route of the same kind
 * calls (a resumable-upload route reserves bytes through `storeBytes` like the plain upload does).
 */
export class AbuseBudgets {
  constructor(private readonly deps: { store: RateLimitStore; clock: Clock }) {}

  /** Counts one interview start from `addressKey`. Errors: RATE_LIMITED. */
  sessionStartFromAddress(addressKey: string | null): Promise<void> {
    if (!addressKey) return Promise.resolve();
    return this.spend(`budget:start:address:${addressKey}`, BUDGETS.sessionStartsPerAddress, {
      message: BUDGET_MESSAGES.sessionStartsPerAddress,
    });
  }

  /** Counts one interview start for `jobId`. Errors: RATE_LIMITED. */
  sessionStartForJob(jobId: string): Promise<void> {
    return this.spend(`budget:start:job:${jobId}`, BUDGETS.sessionStartsPerJob, {
      message: BUDGET_MESSAGES.sessionStartsPerJob,
    });
  }

  /**
   * Reserves `bytes` for an upload about to be stored. Errors: TOO_LARGE when the session's
   * budget (which never refills) would be passed, RATE_LIMITED for the address's hourly budget.
   */
  async storeBytes(uploader: Uploader, bytes: number): Promise<void> {
    await this.reserveBytes(uploader, bytes);
  }

  /**
   * {@link storeBytes}, saying what was charged so it can be given back ({@link refundBytes}) when
   * the bytes are never stored: a resumable upload reserves its announced length. Errors: as storeBytes.
   */
  async reserveBytes(uploader: Uploader, bytes: number): Promise<ChargedBytes> {
    const kib = Math.max(1, Math.ceil(bytes / 1024));
    const now = this.deps.clock.now();
    const charged: ChargedBytes = {
      kib,
      addressWindowStart: uploader.addressKey ? windowStart(now, HOUR_WINDOW) : null,
    };
    const session: BudgetSpend = {
      key: `budget:bytes:session:${uploader.sessionId}`,
      budget: BUDGETS.storedKibPerSession,
      amount: kib,
      anchor: uploader.sessionStartedAt,
      message: () => BUDGET_MESSAGES.storedPerSession,
      overrun: () => new DomainError('TOO_LARGE', BUDGET_MESSAGES.storedPerSession),
    };
    if (!uploader.addressKey) {
      await spendBudget(this.deps.store, session.key, session.budget, now, session);
      return charged;
    }
    // Both budgets in one round trip: every answer upload spends them (docs/performance.md).
    await spendBudgets(
      this.deps.store,
      [
        session,
        {
          key: `budget:bytes:address:${uploader.addressKey}`,
          budget: BUDGETS.storedKibPerAddress,
          amount: kib,
          message: BUDGET_MESSAGES.storedPerAddress,
        },
      ],
      now,
    );
    return charged;
  }

  /**
   * Gives back what {@link reserveBytes} charged for bytes never stored: to the session's budget,
   * and to the address's while its window is still the current one (an older window is over).
   */
  async refundBytes(uploader: Uploader, charged: ChargedBytes): Promise<void> {
    if (charged.kib <= 0) return;
    const { store, clock } = this.deps;
    await store.add(`budget:bytes:session:${uploader.sessionId}`, uploader.sessionStartedAt, -charged.kib);
    const current = windowStart(clock.now(), HOUR_WINDOW);
    if (uploader.addressKey && charged.addressWindowStart?.getTime() === current.getTime()) {
      await store.add(`budget:bytes:address:${uploader.addressKey}`, current, -charged.kib);
    }
  }

  /** Counts one immediate transcription for the session and its address. Errors: RATE_LIMITED. */
  async transcription(sessionId: string, addressKey: string | null): Promise<void> {
    await this.spend(`budget:transcribe:session:${sessionId}`, BUDGETS.transcriptionsPerSession, {
      message: BUDGET_MESSAGES.transcriptions,
    });
    if (addressKey) {
      await this.spend(`budget:transcribe:address:${addressKey}`, BUDGETS.transcriptionsPerAddress, {
        message: BUDGET_MESSAGES.transcriptionsPerAddress,
      });
    }
  }

  /** Counts one sign-up from `addressKey`. Errors: RATE_LIMITED. */
  registration(addressKey: string | null): Promise<void> {
    if (!addressKey) return Promise.resolve();
    return this.spend(`budget:register:address:${addressKey}`, BUDGETS.registrationsPerAddress, {
      message: BUDGET_MESSAGES.registrations,
    });
  }

  /**
   * Counts one registration mail to `email` (a link, or "you already have an account"). Errors:
   * RATE_LIMITED past the hour's budget, saying so: the owner's own sign-up is never dropped in silence.
   */
  registrationMail(email: string): Promise<void> {
    return this.spend(`budget:register-mail:${email}`, BUDGETS.registrationMailsPerAddress, {
      message: BUDGET_MESSAGES.registrationMails,
    });
  }

  /** Counts one request of member `userId` to the candidate-invitation routes. Errors: RATE_LIMITED. */
  invitationRequest(userId: string): Promise<void> {
    return this.spend(`budget:invitation-requests:${userId}`, BUDGETS.invitationRequestsPerMember, {
      message: BUDGET_MESSAGES.invitationRequests,
    });
  }

  /**
   * Counts one drafting request of member `userId` (suggested criteria or questions, a preview, a
   * drafted translation), each of which may call a paid language model. Errors: RATE_LIMITED.
   */
  draftingRequest(userId: string): Promise<void> {
    return this.spend(`budget:drafting-requests:${userId}`, BUDGETS.draftingRequestsPerMember, {
      message: BUDGET_MESSAGES.draftingRequests,
    });
  }

  /** Counts one invitation sent by `organisationId`. Errors: RATE_LIMITED. */
  invitation(organisationId: string): Promise<void> {
    return this.spend(`budget:invite:${organisationId}`, BUDGETS.invitationsPerOrganisation, {
      message: BUDGET_MESSAGES.invitations,
    });
  }

  /**
   * Counts `amount` candidate invitation mails of `organisation`, all or none; an organisation in
   * its first day has the smaller first-day budget. Errors: RATE_LIMITED (nothing counted).
   */
  candidateInvitationMails(
    organisation: Pick<Organisation, 'id' | 'createdAt'>,
    amount: number,
  ): Promise<void> {
    if (amount <= 0) return Promise.resolve();
    const age = this.deps.clock.now().getTime() - organisation.createdAt.getTime();
    const firstDay = age < NEW_ORGANISATION_MS;
    return this.spend(
      `budget:candidate-invite:${organisation.id}`,
      firstDay ? BUDGETS.candidateInvitationMailsFirstDay : BUDGETS.candidateInvitationMailsPerOrganisation,
      {
        amount,
        message: firstDay
          ? BUDGET_MESSAGES.candidateInvitationMailsFirstDay
          : BUDGET_MESSAGES.candidateInvitationMails,
      },
    );
  }

  /** Counts one call Sauti places to `number` (E.164). Errors: RATE_LIMITED. */
  phoneCallTo(number: string): Promise<void> {
    return this.spend(`budget:phone:to:${number}`, BUDGETS.phoneCallsToNumber, {
      message: BUDGET_MESSAGES.phoneCallsToNumber,
    });
  }

  /** Counts one phone call of `jobId`, either way. Errors: RATE_LIMITED. */
  phoneCallForJob(jobId: string): Promise<void> {
    return this.spend(`budget:phone:job:${jobId}`, BUDGETS.phoneCallsPerJob, {
      message: BUDGET_MESSAGES.phoneCallsPerJob,
    });
  }

  /** Counts one call from `number` to Sauti's number. Errors: RATE_LIMITED. */
  phoneCallFrom(number: string): Promise<void> {
    return this.spend(`budget:phone:from:${number}`, BUDGETS.phoneCallsFromNumber, {
      message: BUDGET_MESSAGES.phoneCallsFromNumber,
    });
  }

  /**
   * Counts a PIN keyed in from `number` before it is looked up, so a guesser is stopped before the
   * guess is tried; {@link pinAccepted} gives it back when the PIN was right. Errors: RATE_LIMITED.
   */
  pinAttempt(number: string): Promise<void> {
    return this.spend(`budget:phone:pin:${number}`, BUDGETS.wrongPinsFromNumber, {
      message: BUDGET_MESSAGES.wrongPins,
    });
  }

  /** Gives back the attempt of a right PIN: only wrong ones count. */
  async pinAccepted(number: string): Promise<void> {
    const start = windowStart(this.deps.clock.now(), BUDGETS.wrongPinsFromNumber.windowMs);
    await this.deps.store.add(`budget:phone:pin:${number}`, start, -1);
  }

  private spend(
    key: string,
    budget: Parameters<typeof spendBudget>[2],
    options: Parameters<typeof spendBudget>[4],
  ) {
    return spendBudget(this.deps.store, key, budget, this.deps.clock.now(), options);
  }
}
