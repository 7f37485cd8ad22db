/** See with-env.js: plain JS, so the job host (outside the TS transform) can use it too. */
export function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T>;
