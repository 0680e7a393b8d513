import { Migration } from '@mikro-orm/migrations';

/** Renames of an organisation by its members, the audit (docs/behaviour/platform.md §4). */
export class Migration20261129025746_organisation_renames extends Migration {
  override name = 'Migration20261129025746_organisation_renames';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organisation_renames" ("id" text not null, "organisation_id" text not null, "renamed_by_id" text null, "from_name" text not null, "to_name" text not null, "renamed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "organisation_renames_organisation_id_index" on "organisation_renames" ("organisation_id");`,
    );
    this.addSql(
      `alter table "organisation_renames" add constraint "organisation_renames_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "organisation_renames" add constraint "organisation_renames_renamed_by_id_foreign" foreign key ("renamed_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organisation_renames" cascade;`);
  }
}
