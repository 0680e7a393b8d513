import type { BlindJob } from './types.js';
import { safetyOfficerOranjemund } from './safety-officer-oranjemund.js';
import { cocoaExtensionOfficerKumasi } from './cocoa-extension-officer-kumasi.js';
import { storeManagerDurban } from './store-manager-durban.js';
import { claimsOfficerAbuja } from './claims-officer-abuja.js';

export type { BlindJob } from './types.js';

export const JOBS: BlindJob[] = [
  safetyOfficerOranjemund,
  cocoaExtensionOfficerKumasi,
  storeManagerDurban,
  claimsOfficerAbuja,
];
