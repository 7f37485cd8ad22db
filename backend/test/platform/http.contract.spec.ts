import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

describe('HTTP platform: CSRF, headers, errors, health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appOrigin: 'https://bank.example' });
    await t.createUser('CUST400');
  });
  afterAll(() => t.close());
  const login = { customerId: 'CUST400', password: TEST_PASSWORD };

  it('refuses a state-changing request the browser marks cross-site', async () => {
    const bySite = await t.agent().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send(login).expect(403);
    expect(bySite.body).toEqual({ message: 'Cross-site request refused', code: 'CSRF_REFUSED' });
    await t.agent().post('/api/login').set('Sec-Fetch-Site', 'same-site').send(login).expect(403);
    await t.agent().post('/api/login').set('Origin', 'https://evil.example').send(login).expect(403);
  });

  it('lets same-origin browsers and plain API clients through', async () => {
    await t.agent().post('/api/login').set('Sec-Fetch-Site', 'same-origin').send(login).expect(200);
    await t.agent().post('/api/login').set('Origin', 'https://bank.example').send(login).expect(200);
    await t.agent().post('/api/login').send(login).expect(200);
    await t.agent().get('/api/health').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON and unknown routes with JSON errors, never 500', async () => {
    const bad = await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"customerId":').expect(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION' });
    const missing = await t.agent().get('/api/no-such-route').expect(404);
    expect(missing.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('reports the database in /api/health and serves the OpenAPI document', async () => {
    expect((await t.agent().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    const doc = await t.agent().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user', '/api/admin/sessions']));
  });
});
