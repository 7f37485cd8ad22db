import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// STYLE.md rules 2 and 3 for every context: a domain imports no framework, ORM or contracts,
// and a context reaches another only through that context's public/ folder.

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), 'modules');
const CONTEXTS = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
}

describe('context boundaries', () => {
  it('knows the contexts', () => {
    expect(CONTEXTS).toEqual(expect.arrayContaining(['accounts', 'identity', 'international', 'notifications', 'payments']));
  });

  it.each(CONTEXTS)('%s imports other contexts only through their public/ folders', (context) => {
    const offending = sourceFiles(join(MODULES, context)).flatMap((file) => importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(MODULES, resolve(dirname(file), spec)))
      .filter((target) => !target.startsWith(`${context}/`) && !target.startsWith('..') && !/^[\w-]+\/public\//.test(target))
      .map((target) => `${relative(MODULES, file)} -> ${target}`));
    expect(offending).toEqual([]);
  });

  it.each(CONTEXTS)('%s keeps its domain free of NestJS, MikroORM and contracts', (context) => {
    const offending = sourceFiles(join(MODULES, context)).filter((file) => file.includes('/domain/'))
      .flatMap((file) => importsOf(file).filter((spec) => /^@nestjs\/|^@mikro-orm\/|^@bank\/contracts/.test(spec)).map((spec) => `${relative(MODULES, file)} -> ${spec}`));
    expect(offending).toEqual([]);
  });
});
