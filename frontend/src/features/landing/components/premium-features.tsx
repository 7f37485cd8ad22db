import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CustomerServiceOutlined, GlobalOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AnimatedCounter } from './animated-counter';
import { PREMIUM_COUNTERS, PREMIUM_FEATURES, type FeatureIcon } from './landing-content';

/** antd's Modal arrives with the first click: the landing page itself carries no antd. */
const ConsultationModal = lazy(() => import('./consultation-modal').then((module) => ({ default: module.ConsultationModal })));

const ICONS: Record<FeatureIcon, ReactNode> = {
  currencies: <GlobalOutlined />,
  offshore: <SafetyCertificateOutlined />,
  manager: <CustomerServiceOutlined />,
  access: <LockOutlined />,
};

export function PremiumFeatures() {
  const [consultationOpen, setConsultationOpen] = useState(false);

  return (
    <section id="services" className="lp-section lp-section--light" aria-labelledby="lp-services-title">
      <div className="lp-container">
        <p className="lp-eyebrow">Premium private banking</p>
        <h2 id="lp-services-title" className="lp-heading">
          Built for lives and fortunes that cross borders
        </h2>

        <div className="lp-counters">
          {PREMIUM_COUNTERS.map((figure) => (
            <AnimatedCounter key={figure.label} {...figure} />
          ))}
        </div>

        <ul className="lp-features">
          {PREMIUM_FEATURES.map(({ icon, title, text }) => (
            <li key={title} className="lp-feature">
              <span className="lp-feature__icon" aria-hidden="true">
                {ICONS[icon]}
              </span>
              <h3 className="lp-feature__title">{title}</h3>
              <p className="lp-feature__text">{text}</p>
            </li>
          ))}
        </ul>

        <div className="lp-center">
          <button type="button" className="lp-button lp-button--navy" onClick={() => setConsultationOpen(true)}>
            Request Private Consultation
          </button>
        </div>
      </div>
      {consultationOpen && (
        <Suspense fallback={null}>
          <ConsultationModal open onClose={() => setConsultationOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
