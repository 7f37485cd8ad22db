import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// STYLE.md rules 2 and 3 for the notifications context: its domain imports no framework, and it
// reaches other contexts only through their public/ folders.

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/modules');
const ROOT = join(MODULES, 'notifications');

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

describe('notifications context boundaries', () => {
  const files = sourceFiles(ROOT);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports another context only through its public/ folder', () => {
    const offending = files.flatMap((file) => importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(MODULES, resolve(dirname(file), spec)))
      .filter((target) => !target.startsWith('notifications/') && !target.startsWith('..') && !/^[\w-]+\/public\//.test(target))
      .map((target) => `${relative(ROOT, file)} -> ${target}`));
    expect(offending).toEqual([]);
  });

  it('keeps the domain free of NestJS, MikroORM and contracts', () => {
    const offending = files.filter((file) => file.includes('/domain/'))
      .flatMap((file) => importsOf(file).filter((spec) => /^@nestjs\/|^@mikro-orm\/|^@bank\/contracts/.test(spec)).map((spec) => `${relative(ROOT, file)} -> ${spec}`));
    expect(offending).toEqual([]);
  });
});
