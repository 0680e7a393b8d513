import { Migration } from '@mikro-orm/migrations';

export class Migration20261129031406_external_references extends Migration {
  override name = 'Migration20261129031406_external_references';

  override up(): void | Promise<void> {
    this.addSql(`alter table "candidate_sessions" add "external_reference" text null;`);
    this.addSql(
      `create index "candidate_sessions_external_reference_index" on "candidate_sessions" ("external_reference");`,
    );
    this.addSql(`alter table "candidate_invitations" add "external_reference" text null;`);
    this.addSql(
      `create index "candidate_invitations_external_reference_index" on "candidate_invitations" ("external_reference");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "candidate_invitations_external_reference_index";`);
    this.addSql(`alter table "candidate_invitations" drop column "external_reference";`);
    this.addSql(`drop index "candidate_sessions_external_reference_index";`);
    this.addSql(`alter table "candidate_sessions" drop column "external_reference";`);
  }
}
