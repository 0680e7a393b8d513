import type { Invitation } from '../domain/membership.js';
import type { InvitationRepository } from '../ports/invitation-repository.js';

/** InvitationRepository in memory: one invitation per (organisation, lower-cased address). */
export class InMemoryInvitationRepository implements InvitationRepository {
  private readonly rows: Invitation[] = [];

  async add(invitation: Invitation): Promise<Invitation> {
    const existing = await this.findFor(invitation.organisationId, invitation.email);
    if (existing) return existing;
    const row = { ...invitation, email: invitation.email.toLowerCase() };
    this.rows.push(row);
    return { ...row };
  }

  async findFor(organisationId: string, email: string): Promise<Invitation | null> {
    const row = this.rows.find((i) => i.organisationId === organisationId && i.email === email.toLowerCase());
    return row ? { ...row } : null;
  }

  async listByOrganisation(organisationId: string): Promise<Invitation[]> {
    return this.rows
      .filter((i) => i.organisationId === organisationId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((i) => ({ ...i }));
  }

  async delete(id: string): Promise<void> {
    const index = this.rows.findIndex((i) => i.id === id);
    if (index >= 0) this.rows.splice(index, 1);
  }
}
