// The route sweep in German at 390 px (tests/e2e/routeSweep.ts); a file of its own, so the two run side by side.
import { sweep } from './routeSweep';

sweep('de', 390);
