import type { BlindJob } from './types.js';
import { dentalAssistantBulawayo } from './dental-assistant-bulawayo.js';
import { forecourtSupervisorLilongwe } from './forecourt-supervisor-lilongwe.js';
import { undergroundSupervisorKitwe } from './underground-supervisor-kitwe.js';
import { pressRoomSupervisorEldoret } from './press-room-supervisor-eldoret.js';

export const JOBS: BlindJob[] = [
  dentalAssistantBulawayo,
  forecourtSupervisorLilongwe,
  undergroundSupervisorKitwe,
  pressRoomSupervisorEldoret,
];

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';
