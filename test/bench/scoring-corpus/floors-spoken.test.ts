import { describeFloors } from './floors-suite.js';
import { SPOKEN_FLOORS } from './floors-spoken.js';

describeFloors(SPOKEN_FLOORS);
