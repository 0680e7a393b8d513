import { Migration } from '@mikro-orm/migrations';

export class Migration20261125050202_scoring_not_scored_and_guides extends Migration {
  override name = 'Migration20261125050202_scoring_not_scored_and_guides';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_questions" add "scoring_guide" text null;`);
    this.addSql(`alter table "ai_evaluations" alter column "overall_score" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ai_evaluations" alter column "overall_score" set not null;`);
    this.addSql(`alter table "job_questions" drop column "scoring_guide";`);
  }
}
