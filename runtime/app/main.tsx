/**
 * Entry of the React runtime (index.html): the styles, then the start-up (start.tsx, in the
 * shared app chunk). A page the server rendered (ssr/renderPage.tsx) is painted first and the
 * app is run right after, so that running ~140 KB of JavaScript does not hold back the first
 * paint of a page that is already there (the cold-load target). index.html preloads the
 * start-up's chunks either way (server/src/pages/clientBuild.ts), so nothing waits for them.
 */
import './styles/app.css';

let started = false;
function run(): void {
  if (started) return;
  started = true;
  void import('./core/start').then((module) => module.start());
}

const serverRendered = Boolean(document.getElementById('root')?.firstChild);
if (serverRendered && document.visibilityState === 'visible') {
  // After the next frame is painted (a rAF callback runs just before it); the timer covers a
  // browser that produces no frame now.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
} else {
  run();
}
