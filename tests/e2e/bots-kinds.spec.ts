// The volume, wall, price, follow and sync kinds of bot from the screens, against the real server
// and its embedded sandbox exchanges: for each kind the demo user opens /addrobot?type=<kind> in one
// of the three languages, fills the form with prices read from the venue, saves, starts it through
// the legal notice, sees it running on /robot and a line of its own on /robotlog in that language,
// stops it (confirmed) and sees it stopped by the user.
//
// The kinds run in two groups, one per sandbox venue, each group one kind after another: kinds of a
// group share the venue's spare markets (BNB/USDT, CAKE/USDT, DEMO/USDT, CAKE/BNB; the other specs
// trade BTC/USDT and ETH/USDT), so no bot moves the price under another one's feet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { BotKey } from '../../src/shared/bots/catalogue.ts';
import { type E2eLanguage, texts } from './accounts-support/locale-texts.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { lastPrice } from './support/sandbox-venue.ts';
import { logInAsDemo } from './support/session.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences } from './support/visit.ts';

const LOCALES = join(import.meta.dirname, '../../locales');
const VENUE_NAMES = { 'sandbox-a': 'Sandbox A', 'sandbox-b': 'Sandbox B' } as const;

type Venue = keyof typeof VENUE_NAMES;

interface Market {
  venue: Venue;
  base: string;
  quote: string;
  /** Decimals of the market's price step. */
  decimals: number;
}

interface KindCase {
  kind: BotKey;
  language: E2eLanguage;
  market: Market;
  /** The parameters to type, by name, from the venue's last price. */
  params(price: number, market: Market): Record<string, string>;
  /** Choices to make, by name (select value). */
  choices?: Record<string, string>;
  /** Keys of bots:events a running bot of this kind writes on its own. */
  ownLines: string[];
}

const market = (venue: Venue, base: string, quote: string, decimals: number): Market => ({ venue, base, quote, decimals });
const at = (price: number, factor: number, { decimals }: Market) => (price * factor).toFixed(decimals);
const otherVenue = (venue: Venue): Venue => (venue === 'sandbox-a' ? 'sandbox-b' : 'sandbox-a');

