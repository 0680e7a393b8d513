import { Migration } from '@mikro-orm/migrations';

/**
 * SMS invitations (docs/behaviour/interview.md §15): an invitation has an email, a phone number or
 * both. An email is unique per job; a number only among the job's texted invitations (those with
 * no email), since a mailed invitation's number is the intake's pre-fill and candidates share
 * phones. Every invitation before this one has an email, so no existing row can conflict.
 */
export class Migration20261129131439_sms_invitations extends Migration {
  override name = 'Migration20261129131439_sms_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "candidate_invitations" alter column "email" drop not null;`);
    this.addSql(`alter table "candidate_invitations" alter column "phone" drop not null;`);
    this.addSql(`update "candidate_invitations" set "phone" = null where trim("phone") = '';`);
    this.addSql(
      `create unique index "candidate_invitations_job_id_texted_phone_unique" on "candidate_invitations" ("job_id", "phone") where "email" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "candidate_invitations_job_id_texted_phone_unique";`);
    this.addSql(`delete from "candidate_invitations" where "email" is null;`);
    this.addSql(`update "candidate_invitations" set "phone" = '' where "phone" is null;`);
    this.addSql(`alter table "candidate_invitations" alter column "email" set not null;`);
    this.addSql(`alter table "candidate_invitations" alter column "phone" set not null;`);
  }
}
