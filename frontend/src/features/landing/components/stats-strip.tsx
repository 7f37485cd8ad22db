import { STATISTICS } from './landing-content';

export function StatsStrip() {
  return (
    <section className="lp-stats" aria-label="Key figures">
      <dl className="lp-container lp-stats__list">
        {STATISTICS.map(({ value, label }) => (
          <div key={label} className="lp-stats__item">
            <dt className="lp-stats__label">{label}</dt>
            <dd className="lp-stats__value">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
