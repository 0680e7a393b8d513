import { Migration } from '@mikro-orm/migrations';

export class Migration20261129002112_answer_ratings extends Migration {
  override name = 'Migration20261129002112_answer_ratings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "answer_rating_changes" ("id" text not null, "response_id" text not null, "rater_id" text not null, "impersonator_id" text null, "rating" smallint null, "previous_rating" smallint null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "answer_rating_changes_response_id_index" on "answer_rating_changes" ("response_id");`,
    );
    this.addSql(
      `create table "answer_ratings" ("response_id" text not null, "rater_id" text not null, "rating" smallint not null, "rated_at" timestamptz not null, primary key ("response_id", "rater_id"));`,
    );
    this.addSql(
      `alter table "answer_rating_changes" add constraint "answer_rating_changes_response_id_foreign" foreign key ("response_id") references "candidate_responses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "answer_rating_changes" add constraint "answer_rating_changes_rater_id_foreign" foreign key ("rater_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "answer_rating_changes" add constraint "answer_rating_changes_impersonator_id_foreign" foreign key ("impersonator_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "answer_rating_changes" add constraint "answer_rating_changes_rating_check" check (rating >= 1 and rating <= 5);`,
    );
    this.addSql(
      `alter table "answer_rating_changes" add constraint "answer_rating_changes_previous_rating_check" check (previous_rating >= 1 and previous_rating <= 5);`,
    );
    this.addSql(
      `alter table "answer_ratings" add constraint "answer_ratings_response_id_foreign" foreign key ("response_id") references "candidate_responses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "answer_ratings" add constraint "answer_ratings_rater_id_foreign" foreign key ("rater_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "answer_ratings" add constraint "answer_ratings_rating_check" check (rating >= 1 and rating <= 5);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "answer_rating_changes" cascade;`);
    this.addSql(`drop table if exists "answer_ratings" cascade;`);
  }
}
