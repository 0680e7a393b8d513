import { describeFloors } from './floors-suite.js';
import { WRITTEN_FLOORS } from './floors-written.js';

describeFloors(WRITTEN_FLOORS);
