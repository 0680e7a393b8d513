import type { TrustedDeviceRepository } from '../ports/trusted-device-repository.js';

/** TrustedDeviceRepository in memory. */
export class InMemoryTrustedDeviceRepository implements TrustedDeviceRepository {
  readonly rows = new Map<string, { userId: string; expiresAt: Date }>();

  async add(device: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    this.rows.set(device.tokenHash, { userId: device.userId, expiresAt: device.expiresAt });
  }

  async findUserId(tokenHash: string, now: Date): Promise<string | null> {
    const row = this.rows.get(tokenHash);
    return row && row.expiresAt.getTime() > now.getTime() ? row.userId : null;
  }
}
