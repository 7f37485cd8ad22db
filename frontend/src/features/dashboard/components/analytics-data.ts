/**
 * SPEC 3 "Analytics overview": static demo figures, hard-coded on the client (SPEC 7 declares
 * GET /api/analytics/overview but replaces it with local data). Never computed from the
 * customer's accounts, and the screen says so.
 */
export interface AnalyticsCategory {
  name: string;
  amount: string;
  percentage: number;
  trend: 'up' | 'down';
}

export interface AnalyticsOverview {
  currency: string;
  totalBalance: string;
  monthlyIncome: string;
  monthlyExpenses: string;
  /** Percent of the savings goal reached. */
  savingsGoalProgress: number;
  /** Percent change of the total balance over the last month. */
  accountGrowth: number;
  topCategories: AnalyticsCategory[];
}

export const DEMO_ANALYTICS: AnalyticsOverview = {
  currency: 'USD',
  totalBalance: '45231.89',
  monthlyIncome: '8450.00',
  monthlyExpenses: '3240.50',
  savingsGoalProgress: 68,
  accountGrowth: 12.5,
  topCategories: [
    { name: 'Housing', amount: '1450.00', percentage: 45, trend: 'up' },
    { name: 'Groceries', amount: '612.40', percentage: 19, trend: 'down' },
    { name: 'Transport', amount: '388.25', percentage: 12, trend: 'up' },
    { name: 'Dining', amount: '324.10', percentage: 10, trend: 'down' },
    { name: 'Entertainment', amount: '195.75', percentage: 6, trend: 'up' },
  ],
};
