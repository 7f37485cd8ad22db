/**
 * `run` with these environment variables set, put back after: a back-office job reads some
 * (ADMIN_PASSWORD…) when it runs. Plain JS, so the job host (job-host.js, outside the TS
 * transform) and demo-bank.ts share it.
 * @template T
 * @param {Record<string, string>} env
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function withEnv(env, run) {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
