// Soak: the product's server as `npm start` runs it (embedded sandbox venues, PGlite), loaded for a
// long while with 1,000 running bots and 100 simulated clients calling the API. The clients are 100
// users, each with its own sandbox account bound and 10 bots on one market (_soak-users.ts sets them
// up); each client loops over the reads a browser makes with a think time between calls
// (_soak-clients.ts).
// The server's RSS (/proc/<pid>/status VmRSS) is sampled every 10 s. Prints RSS at the start (after
// warm-up), middle and end, its growth after warm-up (the goal: flat, at most 10%), the API's p99
// latency over the whole soak and per third, calls/s and errors (_soak-figures.ts measures and sums up).
// Opt-in (10 minutes): `npm run bench soak`; a plain `npm run bench` skips it. Alone:
// `node --import tsx bench/soak.ts`. SOAK_SECONDS (600) shortens it; SOAK_WARMUP_SECONDS (a fifth of
// it), SOAK_BOTS (1000), SOAK_CLIENTS (100), SOAK_THINK_MS (1000, the mean pause) and SOAK_HEAP_MB
// (1024, the server's heap cap as a deployment sets it) change the rest.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startProductServer } from './_product-server.ts';
import { type ClientLoad, clientLoop } from './_soak-clients.ts';
import { cpuSeconds, percentile, round, rssMb, slopeOf, sortedOf } from './_soak-figures.ts';
import { createUser, inBatches, setupRetryCount, sleep, startBots } from './_soak-users.ts';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const SAMPLE_MS = 10_000;

export interface SoakResult {
  bots: number;
  clients: number;
  seconds: number;
  warmUpSeconds: number;
  setupSeconds: number;
  /** Setup calls answered 4105 and tried again. */
  setupRetries: number;
  rssStartMb: number;
  rssMiddleMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  /** End against start, after warm-up. */
  rssGrowthPercent: number;
  /** Least-squares slope of the samples after warm-up. */
  rssSlopeMbPerMinute: number;
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  p99ByThirdMs: [number, number, number];
  /** Calls begun after the warm-up. */
  p99AfterWarmUpMs: number;
  maxMs: number;
  errors: number;
  /** CPU time over the soak against wall time: 100% is one core busy. */
  serverCpuPercent: number;
  /** The load generator's own (this process: 100 clients' envelopes), on the same machine. */
  benchCpuPercent: number;
  perCall: Record<string, { calls: number; p50Ms: number; p99Ms: number; maxMs: number }>;
  botsRunningAtEnd: number;
  ordersPlaced: number;
  botRunnerFailuresLogged: number;
}

