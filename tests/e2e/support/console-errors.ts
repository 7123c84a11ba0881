// Collects what a page reports as errors: console.error lines and uncaught exceptions.
import type { Page } from '@playwright/test';

export function watchConsoleErrors(page: Page): { take(): string[] } {
  let errors: string[] = [];
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
