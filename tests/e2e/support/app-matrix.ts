// The logged-in half of the route matrix: every route of the main layout in every language and
// theme at one viewport size, on a page whose session is already stored.
import { type Page, type TestInfo, expect } from '@playwright/test';
import type { watchConsoleErrors } from './console-errors.ts';
import { HTML_LANG, PROTECTED_ROUTES, THEMES, shotName } from './routes.ts';
import { keepScreenshot, keepsScreenshot, reloadWithPreferences, visit } from './visit.ts';

export async function visitAppRoutes(
  page: Page,
  errors: ReturnType<typeof watchConsoleErrors>,
  language: keyof typeof HTML_LANG,
  size: string,
  testInfo: TestInfo,
): Promise<void> {
  for (const theme of THEMES) {
    await reloadWithPreferences(page, language, theme, '/account');
    for (const route of PROTECTED_ROUTES) {
      const landed = await visit(page, route);
      expect(landed, route).toMatchObject({ path: route, lang: HTML_LANG[language], theme, hasNavigation: true, overflowsX: false });
      expect(landed.heading, route).not.toBe('');
      if (keepsScreenshot(language, theme)) await keepScreenshot(page, testInfo.outputPath(shotName(route, language, theme, size)));
      expect(errors.take(), route).toEqual([]);
    }
  }
}
