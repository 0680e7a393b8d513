import type { SpokenJob } from './types.js';
import { dieselBusMechanicKampala } from './diesel-bus-mechanic-kampala.js';
import { sousChefZanzibar } from './sous-chef-zanzibar.js';
import { teaFieldSupervisorKericho } from './tea-field-supervisor-kericho.js';
import { emergencyNurseOshakati } from './emergency-nurse-oshakati.js';
import { cementSalesRepresentativeLusaka } from './cement-sales-representative-lusaka.js';
import { smeLoanOfficerKigali } from './sme-loan-officer-kigali.js';
import { windTurbineTechnicianNorthernCape } from './wind-turbine-technician-northern-cape.js';
import { callCentreTeamLeaderAccra } from './call-centre-team-leader-accra.js';

export type { Register, SpokenAnswer, SpokenJob } from './types.js';

export const SPOKEN_JOBS: SpokenJob[] = [
  dieselBusMechanicKampala,
  sousChefZanzibar,
  teaFieldSupervisorKericho,
  emergencyNurseOshakati,
  cementSalesRepresentativeLusaka,
  smeLoanOfficerKigali,
  windTurbineTechnicianNorthernCape,
  callCentreTeamLeaderAccra,
];
