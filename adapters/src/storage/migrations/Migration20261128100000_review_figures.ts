import { Migration } from '@mikro-orm/migrations';

/**
 * The review screens filter, order, page and count in the database (docs/behaviour/review.md
 * §2.3): each evaluation keeps the figures core derives from it against the job's criteria
 * (match level, criteria met) and the key of the criteria they were computed for; rows written
 * before, or whose job's criteria changed, are recomputed by core on the next review read
 * (core/src/use-cases/review/review-figures.ts). The name order is localeCompare's ('en', base
 * sensitivity): ICU root at primary strength, nondeterministic so ties fall to the next key (the
 * ICU locale syntax: PGlite's ICU ignores the BCP 47 form 'und-u-ks-level1').
 */
export class Migration20261128100000_review_figures extends Migration {
  override name = 'Migration20261128100000_review_figures';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "ai_evaluations" add "match_level" text null, add "met_criteria" text[] null, add "figures_key" text null;`,
    );
    // The newest evaluation of each session, ties to the highest id: read by every review list.
    this.addSql(
      `create index "ai_evaluations_session_latest_index" on "ai_evaluations" ("session_id", "evaluated_at" desc, "id" desc);`,
    );
    // The overview's completed candidates of a job.
    this.addSql(
      `create index "candidate_sessions_job_completed_at_index" on "candidate_sessions" ("job_id", "completed_at");`,
    );
    this.addSql(
      `create collation if not exists "review_name" (provider = icu, locale = 'und@colStrength=primary', deterministic = false);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop collation if exists "review_name";`);
    this.addSql(`drop index if exists "candidate_sessions_job_completed_at_index";`);
    this.addSql(`drop index if exists "ai_evaluations_session_latest_index";`);
    this.addSql(
      `alter table "ai_evaluations" drop column "match_level", drop column "met_criteria", drop column "figures_key";`,
    );
  }
}
