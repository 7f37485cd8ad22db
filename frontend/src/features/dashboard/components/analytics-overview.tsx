import { FallOutlined, RiseOutlined } from '@ant-design/icons';
import { Alert, Progress } from 'antd';
import { formatMoney } from '../../../shared/money';
import { DEMO_ANALYTICS } from './analytics-data';

/** The Analytics tab: illustrative figures only (SPEC 2.8), labelled as such. */
export function AnalyticsOverview() {
  const data = DEMO_ANALYTICS;
  const tiles = [
    { label: 'Total balance', value: formatMoney(data.totalBalance, data.currency), note: `+${data.accountGrowth}% account growth` },
    { label: 'Monthly income', value: formatMoney(data.monthlyIncome, data.currency) },
    { label: 'Monthly expenses', value: formatMoney(data.monthlyExpenses, data.currency) },
  ];

  return (
    <div className="analytics">
      <Alert
        type="info"
        showIcon
        // antd derives the info tint from the navy brand colour, which comes out grey.
        style={{ background: '#eef2f8', borderColor: '#c9d6ea' }}
        title="Illustrative figures"
        description="These analytics are sample data to show what this view will offer. They are not calculated from your accounts."
      />
      <dl className="analytics__tiles">
        {tiles.map(({ label, value, note }) => (
          <div key={label} className="analytics__tile">
            <dt>{label}</dt>
            <dd className="analytics__value">{value}</dd>
            {note && <dd className="analytics__note">{note}</dd>}
          </div>
        ))}
      </dl>

      <div className="analytics__panels">
        <section aria-labelledby="savings-goal-heading" className="analytics__panel">
          <h3 id="savings-goal-heading" className="analytics__heading">
            Savings goal
          </h3>
          <Progress percent={data.savingsGoalProgress} strokeColor="#1b3a6b" aria-label="Savings goal progress" />
          <p className="analytics__caption">{data.savingsGoalProgress}% of the yearly savings goal reached</p>
        </section>

        <section aria-labelledby="top-categories-heading" className="analytics__panel">
          <h3 id="top-categories-heading" className="analytics__heading">
            Top spending categories
          </h3>
          <ul className="analytics__categories">
            {data.topCategories.map((category) => (
              <li key={category.name}>
                <span className="analytics__category-name">{category.name}</span>
                <span className="analytics__category-share">{category.percentage}%</span>
                <span className="analytics__category-amount">{formatMoney(category.amount, data.currency)}</span>
                <span className={`analytics__trend analytics__trend--${category.trend}`}>
                  {category.trend === 'up' ? <RiseOutlined aria-hidden /> : <FallOutlined aria-hidden />}
                  {category.trend === 'up' ? ' Up' : ' Down'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
