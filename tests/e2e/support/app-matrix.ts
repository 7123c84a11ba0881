// The logged-in half of the route matrix: every route of the main layout in every language and
// theme at one viewport size. Each language and theme is its own test, so the Playwright workers
// share the matrix instead of one page walking it all.
import { type BrowserContextOptions, type Page, type TestInfo, expect, test } from '@playwright/test';
import { type DemoPage, openDemoPage } from './demo-page.ts';
import { HTML_LANG, LANGUAGES, MATRIX_TEST_TIMEOUT_MS, PROTECTED_ROUTES, THEMES, VIEWPORTS, shotName } from './routes.ts';
import { keepScreenshot, keepsScreenshot, reloadWithPreferences, visit } from './visit.ts';

type Language = keyof typeof HTML_LANG;
type Theme = (typeof THEMES)[number];

async function visitAppRoutes(
  page: Page,
  errors: DemoPage['errors'],
  language: Language,
  theme: Theme,
  size: string,
  testInfo: TestInfo,
): Promise<void> {
  await reloadWithPreferences(page, language, theme, '/account');
  for (const route of PROTECTED_ROUTES) {
    const landed = await visit(page, route);
    expect(landed, route).toMatchObject({ path: route, lang: HTML_LANG[language], theme, hasNavigation: true, overflowsX: false });
    expect(landed.heading, route).not.toBe('');
    if (keepsScreenshot(language, theme)) await keepScreenshot(page, testInfo.outputPath(shotName(route, language, theme, size)));
    expect(errors.take(), route).toEqual([]);
  }
}

/**
 * Declares the matrix tests for one viewport size; a file calling this holds nothing else. Each
 * worker logs in once (a login from a new device waits for a mailed code) and walks the
 * combinations it is given on that page.
 */
export function describeRouteMatrix(size: keyof typeof VIEWPORTS, contextOptions: BrowserContextOptions = {}): void {
  const matrixTest = test.extend<object, { loggedIn: DemoPage }>({
    loggedIn: [
      async ({ browser }, use) => {
        const demo = await openDemoPage(browser, { viewport: VIEWPORTS[size], ...contextOptions });
        await use(demo);
        await demo.context.close();
      },
      { scope: 'worker', timeout: MATRIX_TEST_TIMEOUT_MS },
    ],
  });
  matrixTest.describe.configure({ mode: 'parallel' });
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      matrixTest(
        `every main-layout route renders in ${language} at ${size} size in the ${theme} theme with no console errors`,
        async ({ loggedIn }, testInfo) => {
          test.setTimeout(MATRIX_TEST_TIMEOUT_MS);
          await visitAppRoutes(loggedIn.page, loggedIn.errors, language, theme, size, testInfo);
        },
      );
    }
  }
}
