import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import type { CreateInternationalTransferRequest } from '@bank/contracts/international';
import type { StepUpTokenMinter } from '../../src/modules/identity/public/step-up-token-minting.js';
import type { TestApp } from './test-app.js';

export type InternationalBody = Omit<CreateInternationalTransferRequest, 'authorizationToken'>;

/** A valid IBAN of each country the suites send to (the registry's own examples). */
export const IBANS = {
  DEU: 'DE89370400440532013000',
  GBR: 'GB29NWBK60161331926819',
  FRA: 'FR1420041010050500013M02606',
  CHE: 'CH9300762011623852957',
} as const;

/** Questions and signature set up, as international transfers need them (SPEC 4). */
export async function withSecuritySetUp(t: TestApp, userId: string): Promise<void> {
  // Loaded here, not above: a suite run against a server never loads the app's modules (banking.ts).
  const { CommandBus } = await import('@nestjs/cqrs');
  const { SaveSecurityQuestions, SaveSignature } = await import('../../src/modules/identity/public/security.commands.js');
  const { demoSignatureDataUrl } = await import('../../src/demo/signature-image.js');
  const bus = t.app.get(CommandBus);
  await bus.execute(new SaveSecurityQuestions(userId, {
    question1: 'What was the name of your first pet?', answer1: 'Rex',
    question2: 'In which city were you born?', answer2: 'Lisbon',
    question3: 'What is your favourite colour?', answer3: 'Blue',
  }));
  await bus.execute(new SaveSignature(userId, demoSignatureDataUrl()));
}

/** A transfer to Germany in EUR from `fromAccountId`, with `overrides`. */
export function toGermany(fromAccountId: string, overrides: Partial<InternationalBody> = {}): InternationalBody {
  return {
    fromAccountId, recipientName: 'Hans Becker', recipientAddress: 'Friedrichstrasse 12, 10117 Berlin', recipientBankName: 'Commerzbank',
    recipientBankCode: 'COBADEFFXXX', recipientAccountNumber: IBANS.DEU, recipientCountryCode: 'DEU', transferAmount: '100.00',
    transferCurrency: 'EUR', purpose: 'Family support', ...overrides,
  };
}

/** A transfer to India in INR through `partner`. */
export function toIndia(fromAccountId: string, partner: string, overrides: Partial<InternationalBody> = {}): InternationalBody {
  return {
    fromAccountId, recipientName: 'Priya Sharma', recipientAddress: '14 MG Road, Bengaluru 560001', recipientBankName: 'HDFC Bank',
    recipientAccountNumber: '50100234567890', recipientIfscCode: 'HDFC0001234', recipientCountryCode: 'IND', transferAmount: '10000.00',
    transferCurrency: 'INR', purpose: 'Family support', nbfcPartner: partner as InternationalBody['nbfcPartner'], ...overrides,
  };
}

export async function internationalTokenFor(t: TestApp, userId: string, body: InternationalBody): Promise<string> {
  const { STEP_UP_TOKEN_MINTER } = await import('../../src/modules/identity/public/step-up-token-minting.js');
  return t.app.get<symbol, StepUpTokenMinter>(STEP_UP_TOKEN_MINTER).mint({ userId, purpose: 'international-transfer', payload: { ...body } });
}

/** Mints the token for exactly this body, posts it with an Idempotency-Key and checks the status. */
export async function sendInternational(t: TestApp, agent: TestAgent, userId: string, body: InternationalBody, expectedStatus: number, idempotencyKey = randomUUID()) {
  const authorizationToken = await internationalTokenFor(t, userId, body);
  return agent.post('/api/international-transfers').set('Idempotency-Key', idempotencyKey).send({ ...body, authorizationToken }).expect(expectedStatus);
}
