// /light: the landing page: what the product does, every bot kind and tool, DEX chains, the plans
// and their prices, and the calls to register and log in.
import { useDeferredValue } from 'react';
import { LandingCapabilities } from './landing-capabilities.tsx';
import { LandingCatalogue } from './landing-catalogue.tsx';
import { LandingHero } from './landing-hero.tsx';
import { PricingSection } from './pricing-section.tsx';

export function LandingPage() {
  // The hero is all a first screen shows. The sections below it (some sixty cards) render in a
  // deferred pass, which React runs after the first paint in slices it interrupts for input, so a
  // phone's main thread is never held by one long render task.
  const belowTheFold = useDeferredValue(true, false);
  return (
    <>
      <LandingHero />
      {belowTheFold ? (
        // Laid out and painted only as it nears the screen (content-visibility), so the deferred
        // render's commit stays short too.
        <div className="[contain-intrinsic-size:auto_3000px] [content-visibility:auto]">
          <LandingCatalogue />
          <LandingCapabilities />
          <PricingSection />
        </div>
      ) : (
        // Holds the footer below the first screen until the sections arrive, so nothing in view moves.
        <div aria-hidden="true" className="min-h-screen" />
      )}
    </>
  );
}
