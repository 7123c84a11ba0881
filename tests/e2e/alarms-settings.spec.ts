// Settings carry the messaging service too (spec: "connect messaging service"): on /user the user
// sees where alerts reach them (this device, Telegram, e-mail) in their language.
import { expect, test } from '@playwright/test';
import { logInAsDemo } from './support/session.ts';
import { reloadWithPreferences } from './support/visit.ts';

const TEXTS = {
  en: { title: 'Messaging service', push: 'Push notifications on this device', telegram: 'Telegram', email: 'E-mail' },
  zh: { title: '消息服务', push: '本设备的推送通知', telegram: 'Telegram', email: '邮箱' },
  ko: { title: '메시지 서비스', push: '이 기기의 푸시 알림', telegram: 'Telegram', email: '이메일' },
} as const;

test('Settings show where alerts reach the user, in every language', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/light');
  await logInAsDemo(page, '/user');
  for (const [language, text] of Object.entries(TEXTS)) {
    await reloadWithPreferences(page, language, 'light', '/user');
    const section = page.getByRole('region', { name: text.title });
    await expect(section).toBeVisible();
    await expect(section.getByRole('checkbox', { name: text.push })).toBeVisible();
    await expect(section).toContainText(text.telegram);
    await expect(section).toContainText(text.email);
  }
});
