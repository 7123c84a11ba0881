// Date and time fields follow the app's language, not the browser's: in a browser set to American
// English, a Korean or Chinese user types and reads the opening time of a bot in their own format,
// and an English user in a Korean browser reads month/day/year.
import { expect, test } from '@playwright/test';
import { type E2eLanguage, texts } from './accounts-support/locale-texts.ts';
import { openDemoPage } from './support/demo-page.ts';
import { VIEWPORTS } from './support/routes.ts';
import { reloadWithPreferences } from './support/visit.ts';

const CASES: { language: E2eLanguage; browserLocale: string; typed: string; shown: string }[] = [
  { language: 'ko', browserLocale: 'en-US', typed: '2030. 3. 7. 9:05', shown: '2030. 03. 07. 09:05' },
  { language: 'zh', browserLocale: 'en-US', typed: '2030年3月7日 9:05', shown: '2030/03/07 09:05' },
  { language: 'en', browserLocale: 'ko-KR', typed: '3/7/2030 9:05', shown: '03/07/2030 09:05' },
];

for (const { language, browserLocale, typed, shown } of CASES) {
  test(`a ${language} user in a ${browserLocale} browser writes and reads the opening time in the app's format`, async ({ browser }) => {
    const { context, page } = await openDemoPage(browser, { viewport: VIEWPORTS.desktop, locale: browserLocale });
    try {
      await reloadWithPreferences(page, language, 'dark', '/addrobot?type=open_cex');
      const c = texts(language, 'common');
      const field = page.getByLabel(texts(language, 'bots')('params.open_time'), { exact: true });
      // A text field: the browser draws no date control of its own in its own locale.
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveAttribute('placeholder', c('dateTime.placeholder'));
      await field.fill(typed);
      await field.blur();
      await expect(field).toHaveValue(shown);
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: c('dateTime.pick') })).toBeVisible();
      await field.fill('31/31/2030 9:05');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(c('dateTime.invalid', { format: c('dateTime.pattern') }))).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('a Korean user in an American English browser picks the opening time from a calendar in Korean', async ({ browser }) => {
  const { context, page } = await openDemoPage(browser, { viewport: VIEWPORTS.desktop, locale: 'en-US' });
  try {
    await reloadWithPreferences(page, 'ko', 'dark', '/addrobot?type=open_cex');
    const c = texts('ko', 'common');
    const field = page.getByLabel(texts('ko', 'bots')('params.open_time'), { exact: true });
    await field.fill('2030. 3. 7. 9:05');
    await page.getByRole('button', { name: c('dateTime.pick') }).click();
    const calendar = page.getByRole('dialog', { name: c('dateTime.calendarTitle') });
    // The month and the weekdays in Korean, Sunday first, as a Korean calendar shows them (the
    // weekday row is hidden from screen readers, which hear each day's full name instead).
    await expect(calendar.getByRole('grid')).toHaveAccessibleName('2030년 3월');
    await expect(calendar.locator('thead th')).toHaveText(['일', '월', '화', '수', '목', '금', '토']);
    await expect(calendar).not.toContainText(/March|Sun|Mon/);
    await expect(calendar.getByRole('button', { name: /2030년 3월 7일.*선택됨/ })).toBeFocused();
    await calendar.getByRole('button', { name: '다음 달로 이동' }).click();
    await expect(calendar.getByRole('grid')).toHaveAccessibleName('2030년 4월');
    await calendar.getByRole('button', { name: /2030년 4월 12일/ }).click();
    await expect(calendar.getByLabel(c('dateTime.hour'))).toHaveValue('09');
    await calendar.getByLabel(c('dateTime.hour')).selectOption('18');
    await calendar.getByLabel(c('dateTime.minute')).selectOption('30');
    await calendar.getByRole('button', { name: c('dateTime.apply') }).click();
    await expect(calendar).toHaveCount(0);
    await expect(field).toHaveValue('2030. 04. 12. 18:30');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  } finally {
    await context.close();
  }
});
