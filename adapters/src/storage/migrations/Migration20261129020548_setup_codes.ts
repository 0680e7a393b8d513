import { Migration } from '@mikro-orm/migrations';

/** The one-time setup codes of a fresh install (docs/behaviour/platform.md §19). */
export class Migration20261129020548_setup_codes extends Migration {
  override name = 'Migration20261129020548_setup_codes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "setup_codes" ("code_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("code_hash"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "setup_codes" cascade;`);
  }
}
