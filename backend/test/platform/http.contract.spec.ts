import { connectToDemoBank, DEMO, type DemoBank } from '../support/demo-bank.js';

describe('HTTP platform: CSRF, headers, errors, health and docs', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());
  // An empty login body is refused as invalid (400) only once the CSRF check let it through, so
  // these tests cost no sign-in and no failed attempt against a deployed server's throttle.
  const emptyLogin = {};

  it('refuses a state-changing request the browser marks cross-site', async () => {
    const bySite = await bank.agent().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send(emptyLogin).expect(403);
    expect(bySite.body).toEqual({ message: 'Cross-site request refused', code: 'CSRF_REFUSED' });
    await bank.agent().post('/api/login').set('Sec-Fetch-Site', 'same-site').send(emptyLogin).expect(403);
    await bank.agent().post('/api/login').set('Origin', 'https://evil.example').send(emptyLogin).expect(403);
  });

  it('lets same-origin browsers and plain API clients through', async () => {
    await bank.agent().post('/api/login').set('Sec-Fetch-Site', 'same-origin').send(emptyLogin).expect(400);
    await bank.agent().post('/api/login').set('Origin', bank.origin).send(emptyLogin).expect(400);
    await bank.agent().post('/api/login').send(emptyLogin).expect(400);
    await bank.agent().get('/api/health').set('Sec-Fetch-Site', 'cross-site').expect(200);
    const alex = await bank.signedIn(DEMO.alex);
    await alex.get('/api/user').set('Sec-Fetch-Site', 'same-origin').expect(200);
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await bank.agent().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON and unknown routes with JSON errors, never 500', async () => {
    const bad = await bank.agent().post('/api/login').set('Content-Type', 'application/json').send('{"customerId":').expect(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION' });
    const missing = await bank.agent().get('/api/no-such-route').expect(404);
    expect(missing.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('reports the database in /api/health and serves the OpenAPI document', async () => {
    expect((await bank.agent().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    const doc = await bank.agent().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user', '/api/admin/sessions']));
  });
});
