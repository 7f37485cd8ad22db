import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type ParameterObject, type ResponseObject, type SchemaObject,
} from '@nestjs/swagger';
import { SESSION_COOKIE } from '../session.js';
import { API_TYPES } from './api-types.generated.js';
import type { OperationTypes } from './generate-api-types.js';

const DESCRIPTION = `The API of Meridian Private Bank's web client, for QA and integrators.

- **Sign-in**: \`POST /api/login\` sets the \`${SESSION_COOKIE}\` session cookie (a server-side session); send it back on every
  call marked with the \`session\` scheme. A customer whose sign-in verification is on completes it with \`POST /api/login/2fa\`.
- **Cross-site requests**: a state-changing request (POST, PUT, PATCH, DELETE) whose \`Sec-Fetch-Site\` is cross-site, or
  whose \`Origin\` is not the app's own, is refused with 403 \`CSRF_REFUSED\`. Clients that send neither header (API clients,
  tests) pass; there is no CSRF token.
- **Idempotency-Key**: transfers accept it; the same key with the same body answers the first result again, with another body 409.
- **Errors**: every error answer is \`ApiError\` (\`message\` for people, a stable \`code\`, \`details\` per field on 400).
- **Money** is a decimal string (\`"1250.00"\`), never a binary float.`;

/** What each tag groups (a tag without a line here is still listed). */
const TAGS: Record<string, string> = {
  'account opening': 'Signed out: uploads, the application, its status and the first password',
  accounts: "The customer's accounts",
  'admin: account opening': 'Staff: review of account-opening applications',
  'admin: accounts': 'Staff: accounts',
  'admin: cards': 'Staff: card applications and cards',
  'admin: deposits': 'Staff: money arriving from outside the bank',
  'admin: exchange rates': 'Staff: exchange rates',
  'admin: overview': 'Staff: the figures of the bank and the audit trail',
  'admin: messages': "Staff: customers' support messages",
  'admin: payments': 'Staff: domestic and international payments',
  'admin: sessions': 'Staff: live sessions',
  'admin: users': 'Staff: customers',
  authentication: 'Sign-in and sign-out',
  cards: "The customer's debit cards",
  health: 'Liveness and readiness, for load balancers',
  'international transfers': 'Transfers abroad, countries and rates',
  notifications: "The customer's notifications",
  payments: 'How to fund accounts from outside the bank',
  profile: "The customer's profile, password, sign-in verification and notification preferences",
  'security setup': 'Security questions and signature, needed to authorize transfers',
  statements: 'Account statements, on screen and as files',
  'step-up authorization': 'A second proof before a sensitive action',
  transfers: 'Domestic transfers, limits, transaction history and receipts',
};

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'Done; no body' };
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const binary: SchemaObject = { type: 'string', format: 'binary' };
const json = (schema: unknown) => ({ 'application/json': { schema: schema as SchemaObject } });
const apiError = json({ $ref: '#/components/schemas/ApiError' });

/** `TransfersController_addToWallet` → `Add to wallet`: the summary of a route without a doc comment. */
const words = (operationId: string) => {
  const text = operationId.split('_')[1].replace(/([A-Z])/g, ' $1').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The OpenAPI document of the app's routes: Nest's scan of the controllers (paths, methods, path
 * parameters, tags, status codes) completed with api-types.generated.ts (the request and answer
 * schemas from the code's types, who may call each route) and the errors each can answer.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const doc = SwaggerModule.createDocument(app, new DocumentBuilder()
    .setTitle('Meridian Private Bank API').setVersion('1.0').setDescription(DESCRIPTION)
    .addServer('/', 'The server that serves this document')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie POST /api/login sets' }, 'session')
    .build());
  doc.openapi = '3.1.0'; // JSON Schema as TypeScript gives it (null in a type list, const)
  doc.components = { ...doc.components, schemas: API_TYPES.schemas as Record<string, SchemaObject> };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      // A route on two paths (`@Post(['a', 'b'])`) comes as `X[0]` and `X[1]`: X, then X_1.
      const [, id, alias] = /^(.*?)(?:\[(\d+)\])?$/.exec(op.operationId ?? '')!;
      op.operationId = alias && alias !== '0' ? `${id}_${alias}` : id;
      const types = API_TYPES.operations[id];
      op.tags?.forEach((tag) => tags.add(tag));
      if (types) complete(op, types, method, path);
    }
  }
  doc.tags = [...tags].sort().map((name) => (TAGS[name] ? { name, description: TAGS[name] } : { name }));
  return doc;
}

