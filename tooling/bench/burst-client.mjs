// The client half of the sign-up burst (apps/api/bench/sign-up-burst.ts): reads the service address, the class and
// the athletes' sessions from the JSON file named on the command line, sends every `TestApplication/SignUp` at once
// (each signed as the api-client signs it: MD5 of Action + SIGN_SALT + ts + userToken), and prints one JSON line:
// Node's fetch opens as many connections as requests (its pool has no per-origin limit), so all are in flight at once.
// how many were accepted, the refusals by message, faults, and the latency percentiles of the answers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const SALT = 'shuttlecock'; // SIGN_SALT of @badminton/contracts
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function body(athlete) {
  const ts = Math.floor(Date.now() / 1000);
  const token = createHash('md5').update(`SignUp${SALT}${ts}${athlete.userToken}`).digest('hex');
  return JSON.stringify({
    status: 1,
    train: '压测俱乐部',
    coach: '压测教练',
    phone: '无',
    test_class_id: input.classId,
    grade: input.grade,
    userToken: athlete.userToken,
    userid: String(athlete.userId),
    user_id: String(athlete.userId),
    ts,
    token,
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const bodies = input.athletes.map(body);
const started = performance.now();
const outcomes = await Promise.all(
  bodies.map(async (payload) => {
    const sent = performance.now();
    try {
      const response = await fetch(input.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
      const answer = await response.json();
      return { ms: performance.now() - sent, answer };
    } catch (error) {
      return { ms: performance.now() - sent, error: String(error) };
    }
  }),
);
const wallMs = performance.now() - started;
const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const refusals = {};
let accepted = 0;
let faults = 0;
const faultSamples = [];
for (const outcome of outcomes) {
  if (outcome.error || !outcome.answer?.success) {
    faults += 1;
    if (faultSamples.length < 3) faultSamples.push(outcome.error ?? JSON.stringify(outcome.answer).slice(0, 200));
  }
  else if (outcome.answer.result?.isSuccess) accepted += 1;
  else refusals[outcome.answer.result?.errorMsg] = (refusals[outcome.answer.result?.errorMsg] ?? 0) + 1;
}
const round = (n) => Math.round(n);
process.stdout.write(
  `${JSON.stringify({
    sent: outcomes.length,
    accepted,
    refusals,
    faults,
    faultSamples,
    wallMs: round(wallMs),
    latencyMs: { p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1)) },
  })}\n`,
);
