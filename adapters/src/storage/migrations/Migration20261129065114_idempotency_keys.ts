import { Migration } from '@mikro-orm/migrations';

export class Migration20261129065114_idempotency_keys extends Migration {
  override name = 'Migration20261129065114_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("organisation_id" text not null, "key" text not null, "fingerprint" text not null, "state" text not null, "answer" text null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "lease_until" timestamptz not null, primary key ("organisation_id", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_expires_at_index" on "idempotency_keys" ("expires_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
