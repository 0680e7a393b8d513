import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000358_initial extends Migration {
  override name = 'Migration20261122000358_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("sid" text not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
    this.addSql(
      `create table "organisations" ("id" text not null, "domain" text not null, "name" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "organisations" add constraint "organisations_domain_unique" unique ("domain");`,
    );
    this.addSql(
      `create table "question_suggestions_cache" ("id" text not null, "hash" varchar(64) not null, "questions_json" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "question_suggestions_cache" add constraint "question_suggestions_cache_hash_unique" unique ("hash");`,
    );
    this.addSql(
      `create table "rate_limit_counters" ("key" text not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limit_counters_window_start_index" on "rate_limit_counters" ("window_start");`,
    );
    this.addSql(
      `create table "speaker_embeddings" ("id" text not null, "clip_path" text not null, "embedding" real[] not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "speaker_embeddings" add constraint "speaker_embeddings_clip_path_unique" unique ("clip_path");`,
    );
    this.addSql(
      `create table "users" ("id" text not null, "email" text not null, "password" text not null, "first_name" text null, "last_name" text null, "profile_image_url" text null, "organisation_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "last_sign_in_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_organisation_id_index" on "users" ("organisation_id");`);
    this.addSql(
      `create table "password_reset_tokens" ("id" text not null, "token" varchar(64) not null, "user_id" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_unique" unique ("token");`,
    );
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(
      `create table "jobs" ("id" text not null, "organisation_id" text not null, "title" text not null, "description" text not null, "questions" text[] not null default '{}', "language" text not null default 'en', "location" text null, "company_name" text null, "job_type" text null, "skills" text[] not null default '{}', "require_identity_verification" text not null default 'false', "criteria_config" jsonb null, "eval_version" text not null default 'criteria-v1', "client_draft_key" text null, "status" text not null default 'active', "created_by" text not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "jobs_organisation_created_at_index" on "jobs" ("organisation_id", "created_at");`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_created_by_client_draft_key_unique" unique ("created_by", "client_draft_key");`,
    );
    this.addSql(
      `create table "job_questions" ("id" text not null, "job_id" text not null, "text" text not null, "pillar_id" text null, "order_index" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "job_questions_job_order_index" on "job_questions" ("job_id", "order_index");`);
    this.addSql(
      `create table "candidate_sessions" ("id" text not null, "job_id" text not null, "candidate_name" text null, "candidate_phone" text null, "candidate_email" text null, "cv_file_path" text null, "status" text not null default 'in_progress', "current_question_index" int not null default 0, "started_at" timestamptz not null default now(), "completed_at" timestamptz null, "referrer_url" text null, "verification_file_path" text null, "verification_type" text null, "verification_status" text not null default 'not_required', "verification_phrase" text null, "verification_code" text null, "verified_at" timestamptz null, "phrase_transcript" text null, "phrase_normalized_transcript" text null, "phrase_normalized_expected" text null, "phrase_match_exact" boolean null, "phrase_match_score" double precision null, "phrase_checked_at" timestamptz null, "voice_verify_scores" jsonb null, "voice_verify_score" int null, "voice_verify_checked_at" timestamptz null, "ecapa_verify_similarities" jsonb null, "ecapa_verify_score" double precision null, "ecapa_verify_checked_at" timestamptz null, "browser_fingerprint" text null, "ip_address" text null, "time_per_question" jsonb null, "tab_switch_count" int not null default 0, "enrollment_recording_url" text null, "in_panel" boolean not null default false, "hiring_outcome" text null, "hiring_outcome_updated_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "candidate_sessions_job_started_at_index" on "candidate_sessions" ("job_id", "started_at");`,
    );
    this.addSql(
      `create table "ai_evaluations" ("id" text not null, "session_id" text not null, "overall_score" int not null, "strengths" text null, "weaknesses" text null, "recommendation" text null, "detailed_analysis" jsonb null, "pillar_scores" jsonb null, "evaluated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "ai_evaluations_session_evaluated_at_index" on "ai_evaluations" ("session_id", "evaluated_at");`,
    );
    this.addSql(
      `create table "candidate_responses" ("id" text not null, "session_id" text not null, "question_id" text null, "question_index" int not null, "question_text" text not null, "audio_file_path" text null, "transcribed_text" text null, "transcription_confidence" double precision null, "duration" int null, "created_at" timestamptz not null default now(), "is_same_person" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(
      `alter table "candidate_responses" add constraint "candidate_responses_session_question_index_unique" unique ("session_id", "question_index");`,
    );
    this.addSql(
      `create table "impersonation_audits" ("id" text not null, "admin_user_id" text not null, "target_user_id" text not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "ip_address" text null, primary key ("id"));`,
    );
    this.addSql(
      `create index "impersonation_audits_admin_user_id_index" on "impersonation_audits" ("admin_user_id");`,
    );
    this.addSql(
      `create index "impersonation_audits_started_at_index" on "impersonation_audits" ("started_at");`,
    );
    this.addSql(
      `create table "impersonation_actions" ("id" text not null, "audit_id" text not null, "method" text not null, "path" text not null, "status" int not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "impersonation_actions_audit_id_index" on "impersonation_actions" ("audit_id");`,
    );
    this.addSql(
      `create table "export_logs" ("id" text not null, "user_id" text not null, "job_id" text not null, "panel_size" int not null, "exported_at" timestamptz not null default now(), "duration_hours" double precision null, primary key ("id"));`,
    );
    this.addSql(`create index "export_logs_user_id_index" on "export_logs" ("user_id");`);
    this.addSql(`create index "export_logs_job_id_index" on "export_logs" ("job_id");`);
    this.addSql(
      `create table "user_auth_mapping" ("id" text not null, "supabase_user_id" text not null, "legacy_user_id" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "user_auth_mapping" add constraint "user_auth_mapping_supabase_user_id_unique" unique ("supabase_user_id");`,
    );
    this.addSql(
      `alter table "user_auth_mapping" add constraint "user_auth_mapping_legacy_user_id_unique" unique ("legacy_user_id");`,
    );
    this.addSql(
      `create table "voiceprints" ("user_id" text not null, "model" text not null, "dim" int not null, "embedding" real[] not null, "created_at" timestamptz not null default now(), primary key ("user_id", "model"));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_questions" add constraint "job_questions_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_sessions" add constraint "candidate_sessions_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ai_evaluations" add constraint "ai_evaluations_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_responses" add constraint "candidate_responses_session_id_foreign" foreign key ("session_id") references "candidate_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "candidate_responses" add constraint "candidate_responses_question_id_foreign" foreign key ("question_id") references "job_questions" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "impersonation_audits" add constraint "impersonation_audits_admin_user_id_foreign" foreign key ("admin_user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "impersonation_audits" add constraint "impersonation_audits_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "impersonation_actions" add constraint "impersonation_actions_audit_id_foreign" foreign key ("audit_id") references "impersonation_audits" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "export_logs" add constraint "export_logs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "export_logs" add constraint "export_logs_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_organisation_id_foreign";`);
    this.addSql(`alter table "jobs" drop constraint "jobs_organisation_id_foreign";`);
    this.addSql(
      `alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`,
    );
    this.addSql(`alter table "jobs" drop constraint "jobs_created_by_foreign";`);
    this.addSql(
      `alter table "impersonation_audits" drop constraint "impersonation_audits_admin_user_id_foreign";`,
    );
    this.addSql(
      `alter table "impersonation_audits" drop constraint "impersonation_audits_target_user_id_foreign";`,
    );
    this.addSql(`alter table "export_logs" drop constraint "export_logs_user_id_foreign";`);
    this.addSql(`alter table "job_questions" drop constraint "job_questions_job_id_foreign";`);
    this.addSql(`alter table "candidate_sessions" drop constraint "candidate_sessions_job_id_foreign";`);
    this.addSql(`alter table "export_logs" drop constraint "export_logs_job_id_foreign";`);
    this.addSql(
      `alter table "candidate_responses" drop constraint "candidate_responses_question_id_foreign";`,
    );
    this.addSql(`alter table "ai_evaluations" drop constraint "ai_evaluations_session_id_foreign";`);
    this.addSql(
      `alter table "candidate_responses" drop constraint "candidate_responses_session_id_foreign";`,
    );
    this.addSql(
      `alter table "impersonation_actions" drop constraint "impersonation_actions_audit_id_foreign";`,
    );
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "organisations" cascade;`);
    this.addSql(`drop table if exists "question_suggestions_cache" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
    this.addSql(`drop table if exists "speaker_embeddings" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "jobs" cascade;`);
    this.addSql(`drop table if exists "job_questions" cascade;`);
    this.addSql(`drop table if exists "candidate_sessions" cascade;`);
    this.addSql(`drop table if exists "ai_evaluations" cascade;`);
    this.addSql(`drop table if exists "candidate_responses" cascade;`);
    this.addSql(`drop table if exists "impersonation_audits" cascade;`);
    this.addSql(`drop table if exists "impersonation_actions" cascade;`);
    this.addSql(`drop table if exists "export_logs" cascade;`);
    this.addSql(`drop table if exists "user_auth_mapping" cascade;`);
    this.addSql(`drop table if exists "voiceprints" cascade;`);
  }
}
