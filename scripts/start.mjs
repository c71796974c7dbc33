#!/usr/bin/env node
// `npm start` is reserved for the running product (API server + React shell), which is issue 3.
// Until it lands this says so plainly and fails, rather than pretending to serve anything.
console.error(
  'Lodestar: the app server is not built yet (it arrives with issue 3).\n' +
    'What exists today: the manifests, the generator and the CLI — try `npx lodestar validate`,\n' +
    '`npx lodestar explain menu --mode feature --variant lite` or `npm test`.',
);
process.exit(1);
