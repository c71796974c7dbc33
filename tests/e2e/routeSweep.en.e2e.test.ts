// The route sweep in English at 1280 px (tests/e2e/routeSweep.ts); a file of its own, so the two run side by side.
import { sweep } from './routeSweep';

sweep('en', 1280);
