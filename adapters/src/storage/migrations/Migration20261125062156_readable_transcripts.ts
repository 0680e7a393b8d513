import { Migration } from '@mikro-orm/migrations';

export class Migration20261125062156_readable_transcripts extends Migration {
  override name = 'Migration20261125062156_readable_transcripts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "candidate_responses" add "readable_text" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "candidate_responses" drop column "readable_text";`);
  }
}