/** "2026-11-23T13:45" in the local time zone, as a datetime-local input takes it. */
function localInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const GROUPS: Record<Venue, KindCase[]> = {
  'sandbox-a': [
    {
      kind: 'shua',
      language: 'en',
      market: market('sandbox-a', 'CAKE', 'USDT', 3),
      params: () => ({ target_volume: '100', single_amount: '3', min_spread_ticks: '1' }),
      ownLines: ['shuaTrade'],
    },
    {
      kind: 'hupan_buy',
      language: 'zh',
      market: market('sandbox-a', 'BNB', 'USDT', 2),
      params: (price, m) => ({ support_price: at(price, 0.98, m), total_budget: '100', single_budget: '20' }),
      ownLines: ['hupanLevel'],
    },
    {
      kind: 'kongpan',
      language: 'zh',
      market: market('sandbox-a', 'BNB', 'USDT', 2),
      params: () => ({ index_symbol: 'BNB/USDT', order_amount: '0.02' }),
      choices: { index_web: otherVenue('sandbox-a') },
      ownLines: ['kongpanMoved', 'kongpanGap', 'kongpanInSync'],
    },
    {
      kind: 'open_cex',
      language: 'ko',
      market: market('sandbox-a', 'DEMO', 'USDT', 5),
      params: (price, m) => ({
        // Trading opened a minute ago: the ladder goes up at once.
        open_time: localInput(Date.now() - 60_000),
        open_price: at(price, 1, m),
        order_amount: '200',
        price_lower: at(price, 0.5, m),
        price_upper: at(price, 1.5, m),
      }),
      ownLines: ['openLadder'],
    },
    {
      kind: 'draw',
      language: 'en',
      market: market('sandbox-a', 'CAKE', 'BNB', 6),
      params: (price, m) => ({ price_lower: at(price, 0.9, m), price_upper: at(price, 1.1, m), single_amount: '3' }),
      ownLines: ['drawMoved'],
    },
    {
      kind: 'real_genpan_quick',
      language: 'zh',
      market: market('sandbox-a', 'CAKE', 'USDT', 3),
      params: () => ({ order_amount: '3' }),
      choices: { reference_web: 'sandbox-b' },
      ownLines: ['followMoved', 'followGap', 'followInSync'],
    },
  ],
  'sandbox-b': [
    {
      kind: 'hupan_sell',
      language: 'ko',
      market: market('sandbox-b', 'BNB', 'USDT', 2),
      params: (price, m) => ({ resistance_price: at(price, 1.02, m), total_budget: '0.2', single_budget: '0.04' }),
      ownLines: ['hupanLevel'],
    },
    {
      kind: 'push',
      language: 'en',
      market: market('sandbox-b', 'CAKE', 'USDT', 3),
      params: (price, m) => ({ target_price: at(price, 1.03, m), total_budget: '30', single_budget: '10' }),
      ownLines: ['pushStep'],
    },
    {
      kind: 'hugevol',
      language: 'ko',
      market: market('sandbox-b', 'CAKE', 'USDT', 3),
      params: () => ({ target_volume: '300', single_amount: '3' }),
      ownLines: ['hugevolStart'],
    },
    {
      kind: 'defence',
      language: 'zh',
      market: market('sandbox-b', 'DEMO', 'USDT', 5),
      params: (price, m) => ({ coin_lower: at(price, 0.9, m), coin_upper: at(price, 1.1, m), order_amount: '200', total_budget: '50' }),
      ownLines: ['defenceClearing'],
    },
    {
      kind: 'real_genpan',
      language: 'ko',
      market: market('sandbox-b', 'CAKE', 'BNB', 6),
      params: () => ({ order_amount: '3' }),
      choices: { reference_web: otherVenue('sandbox-b') },
      ownLines: ['followMoved', 'followGap', 'followInSync'],
    },
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A log line of bots:events.<key> in the language, whatever its values. */
function eventTemplate(language: E2eLanguage, key: string): string {
  const events = (JSON.parse(readFileSync(join(LOCALES, language, 'bots.json'), 'utf8')) as { events: Record<string, string> }).events;
  const template = events[key];
  if (template === undefined) throw new Error(`${language}:bots:events.${key} is not a text`);
  return template;
}

function linePattern(language: E2eLanguage, key: string): RegExp {
  const template = eventTemplate(language, key);
  return new RegExp(
    `^${template
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('.+?')}$`,
  );
}

async function newDemoPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/light');
  // The login mail is read in English; each kind then switches the language.
  await logInAsDemo(page, '/robot');
  return page;
}

async function fillForm(form: Locator, b: ReturnType<typeof texts>, kase: KindCase): Promise<void> {
  const { venue, base, quote } = kase.market;
  // The market comes filled in once the accounts and the venues' pairs are loaded.
  await expect(form.getByLabel(b('form.base'), { exact: true })).not.toHaveValue('');
  await form.getByLabel(b('form.account'), { exact: true }).selectOption(venue);
  await form.getByLabel(b('form.base'), { exact: true }).fill(base);
  await form.getByLabel(b('form.quote'), { exact: true }).fill(quote);
  for (const [name, value] of Object.entries(kase.choices ?? {})) {
    await form.getByLabel(b(`params.${name}`), { exact: true }).selectOption(value);
  }
  const price = await lastPrice(venue, `${base}${quote}`);
  expect(price).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(kase.params(price, kase.market))) {
    await form.getByLabel(b(`params.${name}`), { exact: true }).fill(value);
  }
}

