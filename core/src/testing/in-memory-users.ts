import { DomainError } from '../domain/errors.js';
import type { NewUser, User, UserUpdate } from '../domain/user.js';
import type { UserRepository } from '../ports/user-repository.js';

/** UserRepository in memory, following the port's contract (lower-cased unique emails). */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows: User[] = [];

  async create(user: NewUser): Promise<User> {
    const email = user.email.toLowerCase();
    if (this.rows.some((u) => u.email === email)) {
      throw new DomainError('ALREADY_EXISTS', 'An account with this email already exists');
    }
    const row: User = {
      ...user,
      email,
      profileImageUrl: user.profileImageUrl ?? null,
      requestedOrganisationId: user.requestedOrganisationId ?? null,
      joinRequestedAt: user.joinRequestedAt ?? null,
      joinRefusedAt: null,
      platformAdmin: user.platformAdmin ?? false,
      updatedAt: user.createdAt,
      lastSignInAt: null,
    };
    this.rows.push(row);
    return { ...row };
  }

  async findById(id: string): Promise<User | null> {
    return copy(this.rows.find((u) => u.id === id));
  }

  async findByEmail(email: string): Promise<User | null> {
    return copy(this.rows.find((u) => u.email === email.toLowerCase()));
  }

  async hasPlatformAdmin(): Promise<boolean> {
    return this.rows.some((u) => u.platformAdmin);
  }

  async list(): Promise<User[]> {
    return this.sorted().map((u) => ({ ...u }));
  }

  async listByOrganisation(organisationId: string): Promise<User[]> {
    return this.sorted()
      .filter((u) => u.organisationId === organisationId)
      .map((u) => ({ ...u }));
  }

  async listJoinRequests(organisationId: string): Promise<User[]> {
    return this.rows
      .filter((u) => u.requestedOrganisationId === organisationId && !u.organisationId && !u.joinRefusedAt)
      .sort((a, b) => (a.joinRequestedAt?.getTime() ?? 0) - (b.joinRequestedAt?.getTime() ?? 0))
      .map((u) => ({ ...u }));
  }

  async update(id: string, update: UserUpdate): Promise<User | null> {
    const row = this.rows.find((u) => u.id === id);
    if (!row) return null;
    Object.assign(row, update);
    return { ...row };
  }

  private sorted(): User[] {
    return [...this.rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}

function copy(user: User | undefined): User | null {
  return user ? { ...user } : null;
}
