import { Migration } from '@mikro-orm/migrations';

/**
 * SMS invitations (docs/behaviour/interview.md §15): an invitation has an email, a phone number or
 * both, each unique per job. Before this the phone was only the intake's pre-fill, as typed, so
 * two invitations of a job may share one: the later ones lose the pre-fill (their email stays,
 * and the candidate types the number on the form) rather than the constraint failing.
 */
export class Migration20261129131439_sms_invitations extends Migration {
  override name = 'Migration20261129131439_sms_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "candidate_invitations" alter column "email" drop not null;`);
    this.addSql(`alter table "candidate_invitations" alter column "phone" drop not null;`);
    this.addSql(`update "candidate_invitations" set "phone" = null where trim("phone") = '';`);
    this.addSql(
      `update "candidate_invitations" as later set "phone" = null where exists (select 1 from "candidate_invitations" as earlier where earlier."job_id" = later."job_id" and earlier."phone" = later."phone" and (earlier."created_at", earlier."id") < (later."created_at", later."id"));`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_job_id_phone_unique" unique ("job_id", "phone");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "candidate_invitations" drop constraint "candidate_invitations_job_id_phone_unique";`,
    );
    this.addSql(`delete from "candidate_invitations" where "email" is null;`);
    this.addSql(`update "candidate_invitations" set "phone" = '' where "phone" is null;`);
    this.addSql(`alter table "candidate_invitations" alter column "email" set not null;`);
    this.addSql(`alter table "candidate_invitations" alter column "phone" set not null;`);
  }
}
