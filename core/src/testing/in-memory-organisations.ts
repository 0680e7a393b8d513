import type { NewOrganisation, Organisation, OrganisationRename } from '../domain/organisation.js';
import type { OrganisationRepository } from '../ports/organisation-repository.js';

/** OrganisationRepository in memory: one row per lower-cased domain. */
export class InMemoryOrganisationRepository implements OrganisationRepository {
  private readonly rows: Organisation[] = [];

  async findById(id: string): Promise<Organisation | null> {
    const row = this.rows.find((o) => o.id === id);
    return row ? { ...row } : null;
  }

  async findByDomain(domain: string): Promise<Organisation | null> {
    const row = this.rowOf(domain);
    return row ? { ...row } : null;
  }

  // Check and insert run without an await between them, as the unique index makes them one step
  // in the database: racing calls must not all find the domain free (storage contract).
  async create(organisation: NewOrganisation): Promise<Organisation | null> {
    if (this.rowOf(organisation.domain)) return null;
    return this.insert(organisation);
  }

  async findOrCreate(organisation: NewOrganisation): Promise<Organisation> {
    const existing = this.rowOf(organisation.domain);
    return existing ? { ...existing } : this.insert(organisation);
  }

  private readonly renames: OrganisationRename[] = [];

  async rename(rename: OrganisationRename): Promise<Organisation | null> {
    const row = this.rows.find((o) => o.id === rename.organisationId);
    if (!row) return null;
    row.name = rename.toName;
    this.renames.push({ ...rename });
    return { ...row };
  }

  async listRenames(organisationId: string, limit: number): Promise<OrganisationRename[]> {
    return this.renames
      .filter((r) => r.organisationId === organisationId)
      .sort((a, b) => b.renamedAt.getTime() - a.renamedAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  private rowOf(domain: string): Organisation | undefined {
    return this.rows.find((o) => o.domain === domain.toLowerCase());
  }

  private insert(organisation: NewOrganisation): Organisation {
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
