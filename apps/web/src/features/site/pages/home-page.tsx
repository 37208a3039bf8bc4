import { FeaturesSection } from '../home/features-section';
import { HeroSection } from '../home/hero-section';
import { HowItWorksSection } from '../home/how-it-works-section';
import { FinalCta, PricingSection } from '../home/pricing-and-cta';
import { ResumeAiSection, SecuritySection } from '../home/spotlight-sections';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

export function HomePage() {
  // A header link on another page lands here as /#how-it-works, /#features or /#pricing.
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <ResumeAiSection />
      <SecuritySection />
      <FeaturesSection />
      <PricingSection />
      <FinalCta />
    </>
  );
}
