// /light: the landing page: what the product does, every bot kind and tool, DEX chains, the plans
// and their prices, and the calls to register and log in.
import { LandingCapabilities } from './landing-capabilities.tsx';
import { LandingCatalogue } from './landing-catalogue.tsx';
import { LandingHero } from './landing-hero.tsx';
import { PricingSection } from './pricing-section.tsx';

export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingCatalogue />
      <LandingCapabilities />
      <PricingSection />
    </>
  );
}
