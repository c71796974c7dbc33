/**
 * Entry of the React runtime (index.html): the base styles and the start-up (start.tsx, which
 * lives in the shared app chunk so that this entry chunk stays a few bytes).
 */
import { start } from './start';
import './styles/app.css';

void start();
