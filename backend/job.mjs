// `npm run job -- <name> [args]`: runs a back-office job from the built code (backend/dist).
// Building is `npm run build`'s business, so a job never recompiles under a running server.
import { existsSync } from 'node:fs';

const cli = new URL('./dist/src/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('The backend is not built (backend/dist is missing): run npm run build first.');
  process.exit(1);
}
await import(cli.href);