function complete(op: OperationObject, types: OperationTypes, method: string, path: string): void {
  op.summary = types.summary ?? words(op.operationId!);
  if (types.description) op.description = types.description;
  op.security = types.access === 'public' ? [] : [{ session: [] }];

  const pathParams = (op.parameters ?? []).filter((p): p is ParameterObject => 'in' in p && p.in === 'path')
    .map((p) => ({ ...p, schema: { type: 'string' } as SchemaObject }));
  const query = queryParameters(types);
  const headers: ParameterObject[] = types.headers?.includes('idempotency-key')
    ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'Makes a retry safe: the same key and body answer the first result again', schema: { type: 'string', pattern: '^[\\w-]{1,255}$' } }]
    : [];
  op.parameters = [...pathParams, ...query, ...headers];
  if (types.body) op.requestBody = { required: true, content: json(types.body) };

  const declared = op.responses ?? {};
  const success = String(types.status);
  const responses: Record<string, ResponseObject> = {
    [success]: {
      description: SUCCESS[success] ?? 'OK',
      ...(types.answer ? { content: json(types.answer) } : types.produces ? { content: Object.fromEntries(types.produces.map((m) => [m, { schema: binary }])) } : {}),
    },
  };
  const error = (status: number, description: string) => { responses[status] = { description, content: apiError }; };
  if (op.parameters.length || types.body) error(400, 'The request is not valid: `message` says why, `details` lists the fields');
  if (types.access !== 'public') error(401, 'Not signed in, or the session has ended');
  const forbidden = [types.access === 'admin' && 'not an administrator', STATE_CHANGING.has(method) && 'a cross-site request (CSRF_REFUSED)'].filter(Boolean);
  if (forbidden.length) error(403, `Refused: ${forbidden.join(', or ')}`);
  if (/\{\w+\}/.test(path)) error(404, "Not found, or not the caller's");
  if (headers.length) error(409, 'The Idempotency-Key came before with another request (PAYMENTS.IDEMPOTENCY_KEY_REUSED)');
  for (const [status, response] of Object.entries(declared)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    // An error a route declares itself (`@ApiConflictResponse`): its words; health's 503 answers its own shape.
    // A declared schema (`@ApiUnauthorizedResponse({ schema })`) is an error body with more fields.
    const { description = 'Refused', content } = response as ResponseObject;
    const declaredSchema = content?.['application/json']?.schema;
    responses[status] = { description, content: status === '503' && types.answer ? json(types.answer) : declaredSchema ? json({ anyOf: [{ $ref: '#/components/schemas/ApiError' }, declaredSchema] }) : apiError };
  }
  responses.default = { description: 'Any other refusal or failure', content: apiError };
  op.responses = responses;
}

/** The query's properties as parameters (`@Query() q: T`), and any read one by one (`@Query('name')`). */
function queryParameters(types: OperationTypes): ParameterObject[] {
  const schema = types.query as SchemaObject | undefined;
  const required = new Set(schema?.required ?? []);
  const fromType = Object.entries(schema?.properties ?? {}).map(([name, property]): ParameterObject => {
    const { description, ...rest } = property as SchemaObject;
    return { name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest };
  });
  const named = (types.queryNames ?? []).filter((name) => !fromType.some((p) => p.name === name))
    .map((name): ParameterObject => ({ name, in: 'query', required: true, schema: { type: 'string' } }));
  return [...fromType, ...named];
}
