import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions of jobs that require an identity check but hold no identity file were stored as
 * 'not_required', so HR saw nothing. They now read 'missing' (new sessions start so).
 */
export class Migration20261125070000_identity_missing extends Migration {
  override name = 'Migration20261125070000_identity_missing';

  override up(): void | Promise<void> {
    this.addSql(
      `update "candidate_sessions" set "verification_status" = 'missing' from "jobs" where "jobs"."id" = "candidate_sessions"."job_id" and "jobs"."require_identity_verification" = 'true' and "candidate_sessions"."verification_file_path" is null and "candidate_sessions"."verification_status" = 'not_required';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "candidate_sessions" set "verification_status" = 'not_required' where "verification_status" = 'missing';`,
    );
  }
}
