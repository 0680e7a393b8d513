import type { Invitation } from '@sauti/core/domain/membership';
import type { InvitationRepository } from '@sauti/core/ports/invitation-repository';
import { InvitationSchema, type InvitationRow } from '../entities/membership.entity.js';
import { normaliseAddress, OrmRepository } from './orm-repository.js';

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    organisationId: row.organisation,
    email: row.email,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt,
  };
}

/** `InvitationRepository` on `invitations`. */
export class OrmInvitationRepository extends OrmRepository implements InvitationRepository {
  async add(invitation: Invitation): Promise<Invitation> {
    const em = this.em();
    const email = normaliseAddress(invitation.email);
    // ON CONFLICT DO NOTHING: a repeated invitation keeps the first one (and any transaction alive).
    await em
      .createQueryBuilder(InvitationSchema)
      .insert({
        id: invitation.id,
        organisation: invitation.organisationId,
        email,
        invitedBy: invitation.invitedBy,
        createdAt: invitation.createdAt,
      })
      .onConflict(['organisation', 'email'])
      .ignore()
      .execute();
    return toInvitation(
      await em.findOneOrFail(InvitationSchema, { organisation: invitation.organisationId, email }),
    );
  }

  async findFor(organisationId: string, email: string): Promise<Invitation | null> {
    const row = await this.em().findOne(InvitationSchema, {
      organisation: organisationId,
      email: normaliseAddress(email),
    });
    return row ? toInvitation(row) : null;
  }

  async listByOrganisation(organisationId: string): Promise<Invitation[]> {
    const rows = await this.em().find(
      InvitationSchema,
      { organisation: organisationId },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return rows.map(toInvitation);
  }

  async delete(id: string): Promise<void> {
    await this.em().nativeDelete(InvitationSchema, { id });
  }
}
