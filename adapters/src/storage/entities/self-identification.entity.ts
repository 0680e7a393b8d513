import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type {
  SelfIdentificationAnswers,
  SelfIdentificationConfig,
} from '@sauti/core/domain/self-identification';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import { OrganisationSchema } from './organisation.entity.js';

/**
 * `self_identifications`: a candidate's voluntary answers (docs/behaviour/interview.md §19), one
 * row per interview, apart from the interview's own tables. The session entity has no relation to
 * it, so no review read can load it by accident; the row goes when its session goes (the
 * data-protection commands delete it, and the foreign key cascades as a second guard).
 */
export const SelfIdentificationSchema = defineEntity({
  name: 'SelfIdentification',
  tableName: 'self_identifications',
  properties: {
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade').primary(),
    answers: p.json<SelfIdentificationAnswers>(),
    recordedAt: p.datetime(),
  },
});
export type SelfIdentificationRow = InferEntity<typeof SelfIdentificationSchema>;

/** `self_identification_settings`: the categories an organisation asks about for its country. */
export const SelfIdentificationSettingsSchema = defineEntity({
  name: 'SelfIdentificationSettings',
  tableName: 'self_identification_settings',
  properties: {
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade').primary(),
    config: p.json<SelfIdentificationConfig>(),
    updatedAt: p.datetime(),
  },
});
export type SelfIdentificationSettingsRow = InferEntity<typeof SelfIdentificationSettingsSchema>;
