// The account steps as a person takes them, in any of the three languages: controls are found by
// their ids (components/form/use-form.ts: "<form>-<field>") and texts come from locales/.
import { type Page, expect } from '@playwright/test';
import { type E2eLanguage, texts } from './locale-texts.ts';
import { mailedCode, printedInviteCode } from './outbox.ts';

export const PASSWORD = 'Secret#2468';

export interface NewUser {
  userName: string;
  email: string;
  password: string;
}

let sequence = 0;
/** A username the rules accept (letters and digits, 6+), unique across workers and runs. */
export function newUser(prefix: string): NewUser {
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence++).toString(36)}`;
  const userName = `${prefix}${unique}`.slice(0, 32);
  return { userName, email: `${userName}@example.com`, password: PASSWORD };
}

/** Sets language and theme before the app starts (the keys lib/store.ts reads). */
export async function presetLanguage(page: Page, language: E2eLanguage, theme = 'dark'): Promise<void> {
  await page.addInitScript(
    ({ language, theme }) => {
      localStorage.setItem('mmc.language', JSON.stringify(language));
      localStorage.setItem('mmc.theme', JSON.stringify(theme));
    },
    { language, theme },
  );
}

/** The submit button of an account form (data-form on each <form>, components/form/form-controls.tsx). */
export const submitOf = (page: Page, formId: string) => page.locator(`form[data-form="${formId}"] button[type=submit]`);

/** Sends the form's code, waits for it in the outbox and types it. */
export async function sendAndTypeCode(page: Page, options: { formId: string; field: string; address: string; subject: RegExp }) {
  const since = Date.now();
  await page.locator(`button[aria-controls="${options.formId}-${options.field}"]`).click();
  const code = await mailedCode(options.address, since, options.subject);
  await page.locator(`#${options.formId}-${options.field}`).fill(code);
}

export async function registerThroughUi(page: Page, language: E2eLanguage, user: NewUser): Promise<void> {
  const mail = texts(language, 'messages');
  await page.goto('/register');
  await page.locator('#register-user-name').fill(user.userName);
  await page.locator('#register-email').fill(user.email);
  await sendAndTypeCode(page, {
    formId: 'register',
    field: 'code',
    address: user.email,
    subject: mailSubject(mail('mail.subject.register')),
  });
  await page.locator('#register-password').fill(user.password);
  await page.locator('#register-password-confirm').fill(user.password);
  await page.locator('#register-invite-code').fill(await printedInviteCode());
  await page.locator('#register-agreement').check();
  await submitOf(page, 'register').click();
  await expect(page).toHaveURL(/\/stocks$/);
}

/** Logs in from /login; a second step (2016) is completed on /safeLogin with the mailed code (and `authCode`). */
export async function logInThroughUi(
  page: Page,
  language: E2eLanguage,
  user: NewUser,
  options: { authCode?: () => Promise<string>; expectTo?: RegExp } = {},
): Promise<void> {
  const mail = texts(language, 'messages');
  if (!page.url().includes('/login')) await page.goto('/login');
  const since = Date.now();
  await page.locator('#login-account').fill(user.userName);
  await page.locator('#login-password').fill(user.password);
  await submitOf(page, 'login').click();
  await expect(page).toHaveURL(/\/(safeLogin|stocks)/);
  if (page.url().includes('/safeLogin')) {
    const code = await mailedCode(user.email, since, mailSubject(mail('mail.subject.login')));
    await page.locator('#safe-login-email-code').fill(code);
    if (options.authCode) await page.locator('#safe-login-auth-code').fill(await options.authCode());
    else await expect(page.locator('#safe-login-auth-code')).toHaveCount(0);
    await submitOf(page, 'safe-login').click();
  }
  await expect(page).toHaveURL(options.expectTo ?? /\/stocks$/);
}

export function userMenuButton(page: Page, language: E2eLanguage) {
  return page.getByRole('banner').getByRole('button', { name: texts(language, 'shell')('header.userMenu') });
}

/** Header → user menu → log out → "Are you sure you want to log out?" → confirm. */
export async function logOutThroughHeader(page: Page, language: E2eLanguage): Promise<void> {
  const shell = texts(language, 'shell');
  await userMenuButton(page, language).click();
  await page.getByRole('button', { name: shell('header.logout') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(shell('header.logoutConfirm'));
  await dialog.getByRole('button', { name: texts(language, 'common')('actions.confirm') }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** `text` as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a mail whose subject contains `text` literally. */
export const mailSubject = (text: string) => new RegExp(literal(text));
