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
