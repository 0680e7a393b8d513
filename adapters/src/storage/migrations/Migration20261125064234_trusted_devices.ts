import { Migration } from '@mikro-orm/migrations';

export class Migration20261125064234_trusted_devices extends Migration {
  override name = 'Migration20261125064234_trusted_devices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "trusted_devices" ("token_hash" varchar(64) not null, "user_id" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "trusted_devices_user_id_index" on "trusted_devices" ("user_id");`);
    this.addSql(
      `alter table "trusted_devices" add constraint "trusted_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trusted_devices" cascade;`);
  }
}
