import { DomainError, isDomainError } from '../../domain/errors.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { UploadReservation } from '../../domain/upload-reservation.js';
import type { Clock } from '../../ports/clock.js';
import type { ResumableUploadFiles } from '../../ports/resumable-upload-files.js';
import type { UploadReservationRepository } from '../../ports/upload-reservation-repository.js';
import { OPEN_UPLOADS } from '../../rules/abuse-budgets.js';
import {
  BUDGET_MESSAGES,
  type AbuseBudgets,
  type ChargedBytes,
  type Uploader,
} from '../abuse/abuse-budgets.js';
import { RESUMABLE_UPLOAD_EXPIRY_MS } from './limits.js';
import { uploaderOf } from './uploader.js';

/** Reservations one sweep looks at per kind, at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/** A new upload to reserve for: its storage id, session, what it uploads and its announced length. */
export interface NewUpload {
  id: string;
  session: Pick<CandidateSession, 'id' | 'startedAt'>;
  target: string;
  size: number;
  addressKey: string | null;
}

const uploaderOfReservation = (r: UploadReservation): Uploader => ({
  sessionId: r.sessionId,
  sessionStartedAt: r.sessionStartedAt,
  addressKey: r.addressKey,
});

const chargeOf = (r: UploadReservation): ChargedBytes => ({
  kib: r.chargedKib,
  addressWindowStart: r.addressWindowStart,
});

/**
 * The byte budgets of resumable uploads, charged when an upload is announced (issue 28): an
 * unfinished upload holds its announced length of its interview's budget (which never refills) and
 * of its address's hourly one, so parked uploads cannot exceed either. The charge is given back
 * when the bytes are never stored: the upload is replaced by a new one of the same thing, refused
 * when finished, finished as a re-send of a file already stored, expires unfinished, or its
 * interview ends. Open uploads are capped per interview and per address (OPEN_UPLOADS).
 */
export class UploadReservations {
  constructor(
    private readonly deps: {
      reservations: UploadReservationRepository;
      budgets: AbuseBudgets;
      files: ResumableUploadFiles;
      clock: Clock;
    },
  ) {}

  /**
   * Charges a new upload's announced length. An open upload of the same thing is replaced first
   * (its charge given back, its bytes removed), so a candidate's retry is never refused for its own
   * earlier attempt; a re-send of the size of the file already stored for it (the client never heard
   * that it was) is admitted on credit when the budget would refuse it, and charged on arrival only
   * if it turns out to be new. Errors: RATE_LIMITED (a cap of open uploads, the address's hourly
   * bytes), TOO_LARGE (the interview's bytes).
   */
  async reserve(upload: NewUpload): Promise<void> {
    const { reservations, budgets, clock } = this.deps;
    const earlier = await reservations.listForTarget(upload.session.id, upload.target);
    for (const open of earlier.filter((r) => r.finishedAt === null)) await this.drop(open);
    await this.assertUnderCaps(upload);
    const uploader = uploaderOf(upload.session, upload.addressKey);
    const resend = earlier.some((r) => r.finishedAt !== null && r.size === upload.size);
    const charged = await budgets.reserveBytes(uploader, upload.size).catch((error: unknown) => {
      if (resend && isDomainError(error)) return { kib: 0, addressWindowStart: null };
      throw error;
    });
    try {
      await reservations.add({
        id: upload.id,
        sessionId: upload.session.id,
        target: upload.target,
        size: upload.size,
        addressKey: upload.addressKey,
        chargedKib: charged.kib,
        sessionStartedAt: upload.session.startedAt,
        addressWindowStart: charged.addressWindowStart,
        createdAt: clock.now(),
        finishedAt: null,
        held: true,
      });
    } catch (error) {
      await budgets.refundBytes(uploader, charged);
      throw error;
    }
  }

  /** The reservation of upload `id`, or null (an upload announced before reservations existed). */
  find(id: string): Promise<UploadReservation | null> {
    return this.deps.reservations.find(id);
  }

  /**
   * The upload's file was handed over: its charge stays when the bytes were written (`stored`),
   * and is given back when they were not (a re-send of a file already stored). Older finished
   * uploads of the same thing are released: only the newest copy is kept for the client's confirmation.
   */
  async settle(reservation: UploadReservation, stored: boolean): Promise<void> {
    const { reservations, budgets, clock } = this.deps;
    if (!(await reservations.finish(reservation.id, clock.now()))) return;
    if (!stored) await budgets.refundBytes(uploaderOfReservation(reservation), chargeOf(reservation));
    const older = await reservations.listForTarget(reservation.sessionId, reservation.target);
    for (const previous of older.filter((r) => r.id !== reservation.id && r.finishedAt !== null)) {
      await this.drop(previous);
    }
  }

  /** The upload was refused when finished: its charge is given back and its bytes removed. */
  async cancel(id: string): Promise<void> {
    const reservation = await this.deps.reservations.find(id);
    if (reservation) await this.drop(reservation);
  }

  /**
   * Removes what no client needs any more, giving back what was never stored: every upload of an
   * interview no longer in progress (completed or removed), unfinished uploads older than the
   * expiry, and the kept copies of finished ones older than it. Resolves with how many.
   */
  async sweep(): Promise<number> {
    const { reservations, files, clock } = this.deps;
    const expired = new Date(clock.now().getTime() - RESUMABLE_UPLOAD_EXPIRY_MS);
    let removed = 0;
    for (const r of await reservations.listOfClosedSessions(SWEEP_BATCH)) removed += await this.drop(r);
    for (const r of await reservations.listOpenCreatedBefore(expired, SWEEP_BATCH))
      removed += await this.drop(r);
    for (const r of await reservations.listHeldFinishedBefore(expired, SWEEP_BATCH)) {
      await files.remove(r.id);
      await reservations.release(r.id);
      removed += 1;
    }
    return removed;
  }

  /** Takes a reservation (once, across processes), gives back an open one's charge and removes held bytes. */
  private async drop(reservation: UploadReservation): Promise<number> {
    const taken = await this.deps.reservations.take(reservation.id);
    if (!taken) return 0;
    if (taken.finishedAt === null) {
      await this.deps.budgets.refundBytes(uploaderOfReservation(taken), chargeOf(taken));
    }
    if (taken.held) await this.deps.files.remove(taken.id);
    return 1;
  }

  private async assertUnderCaps(upload: NewUpload): Promise<void> {
    const { reservations } = this.deps;
    const busy = (message: string) =>
      new DomainError('RATE_LIMITED', message, { retryAfterSeconds: OPEN_UPLOADS.retryAfterSeconds });
    if ((await reservations.countOpen({ sessionId: upload.session.id })) >= OPEN_UPLOADS.perSession) {
      throw busy(BUDGET_MESSAGES.openUploadsPerSession);
    }
    if (
      upload.addressKey &&
      (await reservations.countOpen({ addressKey: upload.addressKey })) >= OPEN_UPLOADS.perAddress
    ) {
      throw busy(BUDGET_MESSAGES.openUploadsPerAddress);
    }
  }
}
