/**
 * Accounts benchmarks: figures printed, nothing asserted.
 *  - password hash cost: median ms of 10 argon2id hashes at the parameters the server uses
 *    (server/src/auth/password.ts; issue target 50–250 ms per hash on this machine), and the
 *    verification of an unknown email (dummy hash) next to a wrong password's;
 *  - POST /api/v1/session under load (autocannon) against the built server (`npm run build`),
 *    with the rate limiter in place at its default limits: how many 200 / 401 / 429 and req/s;
 *  - the same with limits set out of reach, so the hash-bound throughput shows;
 *  - POST /api/v1/registration for a taken email next to a new one (equal timing);
 *  - headless Chromium: median time from submitting the signup form to the onboarding page
 *    (registration incl. one hash, the session, then the questionnaire page rendered).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ARGON2ID_PARAMS,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../server/src/auth/password';
import { launchBrowser } from '../tests/e2e/browser';
import { ROOT, startApp } from '../tests/support/appServer';
import { median, ms, timeIt } from './stats';

const HASHES = 10;
const SIGNUPS = Number(process.env.BENCH_LOADS ?? 10);
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

async function hashCost() {
  const password = 'correct horse battery staple';
  await hashPassword(password); // warm-up: first allocation of the memory pool
  const hashTimes: number[] = [];
  let stored = '';
  for (let i = 0; i < HASHES; i++) {
    hashTimes.push(await timeIt(async () => (stored = await hashPassword(password))));
  }
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < HASHES; i++) {
    wrong.push(await timeIt(() => verifyPassword('not the password', stored)));
    unknown.push(await timeIt(() => verifyAgainstDummy('not the password')));
  }
  return { hash: median(hashTimes), wrong: median(wrong), unknown: median(unknown) };
}

interface LoadFigures {
  rps: number;
  p99: number;
  total: number;
  byStatus: Record<string, number>;
}

async function loginLoad(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const body = (password: string) => JSON.stringify({ email: DEMO.email, password });
  const result = await autocannon({
    url: `${url}/api/v1/session`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    // Alternately the right and a wrong password: sign-ins (200) and failures (401).
    requests: [
      { method: 'POST', body: body(DEMO.password) },
      { method: 'POST', body: body('not the password') },
    ],
  });
  const byStatus: Record<string, number> = {};
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[status] = count;
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    byStatus,
  };
}

function describeLoad(figures: LoadFigures): string {
  const counts = ['200', '401', '429']
    .map((status) => `${status}: ${figures.byStatus[status] ?? 0}`)
    .join(', ');
  const others = Object.entries(figures.byStatus)
    .filter(([status]) => !['200', '401', '429'].includes(status))
    .map(([status, count]) => `${status}: ${count}`);
  return (
    `${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.total} requests (${counts}` +
    `${others.length ? `; other ${others.join(', ')}` : ''})`
  );
}

/**
 * POST /api/v1/registration for a taken email (409) next to a new one (200),
 * interleaved, so the two medians are comparable; the difference is what a timing oracle sees.
 */
async function registrationTiming(url: string): Promise<{ taken: number; fresh: number }> {
  const post = (email: string) =>
    timeIt(async () => {
      const answer = await fetch(`${url}/api/v1/registration?device=desktop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Visitor',
          email,
          password: 'correct horse battery staple',
          terms: true,
          consent_to_parent_company_rules: true,
          locale: 'en',
        }),
      });
      await answer.arrayBuffer();
    });
  const takenEmail = `bench-taken-${Date.now()}@example.com`;
  await post(takenEmail); // registers it; also warms the path
  const taken: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < SIGNUPS; i++) {
    taken.push(await post(takenEmail));
    fresh.push(await post(`bench-new-${Date.now()}-${i}@example.com`));
  }
  return { taken: median(taken), fresh: median(fresh) };
}

/** Submit → onboarding, measured in the page (performance.now) for each fresh visitor. */
async function signupToOnboarding(url: string): Promise<number[]> {
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let i = 0; i < SIGNUPS + 1; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/register`);
      await page.getByLabel('Full name').fill('Bench Visitor');
      await page.getByLabel('Work email').fill(`bench-${Date.now()}-${i}@example.com`);
      await page.getByLabel('Password').fill('correct horse battery staple');
      await page.getByLabel('Your site').fill('https://bench.example.com');
      await page.getByLabel(/I accept the Terms of Service/).check();
      // Plain source text: a function from this tsx-compiled file would carry helpers the
      // page does not have. The clock starts at the click and stops when the questionnaire's
      // first question is on screen.
      const elapsed = (await page.evaluate(`(async () => {
        const button = [...document.querySelectorAll('button[type=submit]')].find((b) => /sign up/i.test(b.textContent));
        const start = performance.now();
        button.click();
        await new Promise((done) => {
          const check = () =>
            location.pathname === '/onboarding' && document.querySelector('input[type=radio]')
              ? done()
              : requestAnimationFrame(check);
          check();
        });
        return performance.now() - start;
      })()`)) as number;
      if (i > 0) times.push(elapsed); // the first run warms the server's lazy paths
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

export async function runAccountBenchmarks(): Promise<void> {
  const { memoryCost, timeCost, parallelism } = ARGON2ID_PARAMS;
  console.log(
    `\nLodestar accounts benchmarks — argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}\n`,
  );
  const cost = await hashCost();
  console.log(
    `password hash, median of ${HASHES}                 ${ms(cost.hash)}   target 50–250 ms`,
  );
  console.log(
    `verify: wrong password ${ms(cost.wrong)}, unknown email (dummy) ${ms(cost.unknown)}   same work`,
  );

  if (!existsSync(join(ROOT, 'dist', 'server', 'main.mjs'))) {
    console.log('(login load skipped: run `npm run build` first)');
    return;
  }
  const connections = 10;
  const seconds = 10;
  const limited = await startApp();
  try {
    const figures = await loginLoad(limited.url, connections, seconds);
    console.log(
      `POST /api/v1/session, default rate limits (${connections} conns, ${seconds} s, one address, one account)\n` +
        `    ${describeLoad(figures)}`,
    );
  } finally {
    await limited.stop();
  }
  const open = await startApp({
    env: {
      RATE_LIMIT_LOGIN_PER_IP: '100000000/1m',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000000/1m',
    },
  });
  try {
    const figures = await loginLoad(open.url, connections, seconds);
    console.log(
      `POST /api/v1/session, limits out of reach (hash-bound; ${connections} conns, ${seconds} s)\n` +
        `    ${describeLoad(figures)}`,
    );
  } finally {
    await open.stop();
  }

  const signupApp = await startApp({
    seed: false,
    env: {
      RATE_LIMIT_REGISTRATION_PER_IP: '100000/1h',
      RATE_LIMIT_REGISTRATION_PER_EMAIL: '100000/1h',
    },
  });
  try {
    const timing = await registrationTiming(signupApp.url);
    console.log(
      `POST /api/v1/registration, median of ${SIGNUPS}: taken email (409) ${ms(timing.taken)}, ` +
        `new email (200) ${ms(timing.fresh)}   no timing oracle`,
    );
    const times = await signupToOnboarding(signupApp.url);
    console.log(
      `signup form submitted → onboarding page, Chromium headless, median of ${times.length}   ${ms(median(times))}`,
    );
  } finally {
    await signupApp.stop();
  }
}