async function runKind(page: Page, kase: KindCase): Promise<void> {
  const { kind, language } = kase;
  const b = texts(language, 'bots');
  const c = texts(language, 'common');
  const name = b(`kinds.${kind}.name`);
  const errors = watchConsoleErrors(page);

  await reloadWithPreferences(page, language, 'dark', `/addrobot?type=${kind}`);
  await expect(page.getByRole('heading', { level: 1, name: b('add.title') })).toBeVisible();
  const form = page.getByRole('form', { name });
  await expect(form).toContainText(b(`kinds.${kind}.description`));
  await expect(form).toContainText(b('form.movesMarketNote'));
  await fillForm(form, b, kase);
  await form.getByRole('button', { name: b('form.create') }).click();

  await expect(page).toHaveURL(/\/robot\?highlight=\d+/);
  const botId = Number(new URL(page.url()).searchParams.get('highlight'));
  const row = page.getByTestId(`robot-${botId}`);
  await expect(row).toContainText(name);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));

  // The first start asks for the legal notice in the user's language.
  await row.getByRole('button', { name: b('list.start') }).click();
  const notice = page.getByRole('dialog', { name: b('legal.title') });
  await expect(notice).toContainText(b('legal.body'));
  const go = notice.getByRole('button', { name: b('legal.start') });
  await expect(go).toBeDisabled();
  await notice.getByRole('checkbox').check();
  await go.click();
  await expect(notice).toHaveCount(0);
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));

  // Its own line in the log, written in the user's language.
  await row.getByRole('link', { name: b('list.logOf', { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/robotlog\\?.*web=${kase.market.venue}`));
  await expect(page.getByRole('heading', { level: 1, name: b('log.title') })).toBeVisible();
  // A move's orders and fills can fill pages of the log, so the user searches for the bot's own
  // decision by its words (the text before the first value), one kind of line after another.
  const search = page.getByRole('searchbox', { name: b('log.search') });
  const ownLine = (key: string) =>
    page
      .getByTestId('robot-log')
      .locator(`li[data-key="${key}"]`)
      .filter({ hasText: `#${botId} ·` })
      .first();
  const searchOwnLines = async () => {
    for (const key of kase.ownLines) {
      await search.fill(eventTemplate(language, key).split('{{')[0]!.trim());
      const shown = await ownLine(key)
        .waitFor({ state: 'visible', timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) return key;
    }
    return null;
  };
  let foundKey: string | null = null;
  try {
    await expect.poll(async () => (foundKey = await searchOwnLines()), { timeout: 40_000, intervals: [0] }).not.toBeNull();
  } catch (error) {
    // What the bot did write instead, so a failure says why it wrote none of its own lines.
    await search.fill('');
    const botLines = page
      .getByTestId('robot-log')
      .locator('li')
      .filter({ hasText: `#${botId} ·` });
    await botLines
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    const written = await botLines.allInnerTexts();
    console.log(`${kind} #${botId} wrote instead:\n${written.join('\n') || '(nothing)'}`);
    throw error;
  }
  const own = ownLine(foundKey!);
  const key = (await own.getAttribute('data-key'))!;
  await expect(own.getByTestId('log-text')).toHaveText(linePattern(language, key));
  await expect(own).toContainText(name);
  // The start line is the bot's oldest: a first move's orders and fills can already fill the first
  // page, so the user searches for it.
  await search.fill(b('events.started'));
  const started = page
    .getByTestId('robot-log')
    .locator('li[data-key="started"]')
    .filter({ hasText: `#${botId} ·` });
  await expect(started.getByTestId('log-text')).toHaveText(b('events.started'));

  // Stop, confirmed: stopped by the user.
  await page.goBack();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.running'));
  await row.getByRole('button', { name: b('list.stop') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    b('list.confirmStop', { name, exchange: VENUE_NAMES[kase.market.venue], pair: `${kase.market.base}/${kase.market.quote}` }),
  );
  await confirm.getByRole('button', { name: c('actions.confirm') }).click();
  await expect(row.getByTestId('robot-status')).toHaveText(b('status.stopped'));
  await expect(row.getByTestId('robot-reason')).toHaveText(b('events.stoppedByUser'));

  expect(errors.take()).toEqual([]);
}

/** Whether the element at each corner and the centre of the box is the target itself. */
async function uncovered(target: Locator): Promise<boolean[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 3;
    const points: Array<[number, number]> = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    return points.map(([x, y]) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && element.contains(found);
    });
  });
}

for (const [venue, kinds] of Object.entries(GROUPS)) {
  test.describe(`bot kinds on ${venue}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await newDemoPage(browser);
    });
    test.afterAll(async () => {
      await page.close();
    });
    for (const kase of kinds) {
      test(`${kase.kind} in ${kase.language}: created, started, logged and stopped from the screens`, async () => {
        await runKind(page, kase);
      });
    }
    if (venue === 'sandbox-a') {
      test('on a phone the save button scrolls clear of the floating assistant button', async () => {
        const b = texts('ko', 'bots');
        await page.setViewportSize(VIEWPORTS.phone);
        await reloadWithPreferences(page, 'ko', 'dark', '/addrobot?type=open_cex');
        const save = page.getByRole('form', { name: b('kinds.open_cex.name') }).getByRole('button', { name: b('form.create') });
        await expect(page.getByTestId('chat-widget')).toBeVisible();
        await expect(save).toBeVisible();
        // The form grows as its choices load: scroll to the end again until the page has settled there.
        await expect(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
          expect(atEnd).toBe(true);
          expect(await uncovered(save)).toEqual([true, true, true, true, true]);
        }).toPass({ timeout: 15_000 });
      });
    }
  });
}