export async function run(options: { print?: boolean } = {}): Promise<SoakResult> {
  const print = options.print ?? true;
  const seconds = envNumber('SOAK_SECONDS', 600);
  const warmUpSeconds = Math.min(seconds / 2, envNumber('SOAK_WARMUP_SECONDS', seconds / 5));
  const clientCount = envNumber('SOAK_CLIENTS', 100);
  const botCount = envNumber('SOAK_BOTS', 1000);
  const botsPerUser = Math.ceil(botCount / clientCount);
  const thinkMs = envNumber('SOAK_THINK_MS', 1000);
  const heapMb = envNumber('SOAK_HEAP_MB', 1024);
  const log = (line: string) => print && console.log(`  ${line}`);

  const server = await startProductServer({
    // Registering 100 users from one address takes 100 mailed codes within the hour.
    MAIL_PER_IP_PER_HOUR: '10000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim(),
  });
  try {
    const inviteCode = /invite code: (\S+)/.exec(server.output())?.[1];
    if (!inviteCode) throw new Error(`no invite code printed:\n${server.output().slice(0, 2000)}`);
    const setupStarted = performance.now();
    log(`server pid ${server.pid}, RSS ${round(rssMb(server.pid))} MB; registering ${clientCount} users`);
    // Every account is bound before any bot runs, so the binding's venue check is not queued behind them.
    const users = await inBatches(clientCount, 5, (index) => createUser(server, inviteCode, index));
    log(
      `${users.length} users registered and bound in ${round((performance.now() - setupStarted) / 1000)} s; starting ${botsPerUser} bots each`,
    );
    await inBatches(users.length, 5, (index) => startBots(users[index]!, botsPerUser));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    log(
      `${users.length * botsPerUser} bots started in ${round(setupSeconds)} s (${setupRetryCount()} setup calls retried); RSS ${round(rssMb(server.pid))} MB; soak ${seconds} s`,
    );

    const started = performance.now();
    const deadline = started + seconds * 1000;
    const load: ClientLoad = { calls: [], errors: 0, errorKinds: new Map() };
    const { calls, errorKinds } = load;
    const samples: Array<{ at: number; mb: number; cpu: number }> = [];
    const benchCpuBefore = process.cpuUsage();
    const sample = () => samples.push({ at: (performance.now() - started) / 1000, mb: rssMb(server.pid), cpu: cpuSeconds(server.pid) });
    sample();
    const sampler = setInterval(() => {
      sample();
      const last = samples[samples.length - 1]!;
      const before = samples[samples.length - 2]!;
      const cpu = Math.round(((last.cpu - before.cpu) / (last.at - before.at)) * 100);
      if (print && samples.length % 6 === 1)
        console.log(`  ${Math.round(last.at)} s: RSS ${round(last.mb)} MB, server CPU ${cpu}%, ${calls.length} calls`);
    }, SAMPLE_MS);

    const loops = users.map((user) => clientLoop(user, load, { started, deadline, thinkMs }));
    await Promise.race([Promise.all(loops), sleep(seconds * 1000 + 60_000)]);
    clearInterval(sampler);
    sample();
    const elapsed = (performance.now() - started) / 1000;
    const benchCpu = process.cpuUsage(benchCpuBefore);

    // The bots as their owners see them at the end.
    let botsRunningAtEnd = 0;
    let ordersPlaced = 0;
    const stopReasons = new Map<string, number>();
    for (const user of users) {
      const { list } = await user.client.call<{ list: Array<{ status: string; orders: number; status_reason: { text: string } | null }> }>(
        '/Api/Markets/get_robot_list_alone',
        {},
      );
      for (const bot of list) {
        ordersPlaced += bot.orders;
        if (bot.status === 'running' || bot.status === 'queued') botsRunningAtEnd++;
        else {
          const reason = `${bot.status}: ${bot.status_reason?.text ?? '-'}`.slice(0, 120);
          stopReasons.set(reason, (stopReasons.get(reason) ?? 0) + 1);
        }
      }
    }
    const failures = server.output().match(/bot runner failure.*$/gm) ?? [];

    const afterWarmUp = samples.filter((s) => s.at >= warmUpSeconds);
    const startSample = afterWarmUp[0] ?? samples[0]!;
    const endSample = samples[samples.length - 1]!;
    const middleAt = (startSample.at + endSample.at) / 2;
    const middleSample = afterWarmUp.reduce(
      (best, s) => (Math.abs(s.at - middleAt) < Math.abs(best.at - middleAt) ? s : best),
      startSample,
    );
    const firstSample = samples[0]!;
    const serverCpuPercent = round(((endSample.cpu - firstSample.cpu) / (endSample.at - firstSample.at)) * 100, 0);
    const slope = slopeOf(afterWarmUp.map((s) => [s.at / 60, s.mb]));

    const third = (k: number) =>
      round(percentile(sortedOf(calls.filter((c) => c.at >= (k * seconds) / 3 && c.at < ((k + 1) * seconds) / 3).map((c) => c.ms)), 99));
    const perCall: SoakResult['perCall'] = {};
    for (const name of [...new Set(calls.map((c) => c.name))].sort()) {
      const times = sortedOf(calls.filter((c) => c.name === name).map((c) => c.ms));
      perCall[name] = {
        calls: times.length,
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        maxMs: round(times[times.length - 1] ?? 0),
      };
    }
    const sorted = sortedOf(calls.map((c) => c.ms));
    const result: SoakResult = {
      bots: users.length * botsPerUser,
      clients: users.length,
      seconds: Math.round(elapsed),
      warmUpSeconds: Math.round(warmUpSeconds),
      setupSeconds: Math.round(setupSeconds),
      setupRetries: setupRetryCount(),
      rssStartMb: Math.round(startSample.mb),
      rssMiddleMb: Math.round(middleSample.mb),
      rssEndMb: Math.round(endSample.mb),
      rssMaxMb: Math.round(Math.max(...samples.map((s) => s.mb))),
      rssGrowthPercent: round(((endSample.mb - startSample.mb) / startSample.mb) * 100),
      rssSlopeMbPerMinute: round(slope, 2),
      calls: calls.length,
      callsPerSecond: round(calls.length / elapsed),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      p99ByThirdMs: [third(0), third(1), third(2)],
      p99AfterWarmUpMs: round(percentile(sortedOf(calls.filter((c) => c.at >= warmUpSeconds).map((c) => c.ms)), 99)),
      maxMs: round(sorted[sorted.length - 1] ?? 0),
      errors: load.errors,
      serverCpuPercent,
      benchCpuPercent: round(((benchCpu.user + benchCpu.system) / 1e6 / elapsed) * 100, 0),
      perCall,
      botsRunningAtEnd,
      ordersPlaced,
      botRunnerFailuresLogged: failures.length,
    };
    if (print) {
      log(`RSS every ${SAMPLE_MS / 1000} s (MB): ${samples.map((s) => Math.round(s.mb)).join(' ')}`);
      log(
        `server RSS after ${result.warmUpSeconds} s warm-up: start ${result.rssStartMb} MB, middle ${result.rssMiddleMb} MB, end ${result.rssEndMb} MB (max ${result.rssMaxMb})`,
      );
      log(`RSS growth after warm-up: ${result.rssGrowthPercent}% (goal ≤ 10%), trend ${result.rssSlopeMbPerMinute} MB/min`);
      log(
        `API latency: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (by third ${result.p99ByThirdMs.join(' / ')} ms; after warm-up ${result.p99AfterWarmUpMs} ms), max ${result.maxMs} ms`,
      );
      log(`${result.calls} calls, ${result.callsPerSecond} calls/s from ${result.clients} clients; errors ${result.errors}`);
      log(
        `CPU: server ${result.serverCpuPercent}%, load generator ${result.benchCpuPercent}% (100% = one core; this machine has ${availableParallelism()})`,
      );
      for (const [message, count] of [...errorKinds].sort((a, b) => b[1] - a[1]).slice(0, 5)) log(`  ${count} × ${message}`);
      for (const [name, figures] of Object.entries(perCall))
        log(`  ${name}: ${figures.calls} calls, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`);
      log(`bots: ${result.botsRunningAtEnd} of ${result.bots} running at the end; ${result.ordersPlaced} orders placed`);
      for (const [reason, count] of [...stopReasons].sort((a, b) => b[1] - a[1]).slice(0, 5)) log(`  ${count} × ${reason}`);
      log(`bot runner failures in the server log: ${result.botRunnerFailuresLogged}`);
      for (const line of [...new Set(failures.map((line) => line.slice(0, 200)))].slice(0, 3)) log(`  ${line}`);
    }
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run();
  process.exit(0);
}
