import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';
import { CONTEXT_FUNCTIONS, CONTEXT_TABLES } from '../migrations/20261127000000-context-schemas.js';

/*
 * The rules of docs/architecture.md, "Persistence and boundaries", read from the source:
 * - a context reaches another only through its public/ folder, and a domain imports no framework;
 * - domain/, application/ and public/ hold no persistence: no MikroORM, pg or Kysely import, no
 *   sql()/sqlRun() call, no EntityManager, no SQL text naming a table;
 * - public/ declares tokens and types only, no SQL (a statement part another context needs lives
 *   in the owner's infrastructure/, behind a DI token declared in public/);
 * - SQL anywhere in src/ names only its own schema's tables, schema-qualified; shared/ names only
 *   `platform`, which no context names.
 * Today's code breaks many of these: KNOWN_VIOLATIONS lists each break. The test fails on a break
 * not listed and on a listed line that no longer breaks, so the list only shrinks: whoever fixes
 * a break deletes its line.
 */

const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, 'modules');
const MIGRATIONS = resolve(SRC, '../migrations');
const CONTEXTS = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

// --- the known breaks: `<file under src/modules or src/>: <rule>`, one a line, by context -------

const KNOWN_VIOLATIONS: string[] = [
];

/** Context cycles in the dependency list below; like the list above, it only shrinks. */
const KNOWN_CYCLES: string[] = [
  'accounts ⇄ admin ⇄ cards ⇄ identity ⇄ international ⇄ payments',
];

// --- what the source says --------------------------------------------------------------------

/** Every table and function by schema: the move migration's map, then what later migrations create, schema-qualified. */
function schemaObjects(): Map<string, Set<string>> {
  const objects = new Map<string, Set<string>>();
  const add = (schema: string, name: string) => objects.set(schema, (objects.get(schema) ?? new Set()).add(name));
  for (const [schema, tables] of Object.entries(CONTEXT_TABLES)) tables.forEach((t) => add(schema, t));
  for (const [schema, functions] of Object.entries(CONTEXT_FUNCTIONS)) functions.forEach((f) => add(schema, f.replace(/\(.*$/, '')));
  add('platform', 'mikro_orm_migrations');
  const later = readdirSync(MIGRATIONS).filter((f) => /^\d{14}-.*\.ts$/.test(f) && f > '20261127000000');
  for (const file of later) {
    const text = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const [, schema, name] of text.matchAll(/create\s+(?:table|(?:or\s+replace\s+)?function|view|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?(\w+)\.(\w+)/gi)) add(schema, name);
  }
  return objects;
}

const SCHEMAS = schemaObjects();
const TABLE_SCHEMA = new Map([...SCHEMAS].flatMap(([schema, names]) => [...names].map((name) => [name, schema] as const)));
const QUALIFIED = new RegExp(`\\b(${[...SCHEMAS.keys()].join('|')})\\.(\\w+)\\b`, 'g');
const UNQUALIFIED = new RegExp(`\\b(?:from|join|into|update|table|truncate|references)\\s+(?:only\\s+)?(?<![.\\w])(${[...TABLE_SCHEMA.keys()].join('|')})\\b(?![.(])`, 'gi');
/** Words only SQL puts together (a message may say "from your accounts", never "select … from" or "where … =") */
const SQL_SHAPE = /\b(select\b[\s\S]*\bfrom|insert\s+into|delete\s+from|update\s+[\w.]+(\s+\w+)?\s+set|from\s+[\w.]+(\s+\w+)?\s+(where|join|group|order)|exists\s*\(|\w+\)?\s+i?like\s+[$?]|[\w.]+\s*(=|<|>|<>)\s*\$\d)/i;

interface SourceFile {
  /** Under src/modules (`payments/application/…`) or under src (`shared/…`, `demo/…`). */
  path: string;
  /** The context, `shared`, or another top folder of src (`demo`, `config`, …). */
  owner: string;
  layer: 'domain' | 'application' | 'public' | 'infrastructure' | 'http' | 'other';
  imports: string[];
  /** String and template literals (a template's holes as ` ? `), comments left out. */
  literals: string[];
  calls: Set<string>;
  identifiers: Set<string>;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function read(file: string): SourceFile {
  const underModules = file.startsWith(MODULES + '/');
  const path = relative(underModules ? MODULES : SRC, file);
  const [owner, layer] = path.split('/');
  const source: SourceFile = {
    path,
    owner: owner.replace(/\.ts$/, ''),
    layer: underModules && ['domain', 'application', 'public', 'infrastructure', 'http'].includes(layer) ? layer as SourceFile['layer'] : 'other',
    imports: [], literals: [], calls: new Set(), identifiers: new Set(),
  };
  const ast = swc.parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', decorators: true, target: 'es2022' });
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach(walk); return; }
    const n = node as Record<string, any>;
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || n.type === 'ExportNamedDeclaration') && n.source) {
      source.imports.push(n.source.value);
      return;
    }
    if (n.type === 'StringLiteral') source.literals.push(n.value);
    if (n.type === 'TemplateLiteral') source.literals.push(n.quasis.map((q: { cooked?: string; raw: string }) => q.cooked ?? q.raw).join(' ? '));
    if (n.type === 'CallExpression' && n.callee?.type === 'Identifier') source.calls.add(n.callee.value);
    if (n.type === 'Identifier') source.identifiers.add(n.value);
    for (const [key, value] of Object.entries(n)) if (key !== 'span') walk(value);
  };
  walk(ast.body);
  return source;
}

