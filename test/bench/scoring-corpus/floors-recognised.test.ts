import { describeFloors } from './floors-suite.js';
import { RECOGNISED_FLOORS } from './floors-recognised.js';

describeFloors(RECOGNISED_FLOORS);
