// The request and answer types of every route, as JSON Schemas, generated from the sources:
// `npm run docs:openapi` reads each controller's signatures (the return type, the `@Body()` and
// `@Query()` parameter types, `@BodyType<T>()` where a route reads its body by hand) and has
// ts-json-schema-generator turn those types, the same ones the client imports from
// @bank/contracts, into schemas; it writes api-types.generated.ts, which openapi-document.ts
// puts into the OpenAPI document. backend/test/platform/openapi.contract.spec.ts fails when that
// file is not what the code says (docs/decisions/openapi-document.md). Plain Node (no imports of
// the app), so Node runs this file as it is.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

// The TypeScript 5 API of the generator's own TypeScript: the project's TypeScript 7 has no
// JavaScript API, nor its types, so nodes are typed loosely here (`Ts`).
// oxlint-disable-next-line typescript/no-explicit-any
type Ts = any;
const ts: Ts = createRequire(createRequire(import.meta.url).resolve('ts-json-schema-generator'))('typescript');

const HERE = dirname(fileURLToPath(import.meta.url));
const BACKEND = resolve(HERE, '../../../..');
export const API_TYPES_FILE = join(HERE, 'api-types.generated.ts');

type Json = Record<string, unknown>;
export interface OperationTypes {
  summary?: string;
  description?: string;
  /** Who may call it: anyone, a signed-in user, or an administrator (the guard decorators). */
  access: 'public' | 'signed-in' | 'admin';
  /** The success status: `@HttpCode(n)`, else Nest's (201 for POST, 200 for the rest). */
  status: number;
  /** The JSON answer of the success status; absent when the route answers with no body. */
  answer?: Json;
  /** Media types of a route that writes a file itself (`@ApiProduces`). */
  produces?: string[];
  body?: Json;
  query?: Json;
  /** Query parameters read one by one (`@Query('name')`). */
  queryNames?: string[];
  /** Request headers the route reads (`@Headers('name')`). */
  headers?: string[];
}
export interface ApiTypes {
  schemas: Record<string, Json>;
  operations: Record<string, OperationTypes>;
}

const HTTP = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.controller.ts') ? [path] : [];
  });
}

function decorators(node: Ts): { name: string; call: Ts }[] {
  return (ts.canHaveDecorators(node) ? ts.getDecorators(node) ?? [] : []).flatMap((d: Ts) => {
    if (!ts.isCallExpression(d.expression)) return [];
    const callee = d.expression.expression;
    return ts.isIdentifier(callee) ? [{ name: callee.text, call: d.expression }] : [];
  });
}

const stringArgs = (call: Ts) => call.arguments.filter(ts.isStringLiteral).map((a: Ts) => a.text);

/** The first sentence of a JSDoc comment as the summary, the whole text as the description. */
function docs(node: Ts, sf: Ts): { summary?: string; description?: string } {
  const doc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
  const text = typeof doc?.comment === 'string' ? doc.comment.replace(/\s+/g, ' ').trim() : doc ? ts.getTextOfJSDocComment(doc.comment)?.replace(/\s+/g, ' ').trim() : undefined;
  void sf;
  if (!text) return {};
  const sentence = /^(.+?[.:;])(\s|$)/.exec(text)?.[1] ?? text;
  const summary = sentence.length > 100 ? `${sentence.slice(0, 97).trimEnd()}...` : sentence.replace(/[.:;]$/, '');
  return summary === text.replace(/[.:;]$/, '') ? { summary } : { summary, description: text };
}

/** `Promise<T>` → T. */
function unwrapPromise(node: Ts): Ts {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === 'Promise' && node.typeArguments?.length === 1) return node.typeArguments[0];
  return node;
}

interface Route { id: string; file: string; types: { answer?: string; body?: string; query?: string }; meta: OperationTypes }

