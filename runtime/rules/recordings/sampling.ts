/**
 * Which sessions a site records when it samples (its recording settings: a percentage): the
 * same answer in the visitor's browser, which decides whether to load the recorder, and on the
 * server, which refuses the chunks of a session sampled out. A session's place is a hash of its
 * id (FNV-1a, 32 bits) taken modulo 100: the session is recorded when it falls below the
 * percentage, so every page of a session gets the same answer and raising the percentage only
 * adds sessions.
 */
export function samplePlace(sessionId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function sampledIn(sessionId: string, percent: number): boolean {
  return samplePlace(sessionId) < percent;
}
