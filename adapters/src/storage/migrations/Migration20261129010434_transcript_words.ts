import { Migration } from '@mikro-orm/migrations';

export class Migration20261129010434_transcript_words extends Migration {
  override name = 'Migration20261129010434_transcript_words';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "candidate_responses" add "transcript_words" jsonb null, add "transcriber" text null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "candidate_responses" drop column "transcript_words", drop column "transcriber";`,
    );
  }
}
