// The OpenAPI document against what Nest serves and what the server answers. The document is
// built from the code (production may turn its route off): (a) every route Nest registers has a
// documented operation with its answers described; (b) the checker that every suite's requests
// pass through (support/openapi-answers.ts) passes a real answer and refuses one that disagrees.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/config.js';
import { buildOpenApiDocument } from '../../src/shared/http/openapi/openapi-document.js';
import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';
import { answerChecker, type OpenApiDocument } from '../support/openapi-answers.js';

type Route = { method: string; path: string };

/** Every route of every controller Nest registered: the paths and methods its router serves. */
async function nestRoutes(): Promise<{ routes: Route[]; document: OpenApiDocument }> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(loadConfig({ ...process.env, NODE_ENV: 'test' })), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app) as unknown as OpenApiDocument;
  const container = (app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: Function }> }> } }).container;
  const routes: Route[] = [];
  const join = (...parts: string[]) => `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
  for (const module of container.getModules().values()) {
    for (const { metatype } of module.controllers.values()) {
      const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
      for (const name of Object.getOwnPropertyNames(metatype.prototype).filter((n) => n !== 'constructor')) {
        const handler = metatype.prototype[name];
        const paths = typeof handler === 'function' ? Reflect.getMetadata(PATH_METADATA, handler) : undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
        for (const prefix of prefixes) for (const path of [paths].flat() as string[]) routes.push({ method, path: join('api', prefix, path) });
      }
    }
  }
  await app.close();
  return { routes, document };
}

describe('the OpenAPI document', () => {
  it('documents every route Nest serves, each with its answers described', async () => {
    const { routes, document } = await nestRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const op = document.paths[path]?.[method] as (Record<string, unknown> & { responses?: Record<string, { content?: object }> }) | undefined;
      if (!op) { problems.push(`${method.toUpperCase()} ${path}: no operation`); continue; }
      if (!op.summary || !op.operationId || !op.security) problems.push(`${method.toUpperCase()} ${path}: no summary, operationId or security`);
      const success = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2'));
      if (success.length !== 1 || (success[0][0] !== '204' && !success[0][1].content)) problems.push(`${method.toUpperCase()} ${path}: its answer is not described`);
      if (!op.responses?.default) problems.push(`${method.toUpperCase()} ${path}: no error answer described`);
    }
    expect(problems).toEqual([]);
    // And nothing documented that Nest does not serve.
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.filter((op) => !served.has(op))).toEqual([]);
  }, 60_000);

  describe('checks the answers the suites receive', () => {
    let bank: DemoBank;
    let mismatch: ReturnType<typeof answerChecker>;
    beforeAll(async () => {
      bank = await connectToDemoBank();
      mismatch = answerChecker(JSON.parse(readFileSync(process.env.BANK_OPENAPI_DOCUMENT!, 'utf8')));
    });
    afterAll(() => bank.close());

    it('passes answers as the document describes them, and refuses one that disagrees', async () => {
      const customer = await bank.newCustomer('OAPI');
      await bank.openAccount(customer, { balance: '25.00' });
      const res = await customer.agent.get('/api/accounts').expect(200);
      const json = 'application/json; charset=utf-8';
      expect(mismatch('GET', '/api/accounts', 200, json, res.body)).toBeUndefined();
      // Money as a number, a field the type does not have, a field missing: each disagrees.
      expect(mismatch('GET', '/api/accounts', 200, json, [{ ...res.body[0], balance: 25 }])).toMatch(/balance must be string/);
      expect(mismatch('GET', '/api/accounts', 200, json, [{ ...res.body[0], planted: true }])).toMatch(/additional properties: planted/);
      const { accountNumber: _, ...withoutNumber } = res.body[0];
      expect(mismatch('GET', '/api/accounts', 200, json, [withoutNumber])).toMatch(/accountNumber/);
      // An error answer is an ApiError; a route the document does not have is named.
      const refused = await bank.agent().get('/api/accounts').expect(401);
      expect(mismatch('GET', '/api/accounts', 401, json, refused.body)).toBeUndefined();
      expect(mismatch('GET', '/api/accounts', 401, json, { error: 'no' })).toMatch(/must have required property 'message'/);
      expect(mismatch('GET', '/api/no-such-route', 200, json, {})).toMatch(/no such operation/);
    });
  });
});
