import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004955_interview_credentials extends Migration {
  override name = 'Migration20261122004955_interview_credentials';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "candidate_sessions" add "candidate_token_hash" text null, add "evaluation_requested_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "candidate_sessions" drop column "candidate_token_hash", drop column "evaluation_requested_at";`,
    );
  }
}
