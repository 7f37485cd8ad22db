import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ClosingCall } from '../components/closing-call';
import { ComplianceBadges } from '../components/compliance-badges';
import { HeroSection } from '../components/hero-section';
import { JourneySteps } from '../components/journey-steps';
import { LandingFooter } from '../components/landing-footer';
import { LandingNav } from '../components/landing-nav';
import { PremiumFeatures } from '../components/premium-features';
import { StatsStrip } from '../components/stats-strip';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import './landing-page.css';

/**
 * The public marketing page (SPEC 2.2). Plain React and CSS on purpose: it is the first thing
 * a visitor downloads, so it carries no antd beyond the consultation modal.
 */
export function LandingPage() {
  useDocumentTitle('Private Offshore Banking');
  return (
    <div className="lp">
      <LandingNav />
      <main>
        <HeroSection />
        <PremiumFeatures />
        <JourneySteps />
        <ComplianceBadges />
        <TestimonialCarousel />
        <StatsStrip />
        <ClosingCall />
      </main>
      <LandingFooter />
    </div>
  );
}
