import { Migration } from '@mikro-orm/migrations';

export class Migration20261129011613_registrations_without_password extends Migration {
  override name = 'Migration20261129011613_registrations_without_password';

  // A registration no longer holds a password (whoever opens the link chooses it); the ones typed
  // by registrants so far are dropped with the column, as nobody may ever use them.
  override up(): void | Promise<void> {
    this.addSql(`alter table "email_verifications" drop column "password_hash";`);
    this.addSql(`alter table "email_verifications" add "replaced_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_verifications" drop column "replaced_at";`);
    this.addSql(`alter table "email_verifications" add "password_hash" text not null default '';`);
  }
}