const FILES = [...tsFiles(MODULES), ...tsFiles(SRC).filter((f) => !f.startsWith(MODULES + '/'))].map(read);

/** The schema a file's SQL may name: its context's, `platform` for shared/, none elsewhere. */
const ownSchema = (f: SourceFile) => (CONTEXTS.includes(f.owner) ? f.owner : f.owner === 'shared' ? 'platform' : null);

/** Tables and functions a literal names: qualified ones with their schema, and unqualified table names in SQL. */
function namedInSql(literal: string): { schemas: Set<string>; unqualified: boolean; sql: boolean } {
  const schemas = new Set<string>();
  for (const [, schema, name] of literal.matchAll(QUALIFIED)) if (SCHEMAS.get(schema)!.has(name)) schemas.add(schema);
  const shaped = SQL_SHAPE.test(literal);
  const unqualified = shaped && [...literal.matchAll(UNQUALIFIED)].length > 0;
  return { schemas, unqualified, sql: shaped || schemas.size > 0 };
}

const PERSISTENCE_IMPORT = /^(@mikro-orm\/|pg$|pg\/|kysely$)/;
const KEPT_LAYERS = new Set(['domain', 'application', 'public']);

function violations(f: SourceFile): string[] {
  const found = new Set<string>();
  const inModules = CONTEXTS.includes(f.owner);
  if (inModules) {
    for (const spec of f.imports.filter((s) => s.startsWith('.'))) {
      const target = relative(MODULES, resolve(join(MODULES, dirname(f.path)), spec));
      const [context, layer] = target.split('/');
      if (target.startsWith('..') || context === f.owner || layer === 'public') continue;
      found.add(`imports ${context}/${layer} past its public/`);
    }
  }
  if (f.layer === 'domain') {
    // MikroORM is the persistence rule's, below.
    for (const spec of f.imports.filter((s) => /^@nestjs\/|^@bank\/contracts/.test(s))) found.add(`domain imports ${spec.split('/').slice(0, 2).join('/')}`);
  }
  if (KEPT_LAYERS.has(f.layer)) {
    for (const spec of f.imports.filter((s) => PERSISTENCE_IMPORT.test(s))) found.add(`${f.layer} imports ${spec.startsWith('@mikro-orm/') ? '@mikro-orm/*' : spec.split('/')[0]}`);
    if (f.calls.has('sql') || f.calls.has('sqlRun')) found.add(`${f.layer} calls sql()`);
    if (f.identifiers.has('EntityManager')) found.add(`${f.layer} uses EntityManager`);
  }
  const own = ownSchema(f);
  for (const literal of f.literals) {
    const { schemas, unqualified, sql } = namedInSql(literal);
    if (unqualified) found.add('SQL names a table without its schema');
    for (const schema of schemas) if (schema !== own) found.add(`SQL names the ${schema} schema`);
    if ((f.layer === 'domain' || f.layer === 'application') && (schemas.size > 0 || unqualified)) found.add(`${f.layer} holds SQL naming tables`);
    if (f.layer === 'public' && sql) found.add('public declares SQL');
  }
  return [...found].map((rule) => `${f.path}: ${rule}`);
}

