import { Migration } from '@mikro-orm/migrations';

export class Migration20261125054704_verified_membership extends Migration {
  override name = 'Migration20261125054704_verified_membership';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_verifications" ("id" text not null, "email" text not null, "password_hash" text not null, "first_name" text null, "last_name" text null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "email_verifications_email_index" on "email_verifications" ("email");`);
    this.addSql(
      `alter table "email_verifications" add constraint "email_verifications_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create table "invitations" ("id" text not null, "organisation_id" text not null, "email" text not null, "invited_by_id" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_organisation_id_email_unique" unique ("organisation_id", "email");`,
    );
    this.addSql(
      `alter table "users" add "requested_organisation_id" text null, add "join_requested_at" timestamptz null, add "join_refused_at" timestamptz null, add "platform_admin" boolean not null default false;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_requested_organisation_id_foreign" foreign key ("requested_organisation_id") references "organisations" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "users_requested_organisation_id_index" on "users" ("requested_organisation_id");`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_verifications" cascade;`);
    this.addSql(`drop table if exists "invitations" cascade;`);
    this.addSql(`alter table "users" drop constraint "users_requested_organisation_id_foreign";`);
    this.addSql(`drop index "users_requested_organisation_id_index";`);
    this.addSql(
      `alter table "users" drop column "requested_organisation_id", drop column "join_requested_at", drop column "join_refused_at", drop column "platform_admin";`,
    );
  }
}
