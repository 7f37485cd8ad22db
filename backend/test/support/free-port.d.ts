/** See free-port.js: plain JS, so the jest global setup (outside the TS transform) can use it too. */
export function freePort(): Promise<number>;
