// The demo user logged in on a browser context of its own (a new device), with the page's console
// errors watched from its first load, so errors raised while logging in are reported too.
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, test, type ViewportSize } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';
import { logInAsDemo } from './session.ts';

export interface DemoPage {
  context: BrowserContext;
  page: Page;
  errors: ReturnType<typeof watchConsoleErrors>;
}

/** Opens a context with `options` and logs the demo user in on its page; the caller closes the context. */
export async function openDemoPage(browser: Browser, options: BrowserContextOptions = {}): Promise<DemoPage> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto('/agreement');
    await logInAsDemo(page);
    return { context, page, errors };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * One demo page for a whole file whose tests run in series: opened before its first test and handed
 * to the file through `opened`, closed after its last test.
 */
export function fileDemoPage(options: BrowserContextOptions, opened: (demo: DemoPage) => void): void {
  let demo: DemoPage | undefined;
  test.beforeAll(async ({ browser }) => {
    demo = await openDemoPage(browser, options);
    opened(demo);
  });
  test.afterAll(async () => {
    await demo?.context.close();
  });
}

/**
 * Logs the demo user in on the test's own page (sized `viewport` when given) and leaves it on
 * `landing`; answers the watcher of the page's console errors, watching from its first load.
 */
export async function logInOnTestPage(page: Page, landing: string, viewport?: ViewportSize): Promise<DemoPage['errors']> {
  const errors = watchConsoleErrors(page);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/light');
  await logInAsDemo(page, landing);
  return errors;
}
