import { Migration } from '@mikro-orm/migrations';

export class Migration20261129003416_candidate_feedback extends Migration {
  override name = 'Migration20261129003416_candidate_feedback';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organisation_feedback_settings" ("organisation_id" text not null, "show_scores" boolean not null, "contact_email" text null, primary key ("organisation_id"));`,
    );
    this.addSql(
      `create table "job_feedback_settings" ("job_id" text not null, "auto_send" boolean not null, "delay_hours" int not null, primary key ("job_id"));`,
    );
    this.addSql(
      `create table "review_events" ("id" text not null, "session_id" text not null, "organisation_id" text not null, "user_id" text null, "kind" text not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "review_events_session_id_index" on "review_events" ("session_id");`);
    this.addSql(
      `create index "review_events_organisation_kind_index" on "review_events" ("organisation_id", "kind");`,
    );
    this.addSql(
      `create table "human_review_requests" ("id" text not null, "session_id" text not null, "job_id" text not null, "organisation_id" text not null, "message" text null, "requested_at" timestamptz not null, "hr_notified_at" timestamptz null, "outcome" text null, "outcome_note" text null, "decided_by_id" text null, "decided_at" timestamptz null, "candidate_told_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "human_review_requests" add constraint "human_review_requests_session_id_unique" unique ("session_id");`,
    );
    this.addSql(
      `create index "human_review_requests_organisation_index" on "human_review_requests" ("organisation_id", "requested_at");`,
    );
    this.addSql(
      `create table "candidate_feedback" ("session_id" text not null, "job_id" text not null, "created_at" timestamptz not null, "receipt_sent_at" timestamptz null, "status" text not null, "draft" jsonb null, "updated_by_id" text null, "updated_at" timestamptz null, "sent" jsonb null, "sent_at" timestamptz null, "sent_by" text null, "link_token_hash" varchar(64) null, "link_expires_at" timestamptz null, primary key ("session_id"));`,
    );
    this.addSql(`create index "candidate_feedback_job_id_index" on "candidate_feedback" ("job_id");`);
    this.addSql(
      `create index "candidate_feedback_status_created_at_index" on "candidate_feedback" ("status", "created_at");`,
    );
    this.addSql(
      `alter table "organisation_feedback_settings" add constraint "organisation_feedback_settings_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "job_feedback_settings" add constraint "job_feedback_settings_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_events" add constraint "review_events_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "review_events" add constraint "review_events_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "human_review_requests" add constraint "human_review_requests_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "human_review_requests" add constraint "human_review_requests_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "human_review_requests" add constraint "human_review_requests_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "human_review_requests" add constraint "human_review_requests_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "candidate_feedback" add constraint "candidate_feedback_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_feedback" add constraint "candidate_feedback_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_feedback" add constraint "candidate_feedback_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organisation_feedback_settings" cascade;`);
    this.addSql(`drop table if exists "job_feedback_settings" cascade;`);
    this.addSql(`drop table if exists "review_events" cascade;`);
    this.addSql(`drop table if exists "human_review_requests" cascade;`);
    this.addSql(`drop table if exists "candidate_feedback" cascade;`);
  }
}