/** Which context imports which one's public/ (a context importing only itself is left out). */
function dependencies(): Map<string, Set<string>> {
  const graph = new Map(CONTEXTS.map((c) => [c, new Set<string>()]));
  for (const f of FILES.filter((file) => CONTEXTS.includes(file.owner))) {
    for (const spec of f.imports.filter((s) => s.startsWith('.'))) {
      const [context] = relative(MODULES, resolve(join(MODULES, dirname(f.path)), spec)).split('/');
      if (CONTEXTS.includes(context) && context !== f.owner) graph.get(f.owner)!.add(context);
    }
  }
  return graph;
}

/** Groups of contexts that reach each other (strongly connected, more than one), as `a ⇄ b ⇄ c`. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const reach = (from: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...graph.get(from)!];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...graph.get(next)!);
    }
    return seen;
  };
  const reaches = new Map(CONTEXTS.map((c) => [c, reach(c)]));
  const groups = new Set<string>();
  for (const c of CONTEXTS) {
    const group = CONTEXTS.filter((other) => other === c || (reaches.get(c)!.has(other) && reaches.get(other)!.has(c)));
    if (group.length > 1) groups.add(group.join(' ⇄ '));
  }
  return [...groups];
}

describe('architecture', () => {
  it('knows the contexts and their schemas', () => {
    expect(CONTEXTS).toEqual(['accounts', 'admin', 'cards', 'identity', 'international', 'notifications', 'onboarding', 'payments']);
    expect([...SCHEMAS.keys()].sort()).toEqual([...CONTEXTS, 'platform'].sort());
  });

  it('sees SQL in a template with holes, and not in a message or a comment', () => {
    expect(namedInSql('select id from payments.transactions t where ? and t.id = $1')).toEqual({ schemas: new Set(['payments']), unqualified: false, sql: true });
    expect(namedInSql('select 1 from users where id = $1').unqualified).toBe(true);
    expect(namedInSql('Transfers from accounts you own only').sql).toBe(false);
    expect(namedInSql('(lower(customer_id) like ? or search_text like ?)').sql).toBe(true);
    expect(namedInSql('Would you like to add a payee?').sql).toBe(false);
  });

  const found = FILES.flatMap(violations).sort();

  it('has no break that is not in KNOWN_VIOLATIONS', () => {
    const known = new Set(KNOWN_VIOLATIONS);
    expect(found.filter((v) => !known.has(v))).toEqual([]);
  });

  it('lists no break that is gone (delete its line from KNOWN_VIOLATIONS)', () => {
    const actual = new Set(found);
    expect(KNOWN_VIOLATIONS.filter((v) => !actual.has(v))).toEqual([]);
    expect(KNOWN_VIOLATIONS.length).toBe(new Set(KNOWN_VIOLATIONS).size);
  });

  it('lists the contexts\' dependencies; a cycle not in KNOWN_CYCLES fails, and a listed one that is gone too', () => {
    const graph = dependencies();
    console.log(`context dependencies (imports of another context's public/):\n${CONTEXTS.map((c) => `  ${c.padEnd(14)} -> ${[...graph.get(c)!].sort().join(', ') || '(none)'}`).join('\n')}`);
    expect(cycles(graph)).toEqual(KNOWN_CYCLES);
  });
});
