import { Migration } from '@mikro-orm/migrations';

export class Migration20261127181027_webhooks extends Migration {
  override name = 'Migration20261127181027_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" text not null, "organisation_id" text not null, "url" text not null, "description" text not null, "events" jsonb not null, "secret" text not null, "enabled" boolean not null, "failing_since" timestamptz null, "disabled_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_endpoints_organisation_id_index" on "webhook_endpoints" ("organisation_id");`,
    );
    this.addSql(
      `create table "webhook_deliveries" ("id" text not null, "endpoint_id" text not null, "organisation_id" text not null, "event_type" text not null, "payload" jsonb not null, "status" text not null, "attempts" int not null, "response_status" int null, "response_time_ms" int null, "last_error" text null, "created_at" timestamptz not null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_deliveries_endpoint_id_index" on "webhook_deliveries" ("endpoint_id");`,
    );
    this.addSql(
      `create index "webhook_deliveries_organisation_id_created_at_index" on "webhook_deliveries" ("organisation_id", "created_at");`,
    );
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_organisation_id_foreign" foreign key ("organisation_id") references "organisations" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
