import { Migration } from '@mikro-orm/migrations';

export class Migration20261129005059_upload_reservations extends Migration {
  override name = 'Migration20261129005059_upload_reservations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "upload_reservations" ("id" text not null, "session_id" text not null, "target" text not null, "size" bigint not null, "address_key" text null, "charged_kib" int not null, "session_started_at" timestamptz not null, "address_window_start" timestamptz null, "created_at" timestamptz not null, "finished_at" timestamptz null, "held" boolean not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "upload_reservations_session_id_index" on "upload_reservations" ("session_id");`,
    );
    this.addSql(
      `create index "upload_reservations_address_key_index" on "upload_reservations" ("address_key");`,
    );
    this.addSql(
      `create index "upload_reservations_created_at_index" on "upload_reservations" ("created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "upload_reservations" cascade;`);
  }
}
