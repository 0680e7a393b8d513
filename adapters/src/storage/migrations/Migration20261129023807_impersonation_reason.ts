import { Migration } from '@mikro-orm/migrations';

/** Why the administrator impersonated, kept in the audit (docs/behaviour/platform.md §2.7); '' for older audits. */
export class Migration20261129023807_impersonation_reason extends Migration {
  override name = 'Migration20261129023807_impersonation_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "impersonation_audits" add "reason" text not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "impersonation_audits" drop column "reason";`);
  }
}
