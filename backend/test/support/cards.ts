import { CARD_SECRETS } from '../../src/modules/cards/cards.tokens.js';
import type { CardSecrets } from '../../src/modules/cards/application/ports/card-secrets.js';
import type { TestApp } from './test-app.js';

/** A card's full number, opened with the app's key (the database keeps it sealed). */
export async function cardNumberOf(t: TestApp, cardId: string): Promise<string> {
  const [row] = await t.sql<{ card_number_sealed: string }>(`select card_number_sealed from cards.debit_cards where id = $1`, [cardId]);
  return t.app.get<symbol, CardSecrets>(CARD_SECRETS).openNumber(cardId, row.card_number_sealed);
}
