import { Migration } from '@mikro-orm/migrations';

export class Migration20261127180917_api_keys extends Migration {
  override name = 'Migration20261127180917_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" text not null, "organisation_id" text not null, "name" text not null, "scope" text not null, "prefix" text not null, "secret_hash" varchar(64) not null, "created_by_id" text null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "api_keys_organisation_id_index" on "api_keys" ("organisation_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_prefix_unique" unique ("prefix");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
