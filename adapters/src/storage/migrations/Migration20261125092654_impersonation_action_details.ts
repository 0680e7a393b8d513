import { Migration } from '@mikro-orm/migrations';

export class Migration20261125092654_impersonation_action_details extends Migration {
  override name = 'Migration20261125092654_impersonation_action_details';

  override up(): void | Promise<void> {
    this.addSql(`alter table "impersonation_actions" add "targets" jsonb null, add "new_values" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "impersonation_actions" drop column "targets", drop column "new_values";`);
  }
}