/** Every route of every controller, with the text of its types; a route whose answer is not written down is an error. */
function readControllers(): { routes: Route[]; errors: string[] } {
  const routes: Route[] = [];
  const errors: string[] = [];
  for (const file of sourceFiles(join(BACKEND, 'src'))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const cls of sf.statements.filter(ts.isClassDeclaration)) {
      const classDecorators = decorators(cls).map((d) => d.name);
      if (!classDecorators.includes('Controller') || !cls.name) continue;
      for (const method of cls.members.filter(ts.isMethodDeclaration)) {
        const own = decorators(method);
        if (!own.some((d) => HTTP.has(d.name))) continue;
        const name = method.name.getText(sf);
        const id = `${cls.name.text}_${name}`;
        const where = `${relative(BACKEND, file)}: ${cls.name.text}.${name}`;
        const guards = [...classDecorators, ...own.map((d) => d.name)];
        const meta: OperationTypes = {
          ...docs(method, sf),
          access: guards.includes('AdminOnly') ? 'admin' : guards.includes('SignedIn') ? 'signed-in' : 'public',
          status: Number(own.find((d) => d.name === 'HttpCode')?.call.arguments[0]?.getText(sf) ?? (own.some((d) => d.name === 'Post') ? 201 : 200)),
        };
        const types: Route['types'] = {};
        const produces = own.find((d) => d.name === 'ApiProduces');
        if (produces) meta.produces = stringArgs(produces.call);
        if (!method.type) errors.push(`${where}: write its answer's type (the return type)`);
        else {
          const answer = unwrapPromise(method.type);
          if (answer.kind !== ts.SyntaxKind.VoidKeyword) types.answer = answer.getText(sf);
          else if (!produces && meta.status !== 204) {
            errors.push(`${where}: answers nothing: @HttpCode(204), or @ApiProduces(...) for a route that writes a file`);
          }
        }
        const bodyType = own.find((d) => d.name === 'BodyType');
        if (bodyType?.call.typeArguments?.length === 1) types.body = bodyType.call.typeArguments[0].getText(sf);
        for (const param of method.parameters) {
          for (const d of decorators(param)) {
            const arg = stringArgs(d.call)[0];
            if (d.name === 'Body' && !types.body) {
              const text = param.type?.getText(sf);
              if (!text || /^(unknown|any|Record<string, unknown>)$/.test(text)) errors.push(`${where}: its body is ${text ?? 'untyped'}: give its type with @BodyType<T>()`);
              else types.body = text;
            }
            if (d.name === 'Query' && arg === undefined) types.query = param.type?.getText(sf);
            if (d.name === 'Query' && arg !== undefined) (meta.queryNames ??= []).push(arg);
            if (d.name === 'Headers' && arg !== undefined) (meta.headers ??= []).push(arg.toLowerCase());
          }
        }
        routes.push({ id, file, types, meta });
      }
    }
  }
  return { routes, errors };
}

/** `@bank/contracts/account-opening` → `contracts_account_opening`, the name the alias files import it as. */
const namespaceOf = (spec: string) => spec.replace('@bank/', '').replace(/\W/g, '_');
const CONTRACT_MODULES = readdirSync(join(BACKEND, '../contracts/src')).filter((f) => f.endsWith('.ts')).map((f) => `@bank/contracts/${f.replace(/\.ts$/, '')}`);

/**
 * Request classes that implement a contract (`class CreateTransferRequest implements
 * DomesticTransferRequest`): the document describes the contract, the type the client sends.
 */
function contractsOfRequestClasses(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(join(BACKEND, 'src/modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('/http/') && f.endsWith('.ts') && !f.endsWith('.spec.ts')).map((f) => join(BACKEND, 'src/modules', f));
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = new Map<string, string>();
    for (const i of sf.statements.filter(ts.isImportDeclaration)) {
      const spec = (i.moduleSpecifier as Ts).text;
      const named = i.importClause?.namedBindings;
      if (!spec.startsWith('@bank/contracts/') || !named || !ts.isNamedImports(named)) continue;
      for (const e of named.elements) imported.set(e.name.text, `${namespaceOf(spec)}.${(e.propertyName ?? e.name).text}`);
    }
    for (const cls of sf.statements.filter(ts.isClassDeclaration)) {
      const implemented = cls.heritageClauses?.find((h: Ts) => h.token === ts.SyntaxKind.ImplementsKeyword)?.types ?? [];
      const contract = implemented.length === 1 ? imported.get(implemented[0].expression.getText(sf)) : undefined;
      if (cls.name && contract) found.set(cls.name.text, contract);
    }
  }
  return found;
}

/** A file of type aliases, one per route and kind, importing what the controller imports. */
function aliasFile(dir: string, file: string, routes: Route[], contracts: Map<string, string>): string {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports = sf.statements.filter(ts.isImportDeclaration).filter((i: Ts) => i.importClause).map((i: Ts) => {
    const spec = (i.moduleSpecifier as Ts).text;
    const target = spec.startsWith('.') ? relative(dir, resolve(dirname(file), spec)) : spec;
    return i.getText(sf).replace(/(['"])[^'"]+\1\s*;?\s*$/, `'${target.startsWith('.') ? target : target.startsWith('/') || spec.startsWith('.') ? `./${target}` : target}';`);
  });
  // Local declarations the signatures may name (a type or request class declared in the controller file).
  const locals = sf.statements
    .filter((s: Ts) => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s) || (ts.isClassDeclaration(s) && !decorators(s).length))
    .map((s: Ts) => s.getText(sf).replace(/^(export\s+)?/, 'export '));
  const aliases = routes.flatMap((r) => Object.entries(r.types).map(([kind, text]) => `export type ${r.id}__${kind} = ${contracts.get(text) ?? text};`));
  const namespaces = CONTRACT_MODULES.map((spec) => `import type * as ${namespaceOf(spec)} from '${spec}';`);
  return [...imports, ...namespaces, ...locals, ...aliases, ''].join('\n');
}

/** `#/definitions/CursorPage%3CTransactionDto%3E` → `CursorPage_TransactionDto`: names an OpenAPI component may have. */
const componentName = (name: string) => decodeURIComponent(name).replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');

function renameRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renameRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string'
    ? `#/components/schemas/${componentName(v.replace('#/definitions/', ''))}` : renameRefs(v)]));
}

