/**
 * Money arriving from outside the bank or leaving it (salary, card purchase), recorded as a
 * completed deposit or withdrawal the customer sees in their history.
 */
export interface ExternalMovement {
  id: string;
  transactionCode: string;
  direction: 'deposit' | 'withdrawal';
  account: { id: string; userId: string; accountNumber: string; currency: string };
  amount: string;
  amountUsd: string;
  description: string;
  at: Date;
}

export interface ExternalMovements {
  add(movement: ExternalMovement): Promise<void>;
}
