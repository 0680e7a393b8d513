import { Migration } from '@mikro-orm/migrations';

/**
 * Accountability to the candidate and the regulator (docs/behaviour/interview.md §19,
 * docs/behaviour/review.md §13 and §13): candidates' voluntary self-identification and the categories
 * each organisation asks, the input of every evaluation from now on, and the log of hiring
 * decisions beside the recommendation in force, started with the decisions already recorded.
 */
export class Migration20261129003320_regulator_records extends Migration {
  override name = 'Migration20261129003320_regulator_records';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "self_identification_settings" ("organisation_id" text not null, "config" jsonb not null, "updated_at" timestamptz not null, primary key ("organisation_id"));`,
    );
    this.addSql(
      `create table "self_identifications" ("session_id" text not null, "answers" jsonb not null, "recorded_at" timestamptz not null, primary key ("session_id"));`,
    );
    this.addSql(
      `create table "evaluation_inputs" ("evaluation_id" text not null, "evaluator_version" text not null, "input_digest" varchar(64) not null, "score_input" jsonb not null, primary key ("evaluation_id"));`,
    );
    this.addSql(
      `create table "hiring_decisions" ("id" text not null, "session_id" text not null, "job_id" text not null, "organisation_id" text not null, "outcome" text null, "previous_outcome" text null, "decided_at" timestamptz not null, "decided_by_id" text null, "impersonator_id" text null, "api_key_id" text null, "source" text not null, "evaluation_id" text null, "evaluator_version" text null, "overall_score" int null, "recommendation" text null, primary key ("id"));`,
    );
    this.addSql(`create index "hiring_decisions_session_id_index" on "hiring_decisions" ("session_id");`);
    this.addSql(`create index "hiring_decisions_decided_at_index" on "hiring_decisions" ("decided_at");`);
    this.addSql(
      `alter table "self_identification_settings" add constraint "self_identification_settings_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "self_identifications" add constraint "self_identifications_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "evaluation_inputs" add constraint "evaluation_inputs_evaluation_id_foreign" foreign key ("evaluation_id") references "ai_evaluations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "hiring_decisions" add constraint "hiring_decisions_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "hiring_decisions" add constraint "hiring_decisions_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "hiring_decisions" add constraint "hiring_decisions_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "hiring_decisions" add constraint "hiring_decisions_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "hiring_decisions" add constraint "hiring_decisions_impersonator_id_foreign" foreign key ("impersonator_id") references "users" ("id") on delete set null;`,
    );
    // Decisions recorded before the log existed: one row each, dated when it was last changed,
    // beside the latest evaluation stored by then. Who made it is not known.
    this.addSql(
      `insert into "hiring_decisions" ("id", "session_id", "job_id", "organisation_id", "outcome", "previous_outcome", "decided_at", "source", "evaluation_id", "evaluator_version", "overall_score", "recommendation")
       select 'earlier-' || s."id", s."id", s."job_id", j."organisation_id", s."hiring_outcome", null,
              coalesce(s."hiring_outcome_updated_at", s."completed_at", s."started_at"), 'earlier',
              e."id", e."detailed_analysis" ->> 'evaluatorVersion', e."overall_score", e."recommendation"
         from "candidate_sessions" s join "jobs" j on j."id" = s."job_id"
         left join lateral (
           select a."id", a."overall_score", a."recommendation", a."detailed_analysis" from "ai_evaluations" a
            where a."session_id" = s."id" and a."evaluated_at" <= coalesce(s."hiring_outcome_updated_at", now())
            order by a."evaluated_at" desc, a."id" desc limit 1) e on true
        where s."hiring_outcome" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "self_identification_settings" cascade;`);
    this.addSql(`drop table if exists "self_identifications" cascade;`);
    this.addSql(`drop table if exists "evaluation_inputs" cascade;`);
    this.addSql(`drop table if exists "hiring_decisions" cascade;`);
  }
}
