// The public side of the shell for a visitor: the route guard, the landing page's prices, the
// not-found page, and the /light quality bar (installable, named controls, no layout shift).
import { expect, type Page, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';

// The installability test reads the service worker's registration (blocked elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a visitor is sent from a protected route to /login with the full target path, search included', async ({ page }) => {
  await page.goto('/robotlog?web=binance&searchValue=grid');
  await expect(page).toHaveURL('/login?redirect=%2Frobotlog%3Fweb%3Dbinance%26searchValue%3Dgrid');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('/ and /home lead to the landing page, and an unknown path shows the not-found page with a way back', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/light$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/light$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/light$/);
  expect(errors.take()).toEqual([]);
});

test('the landing page shows every plan with its price for each billing period', async ({ page }) => {
  await page.goto('/light');
  const pricing = page.locator('#pricing');
  const card = (plan: string) => pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  for (const [plan, price] of [
    ['Basic', '99'],
    ['Plus', '299'],
    ['Pro', '699'],
    ['DEX', '399'],
    ['NFT', '299'],
    ['Futures', '499'],
  ] as const) {
    await expect(card(plan)).toContainText(`${price}USDT / month`);
  }
  await pricing.locator('label', { hasText: 'Quarterly' }).click();
  await expect(card('Basic')).toContainText('79.2USDT / month');
  await expect(card('Basic')).toContainText('237.6 USDT billed per term (Quarterly)');
  await pricing.locator('label', { hasText: 'Annual' }).click();
  await expect(card('Pro')).toContainText('5,032.8 USDT billed per term (Annual)');
  await expect(page.getByText('9', { exact: true })).toBeVisible();
  await expect(page.getByText('60+')).toBeVisible();
  await expect(page.getByText('200+')).toBeVisible();
  await expect(page.getByText('Console version 6.3.1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
});

test('/light is installable: manifest with name, standalone display, start URL, theme colours and 192, 512 and maskable icons', async ({
  page,
  request,
}) => {
  await page.goto('/light');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'MM Console', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const [sizes, purpose] of [
    ['192x192', undefined],
    ['512x512', undefined],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
    expect(icon, `${sizes} ${purpose ?? 'any'}`).toBeTruthy();
    const png = await (await request.get(icon!.src)).body();
    // PNG header: width and height are big-endian at bytes 16 and 20.
    const [width, height] = sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(registration).toMatch(/\/sw\.js$/);
});

test('every control on /light has an accessible name', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/light');
    await expect(page.locator('h1')).toBeVisible();
    const unnamed = await page.evaluate(() => {
      const nameOf = (element: Element): string => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const fromLabels =
          element instanceof HTMLInputElement || element instanceof HTMLSelectElement
            ? [...(element.labels ?? [])].map((label) => label.textContent ?? '').join(' ')
            : '';
        return [
          element.getAttribute('aria-label'),
          labelledBy ? document.getElementById(labelledBy)?.textContent : '',
          fromLabels,
          element.textContent,
          element.getAttribute('title'),
          [...element.querySelectorAll('img[alt]')].map((image) => image.getAttribute('alt')).join(' '),
        ]
          .join(' ')
          .trim();
      };
      return [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="radio"], [role="tab"]')]
        .filter((element) => nameOf(element) === '')
        .map((element) => element.outerHTML.slice(0, 120));
    });
    expect(unnamed, `width ${width}`).toEqual([]);
  }
});

/** Sums the page's layout shifts from its first paint on (each load of the page starts again at 0). */
const countLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test('/light loads without layout shift', async ({ page }) => {
  await countLayoutShifts(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/light');
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await layoutShift(page);
    expect(shift, `cumulative layout shift at width ${width}`).toBeLessThan(0.01);
  }
});

test('/light loads without layout shift when its screen arrives after the pending delay, as on a slow connection', async ({ page }) => {
  await countLayoutShifts(page);
  // The landing screen's code comes a second late: the frame and the pending spinner paint first.
  await page.route(/\/assets\/landing-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/light');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await layoutShift(page);
  expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
});

test("a public page's screen and its texts in the saved language are requested with the entry, not after it", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => localStorage.setItem('mmc.language', JSON.stringify('zh')));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloaded = await page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  // The login screen's chunk, and zh's common and accounts texts (locales/zh/*.json chunks).
  const login = preloaded.find((path) => /\/assets\/login-[\w-]+\.js$/.test(path));
  expect(login).toBeDefined();
  expect(requested).toContain(login);
  const texts = preloaded.filter((path) => /\/assets\/(common|accounts|site)-[\w-]+\.js$/.test(path));
  expect(texts).toHaveLength(3);
  for (const path of texts) expect(requested).toContain(path);
});
