import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

describe('the request and answer types of the OpenAPI document', () => {
  it('api-types.generated.ts is what the controllers and contracts say (else run `npm run docs:openapi`)', () => {
    // The generator in a process of its own: Node runs it as it is, several times faster than jest's transform.
    const generated = execFileSync(process.execPath, [join(HERE, 'generate-api-types.ts'), '--stdout'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(readFileSync(join(HERE, 'api-types.generated.ts'), 'utf8')).toBe(generated);
  }, 60_000);
});
