import type { TrustedDeviceRepository } from '@sauti/core/ports/trusted-device-repository';
import { TrustedDeviceSchema } from '../entities/auth.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `TrustedDeviceRepository` on `trusted_devices`. */
export class OrmTrustedDeviceRepository extends OrmRepository implements TrustedDeviceRepository {
  async add(device: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.em().insert(TrustedDeviceSchema, {
      tokenHash: device.tokenHash,
      user: device.userId,
      createdAt: device.createdAt,
      expiresAt: device.expiresAt,
    });
  }

  async findUserId(tokenHash: string, now: Date): Promise<string | null> {
    const row = await this.em().findOne(TrustedDeviceSchema, { tokenHash, expiresAt: { $gt: now } });
    return row ? row.user : null;
  }
}
