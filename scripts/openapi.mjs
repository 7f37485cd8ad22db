// Writes the API's OpenAPI document, built from the code without starting a server or a database,
// to the file given (default .data/openapi.json): `npm run openapi`, and `npm run lint:openapi`
// lints it (docs/testing.md). Runs on the built backend (`npm run build` first).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createApiDocument } from '../backend/dist/src/app.js';
import { loadConfig } from '../backend/dist/src/config/config.js';

const out = resolve(process.argv[2] ?? '.data/openapi.json');
const document = await createApiDocument(loadConfig({ ...process.env, NODE_ENV: 'development' }));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${out}: ${Object.keys(document.paths).length} paths`);