export function generateApiTypes(): ApiTypes {
  const { routes, errors } = readControllers();
  if (errors.length) throw new Error(`Routes the OpenAPI document cannot describe:\n${errors.join('\n')}`);
  const dir = mkdtempSync(join(BACKEND, 'src/.openapi-'));
  try {
    const byFile = new Map<string, Route[]>();
    for (const route of routes) byFile.set(route.file, [...byFile.get(route.file) ?? [], route]);
    const contracts = contractsOfRequestClasses();
    [...byFile].forEach(([file, own], i) => {
      const path = join(dir, `routes-${i}.ts`);
      writeFileSync(path, aliasFile(dir, file, own, contracts));
    });
    // The error shape, and the one error that carries more (a wrong step-up answer's next question).
    writeFileSync(join(dir, 'errors.ts'), `export type { ApiError } from '@bank/contracts/errors';\nexport type { IncorrectAnswerError } from '@bank/contracts/security';\n`);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }));
    const generator = createGenerator({
      path: join(dir, '*.ts'), tsconfig: join(dir, 'tsconfig.json'), type: '*', expose: 'export', topRef: true,
      jsDoc: 'extended', skipTypeCheck: true, additionalProperties: false, sortProps: true, strictTuples: false,
    });
    const definitions = generator.createSchema('*').definitions ?? {};
    const named: Record<string, Json> = {};
    for (const [name, schema] of Object.entries(definitions)) if (!name.includes('__')) named[componentName(name)] = renameRefs(schema) as Json;
    const operations: Record<string, OperationTypes> = {};
    for (const route of routes) {
      const op: OperationTypes = { ...route.meta };
      for (const kind of ['answer', 'body', 'query'] as const) {
        if (route.types[kind]) op[kind] = renameRefs(definitions[`${route.id}__${kind}`]) as Json;
      }
      // The query becomes parameters, one a property: its own object, not a component.
      const queryRef = (op.query as { $ref?: string } | undefined)?.$ref;
      if (queryRef) op.query = named[queryRef.replace('#/components/schemas/', '')];
      operations[route.id] = op;
    }
    // Only the schemas the routes reach (and the error shape), in name order.
    const reached = new Set<string>(['ApiError', 'IncorrectAnswerError']);
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value)) {
        const name = k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '') : undefined;
        if (name && !reached.has(name)) { reached.add(name); visit(named[name]); } else visit(v);
      }
    };
    visit(operations);
    visit(named.ApiError);
    visit(named.IncorrectAnswerError);
    const schemas = Object.fromEntries([...reached].sort().map((name) => [name, named[name]]));
    return { schemas, operations };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function apiTypesModule(types = generateApiTypes()): string {
  return [
    '// Generated by `npm run docs:openapi` (generate-api-types.ts) from the controllers and @bank/contracts: do not edit.',
    "import type { ApiTypes } from './generate-api-types.js';",
    '',
    `export const API_TYPES: ApiTypes = ${JSON.stringify(types, null, 2)};`,
    '',
  ].join('\n');
}

// `--stdout`: print the module instead of writing it (the spec compares, in a process of its own: faster than in jest).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--stdout')) process.stdout.write(apiTypesModule());
  else writeFileSync(API_TYPES_FILE, apiTypesModule());
}
