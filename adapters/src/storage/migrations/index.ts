import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000358_initial } from './Migration20261122000358_initial.js';
import { Migration20261122004955_interview_credentials } from './Migration20261122004955_interview_credentials.js';
import { Migration20261125050202_scoring_not_scored_and_guides } from './Migration20261125050202_scoring_not_scored_and_guides.js';
import { Migration20261125054704_verified_membership } from './Migration20261125054704_verified_membership.js';
import { Migration20261125062156_readable_transcripts } from './Migration20261125062156_readable_transcripts.js';
import { Migration20261125064234_trusted_devices } from './Migration20261125064234_trusted_devices.js';
import { Migration20261125070000_identity_missing } from './Migration20261125070000_identity_missing.js';
import { Migration20261125073534_work_slots } from './Migration20261125073534_work_slots.js';
import { Migration20261125092654_impersonation_action_details } from './Migration20261125092654_impersonation_action_details.js';
import { Migration20261127180917_api_keys } from './Migration20261127180917_api_keys.js';
import { Migration20261127181027_webhooks } from './Migration20261127181027_webhooks.js';
import { Migration20261127181418_candidate_invitations } from './Migration20261127181418_candidate_invitations.js';
import { Migration20261127184124_invitation_only_jobs } from './Migration20261127184124_invitation_only_jobs.js';
import { Migration20261128100000_review_figures } from './Migration20261128100000_review_figures.js';
import { Migration20261128170000_webhook_secret_rotation } from './Migration20261128170000_webhook_secret_rotation.js';
import { Migration20261129003416_candidate_feedback } from './Migration20261129003416_candidate_feedback.js';
import { Migration20261129005059_upload_reservations } from './Migration20261129005059_upload_reservations.js';
import { Migration20261129011613_registrations_without_password } from './Migration20261129011613_registrations_without_password.js';
import { Migration20261129014635_api_key_uses } from './Migration20261129014635_api_key_uses.js';
import { Migration20261129003320_regulator_records } from './Migration20261129003320_regulator_records.js';
import { Migration20261129002112_answer_ratings } from './Migration20261129002112_answer_ratings.js';
import { Migration20261129020548_setup_codes } from './Migration20261129020548_setup_codes.js';
import { Migration20261129023807_impersonation_reason } from './Migration20261129023807_impersonation_reason.js';
import { Migration20261129025746_organisation_renames } from './Migration20261129025746_organisation_renames.js';
import { Migration20261129010434_transcript_words } from './Migration20261129010434_transcript_words.js';
import { Migration20261129031420_phone_interviews } from './Migration20261129031420_phone_interviews.js';
import { Migration20261129031406_external_references } from './Migration20261129031406_external_references.js';
import { Migration20261129065114_idempotency_keys } from './Migration20261129065114_idempotency_keys.js';
import { Migration20261129131439_sms_invitations } from './Migration20261129131439_sms_invitations.js';

/**
 * Every committed migration, in order. Listed explicitly (no folder scanning) so migrations run
 * the same under tsx, vitest and any bundler. Add a new file here after `create-migration.ts`.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000358_initial', class: Migration20261122000358_initial },
  {
    name: 'Migration20261122004955_interview_credentials',
    class: Migration20261122004955_interview_credentials,
  },
  {
    name: 'Migration20261125050202_scoring_not_scored_and_guides',
    class: Migration20261125050202_scoring_not_scored_and_guides,
  },
  { name: 'Migration20261125054704_verified_membership', class: Migration20261125054704_verified_membership },
  {
    name: 'Migration20261125062156_readable_transcripts',
    class: Migration20261125062156_readable_transcripts,
  },
  { name: 'Migration20261125064234_trusted_devices', class: Migration20261125064234_trusted_devices },
  { name: 'Migration20261125070000_identity_missing', class: Migration20261125070000_identity_missing },
  { name: 'Migration20261125073534_work_slots', class: Migration20261125073534_work_slots },
  {
    name: 'Migration20261125092654_impersonation_action_details',
    class: Migration20261125092654_impersonation_action_details,
  },
  { name: 'Migration20261127180917_api_keys', class: Migration20261127180917_api_keys },
  { name: 'Migration20261127181027_webhooks', class: Migration20261127181027_webhooks },
  {
    name: 'Migration20261127181418_candidate_invitations',
    class: Migration20261127181418_candidate_invitations,
  },
  {
    name: 'Migration20261127184124_invitation_only_jobs',
    class: Migration20261127184124_invitation_only_jobs,
  },
  { name: 'Migration20261128100000_review_figures', class: Migration20261128100000_review_figures },
  {
    name: 'Migration20261128170000_webhook_secret_rotation',
    class: Migration20261128170000_webhook_secret_rotation,
  },
  { name: 'Migration20261129003416_candidate_feedback', class: Migration20261129003416_candidate_feedback },
  {
    name: 'Migration20261129005059_upload_reservations',
    class: Migration20261129005059_upload_reservations,
  },
  {
    name: 'Migration20261129011613_registrations_without_password',
    class: Migration20261129011613_registrations_without_password,
  },
  { name: 'Migration20261129014635_api_key_uses', class: Migration20261129014635_api_key_uses },
  { name: 'Migration20261129003320_regulator_records', class: Migration20261129003320_regulator_records },
  { name: 'Migration20261129002112_answer_ratings', class: Migration20261129002112_answer_ratings },
  { name: 'Migration20261129020548_setup_codes', class: Migration20261129020548_setup_codes },
  {
    name: 'Migration20261129023807_impersonation_reason',
    class: Migration20261129023807_impersonation_reason,
  },
  {
    name: 'Migration20261129025746_organisation_renames',
    class: Migration20261129025746_organisation_renames,
  },
  { name: 'Migration20261129010434_transcript_words', class: Migration20261129010434_transcript_words },
  { name: 'Migration20261129031420_phone_interviews', class: Migration20261129031420_phone_interviews },
  {
    name: 'Migration20261129031406_external_references',
    class: Migration20261129031406_external_references,
  },
  { name: 'Migration20261129065114_idempotency_keys', class: Migration20261129065114_idempotency_keys },
  { name: 'Migration20261129131439_sms_invitations', class: Migration20261129131439_sms_invitations },
];
