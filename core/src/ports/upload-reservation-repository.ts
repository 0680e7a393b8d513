import type { UploadReservation } from '../domain/upload-reservation.js';

/** Which reservations are counted against a cap of open uploads. */
export type OpenUploadsOf = { sessionId: string } | { addressKey: string };

/**
 * The byte reservations of resumable uploads (table `upload_reservations`). `take` and `finish`
 * change a reservation once across processes, so a refund is made once.
 */
export interface UploadReservationRepository {
  add(reservation: UploadReservation): Promise<void>;
  find(id: string): Promise<UploadReservation | null>;
  /** Removes the reservation and returns it; null when already gone (another process took it). */
  take(id: string): Promise<UploadReservation | null>;
  /** Marks an open reservation finished at `at`; true only for the call that did. */
  finish(id: string, at: Date): Promise<boolean>;
  /** Records that the upload store no longer holds the finished upload's bytes. */
  release(id: string): Promise<void>;
  /** The reservations of one target of a session, open or finished, oldest first. */
  listForTarget(sessionId: string, target: string): Promise<UploadReservation[]>;
  /** How many open (unfinished) reservations a session or an address holds. */
  countOpen(of: OpenUploadsOf): Promise<number>;
  /** Open reservations created before `before`, oldest first, at most `limit`. */
  listOpenCreatedBefore(before: Date, limit: number): Promise<UploadReservation[]>;
  /** Finished reservations whose bytes are still held, finished before `before`, at most `limit`. */
  listHeldFinishedBefore(before: Date, limit: number): Promise<UploadReservation[]>;
  /** Reservations of sessions that are no longer in progress (completed or removed), at most `limit`. */
  listOfClosedSessions(limit: number): Promise<UploadReservation[]>;
}
