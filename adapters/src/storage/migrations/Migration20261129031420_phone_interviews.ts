import { Migration } from '@mikro-orm/migrations';

export class Migration20261129031420_phone_interviews extends Migration {
  override name = 'Migration20261129031420_phone_interviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "phone_calls" ("id" text not null, "session_id" text null, "job_id" text null, "provider" text not null, "direction" text not null, "provider_call_id" text null, "secret_hash" text not null, "candidate_number" text not null, "flow" jsonb null, "pin_attempts" int not null, "status" text not null, "retry_of" text null, "created_at" timestamptz not null, "ended_at" timestamptz null, "duration_seconds" int null, "estimated_cost_micros" bigint null, "reported_cost" text null, primary key ("id"));`,
    );
    this.addSql(`create index "phone_calls_session_id_index" on "phone_calls" ("session_id");`);
    this.addSql(`create index "phone_calls_job_id_index" on "phone_calls" ("job_id");`);
    this.addSql(
      `alter table "phone_calls" add constraint "phone_calls_provider_call_unique" unique ("provider", "provider_call_id");`,
    );
    this.addSql(
      `create table "phone_callbacks" ("call_id" text not null, "digest" text not null, "response" text null, "created_at" timestamptz not null, primary key ("call_id", "digest"));`,
    );
    this.addSql(
      `create table "phone_interviews" ("session_id" text not null, "job_id" text not null, "phone" text not null, "mode" text not null, "pin_hash" text null, "pin_expires_at" timestamptz not null, "consented_at" timestamptz null, "created_at" timestamptz not null, primary key ("session_id"));`,
    );
    this.addSql(`create index "phone_interviews_job_id_index" on "phone_interviews" ("job_id");`);
    this.addSql(
      `alter table "phone_interviews" add constraint "phone_interviews_pin_hash_unique" unique ("pin_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "phone_calls" cascade;`);
    this.addSql(`drop table if exists "phone_callbacks" cascade;`);
    this.addSql(`drop table if exists "phone_interviews" cascade;`);
  }
}
