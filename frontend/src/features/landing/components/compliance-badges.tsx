import { SafetyCertificateFilled } from '@ant-design/icons';
import { COMPLIANCE_BADGES } from './landing-content';

export function ComplianceBadges() {
  return (
    <section id="security" className="lp-section lp-section--light lp-section--tight" aria-labelledby="lp-compliance-title">
      <div className="lp-container">
        <p className="lp-eyebrow">Regulation & security</p>
        <h2 id="lp-compliance-title" className="lp-heading">
          Held to the world’s most demanding standards
        </h2>
        <ul className="lp-badges">
          {COMPLIANCE_BADGES.map((badge) => (
            <li key={badge} className="lp-compliance">
              <SafetyCertificateFilled aria-hidden className="lp-compliance__icon" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
