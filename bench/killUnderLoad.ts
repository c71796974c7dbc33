/**
 * The kill -9 rounds of the ingest benchmarks: writers post to the server until its process is
 * gone, so that requests are in flight when it dies. The caller starts the process again and
 * looks up what was acknowledged.
 */
import type { MainProcess } from '../tests/server/mainProcess';

/**
 * `writers` loops each calling `post(writer, n)` for n = 0, 1, … until the process, killed with
 * SIGKILL after `ms`, has exited; a post that throws (cut or refused by the dying process) is
 * counted and, once the process is gone, ends its loop.
 */
export async function killUnderLoad(
  server: MainProcess,
  ms: number,
  post: (writer: number, n: number) => Promise<void>,
  writers = 20,
): Promise<{ cut: number }> {
  let stopped = false;
  let cut = 0;
  const writer = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      try {
        await post(w, n);
      } catch {
        cut++;
        if (stopped) return;
      }
    }
  };
  const running = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  await new Promise((done) => setTimeout(done, ms));
  server.child.kill('SIGKILL');
  await server.exited;
  stopped = true;
  await running;
  return { cut };
}
