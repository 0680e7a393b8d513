import { Migration } from '@mikro-orm/migrations';

export class Migration20261127184124_invitation_only_jobs extends Migration {
  override name = 'Migration20261127184124_invitation_only_jobs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "jobs" add "invitation_only" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "jobs" drop column "invitation_only";`);
  }
}
