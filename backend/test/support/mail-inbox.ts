import { eventually } from './demo-bank.js';

/** A letter as MailDev's REST API answers it (GET /api/email). */
export interface Letter {
  subject: string;
  text: string;
  from: { address: string }[];
  to: { address: string }[];
}

/** The run's MailDev (started by global-setup.js), read over its REST API. */
export function mailInbox() {
  const port = process.env.MAILDEV_WEB_PORT;
  if (!port) throw new Error('no MailDev for this run: the jest global setup starts one; against a server set MAILDEV_WEB_PORT to its MailDev (<E2E_DATA_DIR>/maildev.json)');
  const all = async (): Promise<Letter[]> => {
    const res = await fetch(`http://127.0.0.1:${port}/api/email`);
    if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
    return (await res.json()) as Letter[];
  };
  const to = async (address: string) => (await all()).filter((l) => l.to.some((r) => r.address.toLowerCase() === address.toLowerCase()));
  return {
    /** Letters to this address, oldest first. */
    to,
    /**
     * Waits until `count` letters reached the address: MailDev stores a letter just after it
     * accepted it over SMTP, so the sender's success comes a moment before the inbox shows it.
     */
    async awaitLetters(address: string, count: number): Promise<Letter[]> {
      for (let i = 0; i < 100; i++) {
        const letters = await to(address);
        if (letters.length >= count) return letters;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return to(address);
    },
    /**
     * The letters with this subject to the address, oldest first, once `count` arrived (a server
     * sends in the background); fails when more arrived.
     */
    async awaitSubject(address: string, subject: string, count: number): Promise<Letter[]> {
      const found = await eventually(`${count} letters "${subject}" to ${address}`, async () => {
        const these = (await to(address)).filter((l) => l.subject === subject);
        return these.length >= count ? these : undefined;
      });
      expect(found).toHaveLength(count);
      return found;
    },
  };
}
