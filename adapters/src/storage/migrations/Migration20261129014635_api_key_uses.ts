import { Migration } from '@mikro-orm/migrations';

export class Migration20261129014635_api_key_uses extends Migration {
  override name = 'Migration20261129014635_api_key_uses';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_key_uses" ("id" text not null, "api_key_id" text not null, "organisation_id" text not null, "method" text not null, "route" text not null, "path" text not null, "status" int not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "api_key_uses_at_index" on "api_key_uses" ("at");`);
    this.addSql(`create index "api_key_uses_api_key_id_at_index" on "api_key_uses" ("api_key_id", "at");`);
    this.addSql(
      `alter table "api_key_uses" add constraint "api_key_uses_api_key_id_foreign" foreign key ("api_key_id") references "api_keys" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_key_uses" add constraint "api_key_uses_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_key_uses" cascade;`);
  }
}
