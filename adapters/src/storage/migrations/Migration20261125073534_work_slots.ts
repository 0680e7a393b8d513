import { Migration } from '@mikro-orm/migrations';

export class Migration20261125073534_work_slots extends Migration {
  override name = 'Migration20261125073534_work_slots';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "work_slots" ("name" text not null, "slot" int not null, "lease" text null, "expires_at" timestamptz null, primary key ("name", "slot"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "work_slots" cascade;`);
  }
}
