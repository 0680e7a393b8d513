import type { NewOrganisation, Organisation } from '@sauti/core/domain/organisation';
import type { OrganisationRepository } from '@sauti/core/ports/organisation-repository';
import { OrganisationSchema, type OrganisationRow } from '../entities/organisation.entity.js';
import { normaliseAddress, OrmRepository } from './orm-repository.js';

function toOrganisation(row: OrganisationRow): Organisation {
  return { id: row.id, domain: row.domain, name: row.name, createdAt: row.createdAt };
}

/** `OrganisationRepository` on MikroORM. */
export class OrmOrganisationRepository extends OrmRepository implements OrganisationRepository {
  async findById(id: string): Promise<Organisation | null> {
    const row = await this.em().findOne(OrganisationSchema, { id });
    return row ? toOrganisation(row) : null;
  }

  async findByDomain(domain: string): Promise<Organisation | null> {
    const row = await this.em().findOne(OrganisationSchema, { domain: normaliseAddress(domain) });
    return row ? toOrganisation(row) : null;
  }

  async create(organisation: NewOrganisation): Promise<Organisation | null> {
    const domain = normaliseAddress(organisation.domain);
    // ON CONFLICT DO NOTHING RETURNING: a row back means this call founded the organisation.
    const rows = await this.em()
      .createQueryBuilder(OrganisationSchema)
      .insert({ id: organisation.id, domain, name: organisation.name, createdAt: organisation.createdAt })
      .onConflict('domain')
      .ignore()
      .returning('*')
      .execute('all');
    return rows.length > 0 ? { ...organisation, domain } : null;
  }

  async findOrCreate(organisation: NewOrganisation): Promise<Organisation> {
    const em = this.em();
    const domain = normaliseAddress(organisation.domain);
    // ON CONFLICT DO NOTHING instead of catching the violation: a failed insert would abort a
    // surrounding transaction.
    await em
      .createQueryBuilder(OrganisationSchema)
      .insert({ id: organisation.id, domain, name: organisation.name, createdAt: organisation.createdAt })
      .onConflict('domain')
      .ignore()
      .execute();
    const row = await em.findOneOrFail(OrganisationSchema, { domain });
    return toOrganisation(row);
  }

  async list(): Promise<Organisation[]> {
    const rows = await this.em().find(OrganisationSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toOrganisation);
  }
}
