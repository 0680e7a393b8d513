import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000358_initial } from './Migration20261122000358_initial.js';
import { Migration20261122004955_interview_credentials } from './Migration20261122004955_interview_credentials.js';
import { Migration20261125062156_readable_transcripts } from './Migration20261125062156_readable_transcripts.js';

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
    name: 'Migration20261125062156_readable_transcripts',
    class: Migration20261125062156_readable_transcripts,
  },
];
