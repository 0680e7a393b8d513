import { Migration } from '@mikro-orm/migrations';

/** The secret a rotation replaced, still signing deliveries until its expiry (docs/behaviour/platform.md §16). */
export class Migration20261128170000_webhook_secret_rotation extends Migration {
  override name = 'Migration20261128170000_webhook_secret_rotation';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoints" add column "previous_secret" text null, add column "previous_secret_expires_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "webhook_endpoints" drop column "previous_secret", drop column "previous_secret_expires_at";`,
    );
  }
}
