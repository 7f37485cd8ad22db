import { CommandBus } from '@nestjs/cqrs';
import { SaveSecurityQuestions, SaveSignature } from '../../src/modules/identity/public/security.commands.js';
import { itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD, type Customer, type DemoBank } from '../support/demo-bank.js';

const PNG_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngOfBytes = (size: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]).toString('base64')}`;

const someQuestions = (overrides: Record<string, unknown> = {}) => ({
  question1: 'What was the name of your first pet?', answer1: 'Rex the Dog',
  question2: 'In what city were you born?', answer2: 'Lisbon',
  question3: 'What was the make of your first car?', answer3: 'Volkswagen',
  ...overrides,
});

describe('security setup: questions and signature', () => {
  let t: DemoBank;
  beforeAll(async () => { t = await connectToDemoBank(); });
  afterAll(() => t.close());

  let last: Customer;
  async function aSignedInCustomer() {
    last = await t.newCustomer('SEC');
    return last;
  }

  it('reports nothing set up, then the questions, then the signature', async () => {
    const { agent } = await aSignedInCustomer();
    expect((await agent.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: false, hasSignature: false, signInVerification: false });
    expect((await agent.get('/api/user/security-questions').expect(200)).body).toEqual({ question1: null, question2: null, question3: null });

    expect((await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201)).body).toEqual({ message: 'Security Questions Saved' });
    expect((await agent.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: true, hasSignature: false, signInVerification: false });

    expect((await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201)).body).toEqual({ message: 'Signature Registered' });
    expect((await agent.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: true, hasSignature: true, signInVerification: false });
  });

  it('shows the questions but never an answer or its hash, in any response', async () => {
    const { agent } = await aSignedInCustomer();
    const saved = await agent.post('/api/auth/security-questions').send(someQuestions({ question2: '  In what city were you born?  ' })).expect(201);
    const questions = await agent.get('/api/user/security-questions').expect(200);
    expect(questions.body).toEqual({
      question1: 'What was the name of your first pet?', question2: 'In what city were you born?', question3: 'What was the make of your first car?',
    });
    const status = await agent.get('/api/auth/security-setup').expect(200);
    for (const res of [saved, questions, status]) {
      expect(res.text).not.toMatch(/rex|lisbon|volkswagen|argon2|answer|hash/i);
    }
  });

  itCheckingDatabase('stores the answers only as argon2id hashes', 'reads or changes identity tables', async () => {
    const { id, agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    const [row] = await t.database!.sql<Record<string, string>>(`select * from identity.user_security_questions where user_id = $1`, [id]);
    for (const column of ['answer1_hash', 'answer2_hash', 'answer3_hash']) expect(row[column]).toMatch(/^\$argon2id\$/);
    // The hashes are random base64 and may spell 'rEx' by chance: the answers are looked for in the other columns.
    const { answer1_hash: _1, answer2_hash: _2, answer3_hash: _3, ...rest } = row;
    expect(JSON.stringify(rest)).not.toMatch(/rex|lisbon|volkswagen/i);
  });

  it('replacing the questions asks for the current password, then replaces them', async () => {
    const { agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    const replacement = someQuestions({ question1: 'What is your favourite book?', answer1: 'Dune' });

    const required = await agent.post('/api/auth/security-questions').send(replacement).expect(400);
    expect(required.body).toEqual({
      message: 'Enter your current password to replace your security questions or signature', code: 'IDENTITY.CURRENT_PASSWORD_REQUIRED',
      details: [{ field: 'currentPassword', message: 'Enter your current password to replace your security questions or signature' }],
    });
    expect((await agent.get('/api/user/security-questions')).body.question1).toBe('What was the name of your first pet?');
    await agent.post('/api/auth/security-questions').send({ ...replacement, currentPassword: CUSTOMER_PASSWORD }).expect(201);
    expect((await agent.get('/api/user/security-questions')).body.question1).toBe('What is your favourite book?');
  });

  itSpendingIpAllowance('refuses a wrong current password and keeps the questions; the right one replaces them', 'its wrong password spends the per-IP sign-in allowance, which a server shares among runs', async () => {
    const { agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    const replacement = someQuestions({ question1: 'What is your favourite book?', answer1: 'Dune' });
    const wrong = await agent.post('/api/auth/security-questions').send({ ...replacement, currentPassword: 'not-my-password' }).expect(400);
    expect(wrong.body.code).toBe('IDENTITY.CURRENT_PASSWORD_INCORRECT');
    expect((await agent.get('/api/user/security-questions')).body.question1).toBe('What was the name of your first pet?');

    await agent.post('/api/auth/security-questions').send({ ...replacement, currentPassword: CUSTOMER_PASSWORD }).expect(201);
    expect((await agent.get('/api/user/security-questions')).body.question1).toBe('What is your favourite book?');
  });

  itCheckingDatabase('counts a wrong current password as a failed sign-in, and keeps one row of questions', 'reads or changes identity tables', async () => {
    const { id, agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    const replacement = someQuestions({ question1: 'What is your favourite book?', answer1: 'Dune' });
    await agent.post('/api/auth/security-questions').send({ ...replacement, currentPassword: 'not-my-password' }).expect(400);
    expect(await t.database!.sql(`select 1 from identity.login_failures where customer_id = (select customer_id from identity.users where id = $1)`, [id])).toHaveLength(1);

    await agent.post('/api/auth/security-questions').send({ ...replacement, currentPassword: CUSTOMER_PASSWORD }).expect(201);
    expect(await t.database!.sql(`select 1 from identity.user_security_questions where user_id = $1`, [id])).toHaveLength(1);
  });

  /** Questions and signature set up, the password confirmed in the first session; a second session of the same customer. */
  async function confirmedInOneSession() {
    const { id, agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201); // first time: no password
    const otherSession = await t.newSession(last);
    await agent.post('/api/auth/security-questions').send({ ...someQuestions(), currentPassword: CUSTOMER_PASSWORD }).expect(201);
    return { id, agent, otherSession };
  }

  it('a password confirmed in this session covers replacing the signature; another session asks again', async () => {
    const { agent, otherSession } = await confirmedInOneSession();
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    const required = await otherSession.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(400);
    expect(required.body.code).toBe('IDENTITY.CURRENT_PASSWORD_REQUIRED');
    await otherSession.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE, currentPassword: CUSTOMER_PASSWORD }).expect(201);
  });

  itCheckingDatabase('the confirmed password covers five minutes only', 'reads or changes identity tables', async () => {
    const { id, agent, otherSession } = await confirmedInOneSession();
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    await t.database!.sql(`update platform.sessions set sess = jsonb_set(sess::jsonb, '{credentialsConfirmedAt}', to_jsonb((extract(epoch from now()) * 1000 - 5 * 60000 - 1000)::bigint))::json
                 where sess->>'userId' = $1 and sess->>'credentialsConfirmedAt' is not null`, [id]);
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(400);
    await otherSession.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE, currentPassword: CUSTOMER_PASSWORD }).expect(201);
  });

  it.each([
    ['a question shorter than 5 characters', { question2: 'Pet?' }, 'question2', 'Each security question must be at least 5 characters'],
    ['a question of spaces around 4 characters', { question1: '   Car?   ' }, 'question1', 'Each security question must be at least 5 characters'],
    ['an answer shorter than 2 characters', { answer3: ' x ' }, 'answer3', 'Each answer must be at least 2 characters'],
    ['a missing answer', { answer1: undefined }, 'answer1', 'All three security questions and answers are required'],
    ['a missing question', { question3: undefined }, 'question3', 'All three security questions and answers are required'],
    ['an answer that is not text', { answer2: 12 }, 'answer2', 'All three security questions and answers are required'],
    ['the same question twice', { question3: 'in what city were you BORN?' }, 'question3', 'Please choose three different security questions'],
  ])('refuses %s with 400 and the message', async (_, change, field, message) => {
    const { agent } = await aSignedInCustomer();
    const res = await agent.post('/api/auth/security-questions').send(someQuestions(change)).expect(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION', details: [{ field, message }] });
    expect((await agent.get('/api/auth/security-setup')).body.hasQuestions).toBe(false);
  });

  it('refuses an empty body naming every field', async () => {
    const { agent } = await aSignedInCustomer();
    const res = await agent.post('/api/auth/security-questions').send({}).expect(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['question1', 'question2', 'question3', 'answer1', 'answer2', 'answer3']);
  });

  it.each([
    ['missing', undefined, 'Signature Required - Please draw your signature before saving.'],
    ['empty', '', 'Signature Required - Please draw your signature before saving.'],
    ['not a data URL', 'Alex Morgan', 'The signature must be a PNG or JPEG image drawn on the signature pad'],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`, 'The signature must be a PNG or JPEG image drawn on the signature pad'],
    ['not base64', 'data:image/png;base64,not*base64', 'The signature image could not be read. Please draw your signature again.'],
    ['a JPEG declared as PNG', `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`, 'The signature image could not be read. Please draw your signature again.'],
    ['larger than 200 KB', pngOfBytes(250 * 1024), 'The signature image is too large (at most 200 KB)'],
  ])('refuses a signature that is %s', async (_, signatureData, message) => {
    const { agent } = await aSignedInCustomer();
    const res = await agent.post('/api/auth/signature').send({ signatureData }).expect(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION', details: [{ field: 'signatureData', message }] });
    expect((await agent.get('/api/auth/security-setup')).body.hasSignature).toBe(false);
  });

  const jpeg = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200 * 1024 - 4, 3)]).toString('base64')}`;

  it('accepts a JPEG up to 200 KB in place of a signature', async () => {
    const { agent } = await aSignedInCustomer();
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    await agent.post('/api/auth/signature').send({ signatureData: jpeg, currentPassword: CUSTOMER_PASSWORD }).expect(201);
    expect((await agent.get('/api/auth/security-setup')).body.hasSignature).toBe(true);
  });

  itCheckingDatabase('drawing again replaces the signature: one row, the new image', 'reads or changes identity tables', async () => {
    const { id, agent } = await aSignedInCustomer();
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    await agent.post('/api/auth/signature').send({ signatureData: jpeg, currentPassword: CUSTOMER_PASSWORD }).expect(201);
    const rows = await t.database!.sql<{ signature_data: string }>(`select signature_data from identity.user_signatures where user_id = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].signature_data).toBe(jpeg);
  });

  itCheckingDatabase('records SecurityQuestionsSaved and SignatureSaved in the outbox', 'reads or changes identity tables', async () => {
    const { id, agent } = await aSignedInCustomer();
    await agent.post('/api/auth/security-questions').send(someQuestions()).expect(201);
    await agent.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(201);
    const events = await t.database!.sql<{ event_type: string }>(`select event_type from platform.outbox where payload->>'userId' = $1 order by id`, [id]);
    expect(events.map((e) => e.event_type)).toEqual(expect.arrayContaining(['identity.security-questions-saved', 'identity.signature-saved']));
  });

  itLocally('the seeder can set up security through the CommandBus', 'reads or changes identity tables', async () => {
    const { id, agent } = await aSignedInCustomer();
    const bus = t.local!.app.get(CommandBus);
    await bus.execute(new SaveSecurityQuestions(id, someQuestions()));
    await bus.execute(new SaveSignature(id, PNG_SIGNATURE));
    expect((await agent.get('/api/auth/security-setup')).body).toEqual({ hasQuestions: true, hasSignature: true, signInVerification: false });
  });

  it('is for signed-in customers only', async () => {
    const visitor = t.agent();
    await visitor.get('/api/auth/security-setup').expect(401);
    await visitor.get('/api/user/security-questions').expect(401);
    await visitor.post('/api/auth/security-questions').send(someQuestions()).expect(401);
    await visitor.post('/api/auth/signature').send({ signatureData: PNG_SIGNATURE }).expect(401);
  });
});
