/**
 * Devices that signed in to an account before (a long-lived httpOnly cookie holds the token; only
 * its digest is stored). A known device is let past the sign-in limits that strangers share, so
 * nobody can lock an owner out by failing on purpose.
 */
export interface TrustedDeviceRepository {
  /** Remembers a device for `userId` until `expiresAt`. */
  add(device: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The account a device token belongs to, unless unknown or expired at `now`. */
  findUserId(tokenHash: string, now: Date): Promise<string | null>;
}
