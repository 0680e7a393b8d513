import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * `upload_reservations`: what each resumable upload holds of the byte budgets (one row per upload;
 * docs/behaviour/platform.md §10). The session is a plain column, not a foreign key: a removed
 * session's rows are found by the sweep, which also removes their bytes from the upload store.
 */
export const UploadReservationSchema = defineEntity({
  name: 'UploadReservation',
  tableName: 'upload_reservations',
  properties: {
    id: p.text().primary(),
    sessionId: p.text().index('upload_reservations_session_id_index'),
    target: p.text(),
    size: p.bigint().runtimeType('number').$type<number>(),
    addressKey: p.text().nullable().index('upload_reservations_address_key_index'),
    chargedKib: p.integer(),
    sessionStartedAt: p.datetime(),
    addressWindowStart: p.datetime().nullable(),
    createdAt: p.datetime().index('upload_reservations_created_at_index'),
    finishedAt: p.datetime().nullable(),
    held: p.boolean(),
  },
});
export type UploadReservationRow = InferEntity<typeof UploadReservationSchema>;
