import { randomUUID } from 'node:crypto';
import type { NewCandidateSession } from '@sauti/core/domain/candidate-session';
import type { NewJob } from '@sauti/core/domain/job';
import type { NewOrganisation } from '@sauti/core/domain/organisation';
import type { NewUser } from '@sauti/core/domain/user';
import type { StoragePorts } from './targets.js';

/** A fixed instant; tests add offsets so orderings are deterministic. */
export const T0 = new Date('2025-03-01T09:00:00.000Z');

/** `T0` plus `seconds`. */
export function at(seconds: number): Date {
  return new Date(T0.getTime() + seconds * 1000);
}

/** A unique id; every test makes its own rows so tests sharing a database never collide. */
export const newId = (): string => randomUUID();

/** An organisation with a unique domain. */
export function anOrganisation(overrides: Partial<NewOrganisation> = {}): NewOrganisation {
  const id = newId();
  return { id, domain: `org-${id.slice(0, 8)}.example.com`, name: 'Acme Ltd', createdAt: T0, ...overrides };
}

/** A user with a unique email. */
export function aUser(organisationId: string | null, overrides: Partial<NewUser> = {}): NewUser {
  const id = newId();
  return {
    id,
    email: `user-${id.slice(0, 8)}@example.com`,
    passwordHash: 'hash',
    firstName: 'Amina',
    lastName: 'Otieno',
    organisationId,
    createdAt: T0,
    ...overrides,
  };
}

/** A job of `createdBy` in `organisationId`. */
export function aJob(organisationId: string, createdBy: string, overrides: Partial<NewJob> = {}): NewJob {
  return {
    id: newId(),
    organisationId,
    createdBy,
    title: 'Sales lead',
    description: 'Leads sales',
    createdAt: T0,
    ...overrides,
  };
}

/** A session of `jobId`. */
export function aSession(jobId: string, overrides: Partial<NewCandidateSession> = {}): NewCandidateSession {
  return { id: newId(), jobId, startedAt: T0, ...overrides };
}

/** Stores an organisation, a user in it and a job of that user; returns their ids. */
export async function givenJob(repos: StoragePorts, overrides: Partial<NewJob> = {}) {
  const organisation = await repos.organisations.findOrCreate(anOrganisation());
  const user = await repos.users.create(aUser(organisation.id));
  const { job } = await repos.jobs.create(aJob(organisation.id, user.id, overrides));
  return { organisationId: organisation.id, userId: user.id, jobId: job.id, job };
}
