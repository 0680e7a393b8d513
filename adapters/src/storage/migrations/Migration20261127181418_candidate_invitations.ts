import { Migration } from '@mikro-orm/migrations';

export class Migration20261127181418_candidate_invitations extends Migration {
  override name = 'Migration20261127181418_candidate_invitations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "candidate_invitations" ("id" text not null, "job_id" text not null, "organisation_id" text not null, "name" text not null, "email" text not null, "phone" text not null, "token_hash" varchar(64) not null, "invited_by_id" text null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_sent_at" timestamptz not null, "opened_at" timestamptz null, "session_id" text null, "revoked_at" timestamptz null, "reminded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "candidate_invitations_organisation_id_index" on "candidate_invitations" ("organisation_id");`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "candidate_invitations_session_id_index" on "candidate_invitations" ("session_id");`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_job_id_email_unique" unique ("job_id", "email");`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidate_invitations" add constraint "candidate_invitations_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "candidate_invitations" cascade;`);
  }
}
