import { DomainError } from '@sauti/core/domain/errors';
import type { NewUser, User, UserUpdate } from '@sauti/core/domain/user';
import type { UserRepository } from '@sauti/core/ports/user-repository';
import { UserSchema, type UserRow } from '../entities/user.entity.js';
import { isUniqueViolation, normaliseAddress, OrmRepository } from './orm-repository.js';

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    profileImageUrl: row.profileImageUrl ?? null,
    organisationId: row.organisation ?? null,
    requestedOrganisationId: row.requestedOrganisation ?? null,
    joinRequestedAt: row.joinRequestedAt ?? null,
    joinRefusedAt: row.joinRefusedAt ?? null,
    platformAdmin: row.platformAdmin ?? false,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastSignInAt: row.lastSignInAt ?? null,
  };
}

/** `UserRepository` on MikroORM. */
export class OrmUserRepository extends OrmRepository implements UserRepository {
  async create(user: NewUser): Promise<User> {
    const row = {
      id: user.id,
      email: normaliseAddress(user.email),
      password: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl ?? null,
      organisation: user.organisationId,
      requestedOrganisation: user.requestedOrganisationId ?? null,
      joinRequestedAt: user.joinRequestedAt ?? null,
      joinRefusedAt: null,
      platformAdmin: user.platformAdmin ?? false,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      lastSignInAt: null,
    };
    try {
      await this.em().insert(UserSchema, row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('ALREADY_EXISTS', 'A user with this email already exists');
      throw error;
    }
    return toUser(row);
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.em().findOne(UserSchema, { id });
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.em().findOne(UserSchema, { email: normaliseAddress(email) });
    return row ? toUser(row) : null;
  }

  async hasPlatformAdmin(): Promise<boolean> {
    return (await this.em().count(UserSchema, { platformAdmin: true })) > 0;
  }

  async list(): Promise<User[]> {
    const rows = await this.em().find(UserSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toUser);
  }

  async listByOrganisation(organisationId: string): Promise<User[]> {
    const rows = await this.em().find(
      UserSchema,
      { organisation: organisationId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toUser);
  }

  async listJoinRequests(organisationId: string): Promise<User[]> {
    const rows = await this.em().find(
      UserSchema,
      { requestedOrganisation: organisationId, organisation: null, joinRefusedAt: null },
      { orderBy: { joinRequestedAt: 'asc', id: 'asc' } },
    );
    return rows.map(toUser);
  }

  async update(id: string, update: UserUpdate): Promise<User | null> {
    const em = this.em();
    const row = await em.findOne(UserSchema, { id });
    if (!row) return null;
    // Field by field: nothing beyond the named fields can reach the row.
    if (update.passwordHash !== undefined) row.password = update.passwordHash;
    if (update.firstName !== undefined) row.firstName = update.firstName;
    if (update.lastName !== undefined) row.lastName = update.lastName;
    if (update.profileImageUrl !== undefined) row.profileImageUrl = update.profileImageUrl;
    if (update.organisationId !== undefined) row.organisation = update.organisationId;
    if (update.requestedOrganisationId !== undefined)
      row.requestedOrganisation = update.requestedOrganisationId;
    if (update.joinRequestedAt !== undefined) row.joinRequestedAt = update.joinRequestedAt;
    if (update.joinRefusedAt !== undefined) row.joinRefusedAt = update.joinRefusedAt;
    if (update.lastSignInAt !== undefined) row.lastSignInAt = update.lastSignInAt;
    row.updatedAt = update.updatedAt;
    await em.flush();
    return toUser(row);
  }
}
