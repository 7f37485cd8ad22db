import { randomUUID } from 'node:crypto';
import type { InternationalTransferDto } from '@bank/contracts/international';
import { pdfPages } from '../support/pdf-text.js';
import { connectToDemoBank, newPayer, transferAbroad, type AccountView, type Customer, type DemoBank, type Payer } from '../support/demo-bank.js';
import { IBANS, toGermany, toIndia, type InternationalBody } from '../support/international.js';

describe('GET /api/international-transfers/{id}/receipt (issue 28 item 13)', () => {
  let t: DemoBank;
  let alice: Customer & Payer;
  let bob: Customer & Payer;
  let usd: AccountView;
  let germany: InternationalTransferDto;

  /** Step-up for exactly this body, then the transfer; answers the booked transfer. */
  async function send(payer: Payer, body: InternationalBody): Promise<InternationalTransferDto> {
    return (await transferAbroad(payer, body, 201)).body.transfer;
  }

  async function receiptText(payer: Payer, path: string): Promise<{ text: string; disposition: string }> {
    const res = await payer.agent.get(path).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return { text: pdfPages(res.body as Buffer).join('\n'), disposition: res.headers['content-disposition'] };
  }

  beforeAll(async () => {
    t = await connectToDemoBank();
    alice = await newPayer(t, 'RCPTALICE');
    bob = await newPayer(t, 'RCPTBOB');
    usd = await t.openAccount(alice, { balance: '5000.00' });
    germany = await send(alice, toGermany(usd.id, { transferAmount: '150.00', purpose: 'Deposit for a flat' }));
  });
  afterAll(() => t.close());

  it("gives the owner a PDF with the reference, the amounts, the fee, the rate, what the recipient receives and the status", async () => {
    const { text, disposition } = await receiptText(alice, `/api/international-transfers/${germany.id}/receipt`);
    expect(disposition).toBe(`attachment; filename="receipt-${germany.referenceNumber}.pdf"`);
    for (const expected of [
      'International Transfer Receipt', germany.referenceNumber, usd.accountNumber, 'Hans Becker', 'Commerzbank (BIC COBADEFFXXX)', 'Germany',
      `AMOUNT SENT\n150.00 EUR`, `FEE\n${germany.feeAmount} EUR`, `TOTAL DEBITED\n${germany.debitAmount} USD`,
      `EXCHANGE RATE\n1 EUR = ${germany.exchangeRate} USD`, 'RECIPIENT RECEIVES\n150.00 EUR', 'Deposit for a flat', 'STATUS\nPending',
    ]) {
      expect(text).toContain(expected);
    }
    // The recipient's IBAN by its last four characters only, as every summary shows it.
    expect(text).toContain(`ACCOUNT\n••${IBANS.DEU.slice(-4)}`);
    expect(text).not.toContain(IBANS.DEU);
    // In bank time, as the product writes a moment: 'Nov 27, 2026 14:05 EST'.
    expect(text).toMatch(/^DATE\n[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2} E[SD]T$/m);
  });

  it('names the NBFC partner of a transfer to India', async () => {
    const india = await send(alice, toIndia(usd.id, 'ILFS'));
    const { text } = await receiptText(alice, `/api/international-transfers/${india.id}/receipt`);
    expect(text).toContain('NBFC PARTNER\nIL&FS Financial Services');
    expect(text).toContain('AMOUNT SENT\n10,000.00 INR');
    expect(text).toContain(`EXCHANGE RATE\n1 INR = ${india.exchangeRate} USD`);
  });

  it("is the receipt History's row gives for the transfer's transaction", async () => {
    const { text, disposition } = await receiptText(alice, `/api/transactions/${germany.transactionId}/receipt`);
    expect(disposition).toBe(`attachment; filename="receipt-${germany.referenceNumber}.pdf"`);
    expect(text).toContain('International Transfer Receipt');
    expect(text).toContain('RECIPIENT RECEIVES\n150.00 EUR');
  });

  it("is 404 to another customer, for an unknown id and for a malformed one; 401 signed out", async () => {
    expect((await bob.agent.get(`/api/international-transfers/${germany.id}/receipt`).expect(404)).body)
      .toMatchObject({ code: 'INTERNATIONAL.TRANSFER_NOT_FOUND', message: 'Transfer not found' });
    expect((await bob.agent.get(`/api/transactions/${germany.transactionId}/receipt`).expect(404)).body.message).toBe('Transaction not found');
    // The transfer's id is not a transaction's, nor the other way round.
    await alice.agent.get(`/api/transactions/${germany.id}/receipt`).expect(404);
    await alice.agent.get(`/api/international-transfers/${germany.transactionId}/receipt`).expect(404);
    await alice.agent.get(`/api/international-transfers/${randomUUID()}/receipt`).expect(404);
    for (const malformed of ['not-a-uuid', '1%27%20or%20%271%27%3D%271', `${germany.id}x`]) {
      const res = await alice.agent.get(`/api/international-transfers/${malformed}/receipt`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('INTERNATIONAL.TRANSFER_NOT_FOUND');
    }
    await t.agent().get(`/api/international-transfers/${germany.id}/receipt`).expect(401);
  });
});
