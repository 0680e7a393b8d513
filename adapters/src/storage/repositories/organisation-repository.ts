import type { NewOrganisation, Organisation, OrganisationRename } from '@sauti/core/domain/organisation';
import type { OrganisationRepository } from '@sauti/core/ports/organisation-repository';
import {
  OrganisationRenameSchema,
  OrganisationSchema,
  type OrganisationRenameRow,
  type OrganisationRow,
} from '../entities/organisation.entity.js';
import { normaliseAddress, OrmRepository } from './orm-repository.js';

function toOrganisation(row: OrganisationRow): Organisation {
  return { id: row.id, domain: row.domain, name: row.name, createdAt: row.createdAt };
}

function toRename(row: OrganisationRenameRow): OrganisationRename {
  return {
    id: row.id,
    organisationId: row.organisation,
    renamedBy: row.renamedBy ?? null,
    fromName: row.fromName,
    toName: row.toName,
    renamedAt: row.renamedAt,
  };
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

  async rename(rename: OrganisationRename): Promise<Organisation | null> {
    // The new name and its audit row together, or neither.
    return this.em().transactional(async (em) => {
      const changed = await em.nativeUpdate(
        OrganisationSchema,
        { id: rename.organisationId },
        { name: rename.toName },
      );
      if (changed === 0) return null;
      await em.insert(OrganisationRenameSchema, {
        id: rename.id,
        organisation: rename.organisationId,
        renamedBy: rename.renamedBy,
        fromName: rename.fromName,
        toName: rename.toName,
        renamedAt: rename.renamedAt,
      });
      return toOrganisation(await em.findOneOrFail(OrganisationSchema, { id: rename.organisationId }));
    });
  }

  async listRenames(organisationId: string, limit: number): Promise<OrganisationRename[]> {
    const rows = await this.em().find(
      OrganisationRenameSchema,
      { organisation: organisationId },
      { orderBy: { renamedAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toRename);
  }
}
