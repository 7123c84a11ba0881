// Every public route in every language and theme, at desktop and phone sizes: it renders its
// heading, the document follows the language and theme, and nothing is logged as an error.
import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { HTML_LANG, LANGUAGES, MATRIX_TEST_TIMEOUT_MS, PUBLIC_ROUTES, THEMES, VIEWPORTS, shotName } from './support/routes.ts';
import { keepScreenshot, keepsScreenshot, reloadWithPreferences, visit } from './support/visit.ts';

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const language of LANGUAGES) {
    test(`public routes render in ${language} at ${size} size in both themes with no console errors`, async ({ page }, testInfo) => {
      test.setTimeout(MATRIX_TEST_TIMEOUT_MS);
      await page.setViewportSize(viewport);
      const errors = watchConsoleErrors(page);
      await page.goto('/agreement');
      for (const theme of THEMES) {
        await reloadWithPreferences(page, language, theme, '/agreement');
        for (const route of PUBLIC_ROUTES) {
          const landed = await visit(page, route);
          expect(landed, route).toMatchObject({ path: route, lang: HTML_LANG[language], theme, overflowsX: false });
          expect(landed.heading, route).not.toBe('');
          if (keepsScreenshot(language, theme)) await keepScreenshot(page, testInfo.outputPath(shotName(route, language, theme, size)));
          expect(errors.take(), route).toEqual([]);
        }
      }
    });
  }
}
