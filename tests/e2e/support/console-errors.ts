// Collects what a page reports as errors: console.error lines, uncaught exceptions and every
// Content-Security-Policy violation (some, such as a caught eval probe, print nothing themselves).
import type { Page } from '@playwright/test';

const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error('CSP violation: ' + event.violatedDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sample || '')));`;

export function watchConsoleErrors(page: Page): { take(): string[] } {
  let errors: string[] = [];
  void page.addInitScript(REPORT_CSP_VIOLATIONS);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/** Sets the language and theme the app reads at start (localStorage keys of lib/store.ts). */
export async function presetPreferences(page: Page, language: string, theme: string): Promise<void> {
  await page.addInitScript(
    ({ language, theme }) => {
      localStorage.setItem('mmc.language', JSON.stringify(language));
      localStorage.setItem('mmc.theme', JSON.stringify(theme));
    },
    { language, theme },
  );
}
