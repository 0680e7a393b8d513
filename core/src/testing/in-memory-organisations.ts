import type { NewOrganisation, Organisation } from '../domain/organisation.js';
import type { OrganisationRepository } from '../ports/organisation-repository.js';

/** OrganisationRepository in memory: one row per lower-cased domain. */
export class InMemoryOrganisationRepository implements OrganisationRepository {
  private readonly rows: Organisation[] = [];

  async findById(id: string): Promise<Organisation | null> {
    const row = this.rows.find((o) => o.id === id);
    return row ? { ...row } : null;
  }

  async findByDomain(domain: string): Promise<Organisation | null> {
    const row = this.rows.find((o) => o.domain === domain.toLowerCase());
    return row ? { ...row } : null;
  }

  async create(organisation: NewOrganisation): Promise<Organisation | null> {
    if (await this.findByDomain(organisation.domain)) return null;
    const row = { ...organisation, domain: organisation.domain.toLowerCase() };
    this.rows.push(row);
    return { ...row };
  }

  async findOrCreate(organisation: NewOrganisation): Promise<Organisation> {
    const existing = await this.findByDomain(organisation.domain);
    if (existing) return existing;
    const row = { ...organisation, domain: organisation.domain.toLowerCase() };
    this.rows.push(row);
    return { ...row };
  }

  async list(): Promise<Organisation[]> {
    return [...this.rows]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((o) => ({ ...o }));
  }
}
