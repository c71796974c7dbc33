/**
 * How long a started server may take to answer (or log that it listens). It starts in about 2 s
 * on a quiet machine; on a machine running many other jobs (load above 20 on 2 cores was seen) it
 * took more than 20 s. The bound only turns a server that never comes up into a clear error, with
 * its output; a test that starts servers gives itself one bound per start and some room besides.
 */
export const STARTUP_BOUND_MS = 90_000;

/** A test's (or hook's) timeout when it starts `starts` servers and then works for a while. */
export const startingServers = (starts: number): number => starts * STARTUP_BOUND_MS + 60_000;
