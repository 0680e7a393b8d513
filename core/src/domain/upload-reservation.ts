/**
 * What a resumable upload holds of its interview's and its address's byte budgets from the moment
 * it is announced (docs/behaviour/platform.md §10): the announced length is charged then, not when
 * the last byte arrives, so unfinished uploads cannot park more than the budgets allow. Table
 * `upload_reservations`, one row per upload.
 */
export interface UploadReservation {
  /** The resumable upload's storage id. */
  id: string;
  sessionId: string;
  /** What it uploads, one open upload each: `answer:{index}`, `enrollment`, `identity-video`, `identity-photo`. */
  target: string;
  /** Bytes announced (Upload-Length). */
  size: number;
  /** The client address key (IPv4, IPv6 /64) charged, or null. */
  addressKey: string | null;
  /** KiB charged to the budgets when announced; 0 when admitted on credit (a re-send of a stored file). */
  chargedKib: number;
  /** The session's start, where its never-refilling budget is anchored (a refund goes there). */
  sessionStartedAt: Date;
  /** The window of the address budget that was charged, or null. */
  addressWindowStart: Date | null;
  createdAt: Date;
  /** When its file was handed over and stored; its charge then stays. Null while open. */
  finishedAt: Date | null;
  /** Whether the upload store still holds its bytes (a finished copy is kept a while for the client's confirmation). */
  held: boolean;
}
