// Moves between routes the way a link does (the router's own navigate, which TanStack Router
// exposes on self.__TSR_ROUTER__), and reads what the test checks in the same round trip, so a
// matrix of hundreds of visits stays fast.
import { type Page, expect } from '@playwright/test';

export interface Landed {
  /** pathname + search after any redirect. */
  path: string;
  lang: string;
  theme: string;
  heading: string;
  hasNavigation: boolean;
  /** The page is wider than the window (a horizontal scrollbar on a phone). */
  overflowsX: boolean;
}

const HEADING_WAIT_MS = 10_000;

export async function visit(page: Page, href: string): Promise<Landed> {
  return page.evaluate(
    async ({ target, waitMs }) => {
      const router = (self as unknown as { __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> } }).__TSR_ROUTER__;
      if (!router) throw new Error('the router is not on the page yet');
      await router.navigate({ href: target });
      const deadline = performance.now() + waitMs;
      const visibleHeading = () => {
        const heading = document.querySelector('main h1, h1');
        return heading && heading.getBoundingClientRect().height > 0 ? heading : null;
      };
      while (!visibleHeading() && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const root = document.documentElement;
      return {
        path: `${location.pathname}${location.search}`,
        lang: root.lang,
        theme: root.dataset.theme ?? '',
        heading: visibleHeading()?.textContent?.trim() ?? '',
        hasNavigation: document.querySelector('nav') !== null,
        overflowsX: root.scrollWidth > window.innerWidth + 1,
      };
    },
    { target: href, waitMs: HEADING_WAIT_MS },
  );
}

/** Saves language and theme where the app reads them at start, then reloads to apply them. */
export async function reloadWithPreferences(page: Page, language: string, theme: string, path: string): Promise<void> {
  await page.evaluate(
    ({ language, theme }) => {
      localStorage.setItem('mmc.language', JSON.stringify(language));
      localStorage.setItem('mmc.theme', JSON.stringify(theme));
    },
    { language, theme },
  );
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
}

/**
 * Which visits keep a screenshot to look at (test artefacts under test-results/e2e). A screenshot
 * checks nothing and costs more than the visit itself, so the suite keeps none: E2E_SCREENSHOTS=1
 * keeps every route at both sizes in the dark theme in every language and in the light theme in
 * English, E2E_SCREENSHOTS=all every combination. `npm run screens` walks the route matrices so.
 */
export const keepsScreenshot = (language: string, theme: string) => {
  const wanted = process.env.E2E_SCREENSHOTS ?? '';
  return wanted === 'all' || (wanted === '1' && (theme === 'dark' || language === 'en'));
};

/** A screenshot kept as a test artefact (PNG: every image viewer reads it). */
export async function keepScreenshot(page: Page, path: string): Promise<void> {
  await page.screenshot({ path });
}
