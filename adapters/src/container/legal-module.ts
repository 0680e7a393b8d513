import type { Config } from '../config/config.js';
import { loadLegalNotices, type LegalNotices } from '../legal/legal-notices.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { token } from './tokens.js';

export const LEGAL = { Notices: token<LegalNotices>('LegalNotices') };

/** The privacy notice and terms, read at start-up (docs/behaviour/platform.md §17). */
export function legalModule(config: Config): PortModule {
  const notices = loadLegalNotices(config.legalNoticeFiles);
  const origin = (kind: keyof LegalNotices) =>
    notices[kind].source === 'operator' ? config.legalNoticeFiles[kind] : "Sauti's default";
  return {
    module: bindings(({ value }) => value(LEGAL.Notices, notices)),
    ports: [{ port: 'privacy notice and terms', adapter: `${origin('privacy')}; ${origin('terms')}` }],
  };
}
