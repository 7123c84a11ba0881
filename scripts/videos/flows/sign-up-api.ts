// Lesson 1, Sign Up & Connect API: register on /register with the mailed code and the invite code,
// see the login protection a new account starts with, log out and back in with the e-mail code,
// then bind a sandbox exchange account in Account List with keys the sandbox creates.
import { expect } from '@playwright/test';
import { mailedCode, printedInviteCode } from '../../../tests/e2e/accounts-support/outbox.ts';
import type { LessonFlow } from '../lesson.ts';

// The data folder is fresh for every recording, so a fixed, readable name is free.
const USER = { userName: 'trader2025', email: 'trader2025@example.com', password: 'Secret#2468' };

export const signUpApi: LessonFlow = {
  topic: 'signUpApi',
  start: '/login',
  login: 'none',
  async run(lesson) {
    const { page } = lesson;
    await lesson.say('register');
    await lesson.click(page.locator('#main').getByRole('link', { name: 'Register', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    await lesson.say('details');
    await lesson.type(page.locator('#register-user-name'), USER.userName);
    await lesson.type(page.locator('#register-email'), USER.email);

    await lesson.say('code');
    const codeSentAt = Date.now();
    await lesson.click(page.locator('button[aria-controls="register-code"]'));
    await expect(page.getByText(/^Code sent to /)).toBeVisible();
    await lesson.type(page.locator('#register-code'), await mailedCode(USER.email, codeSentAt));

    await lesson.say('password');
    await lesson.type(page.locator('#register-password'), USER.password);
    await lesson.type(page.locator('#register-password-confirm'), USER.password);

    await lesson.say('invite');
    await lesson.type(page.locator('#register-invite-code'), await printedInviteCode());

    await lesson.say('submit');
    await lesson.click(page.locator('#register-agreement'));
    await expect(page.locator('#register-agreement')).toBeChecked();
    await lesson.click(page.locator('form[data-form="register"] button[type=submit]'));
    await expect(page).toHaveURL(/\/stocks$/);
    const userMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
    await expect(userMenu).toContainText(USER.userName);
    await lesson.pointAt(userMenu);

    await lesson.say('secure');
    await lesson.click(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }));
    await lesson.click(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }));
    const emailCheck = page.getByRole('switch', { name: 'E-mail verification' });
    await expect(emailCheck).toBeChecked();
    await lesson.pointAt(emailCheck);
    await lesson.pointAt(page.getByRole('button', { name: 'Add', exact: true }));

    await lesson.say('login');
    await lesson.click(userMenu);
    await lesson.click(page.getByRole('button', { name: 'Log out' }));
    const confirm = page.getByRole('alertdialog');
    await lesson.click(confirm.getByRole('button', { name: 'Confirm' }));
    await expect(page).toHaveURL(/\/login/);
    await lesson.type(page.locator('#login-account'), USER.userName);
    await lesson.type(page.locator('#login-password'), USER.password);
    const loginAt = Date.now();
    await lesson.click(page.locator('form[data-form="login"] button[type=submit]'));
    await expect(page.getByRole('heading', { level: 1, name: "Verify it's you" })).toBeVisible();

    await lesson.say('safeLogin');
    await lesson.type(page.locator('#safe-login-email-code'), await mailedCode(USER.email, loginAt));
    await lesson.click(page.getByRole('button', { name: 'Verify and log in' }));
    await expect(userMenu).toContainText(USER.userName);

    await lesson.say('accountList');
    await lesson.click(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account List' }));
    await expect(page.getByText('No exchange accounts bound yet')).toBeVisible();
    await lesson.click(page.getByRole('button', { name: 'Bind account' }).first());
    const dialog = page.getByRole('dialog', { name: 'Bind an exchange account' });
    await expect(dialog).toBeVisible();
    await lesson.choose(dialog.getByLabel('Exchange', { exact: true }), 'sandbox-a');
    await lesson.type(dialog.getByLabel('Account name'), 'My Sandbox A');

    await lesson.say('keys');
    await lesson.click(dialog.getByRole('button', { name: 'Create sandbox keys' }));
    await expect(dialog.getByLabel('API key')).toHaveValue(/^[A-Za-z0-9]{64}$/);
    await expect(dialog.getByLabel('Secret', { exact: true })).toHaveValue(/^[A-Za-z0-9]{64}$/);
    await lesson.pointAt(dialog.getByLabel('API key'));
    lesson.markPoster();

    await lesson.say('bind');
    await lesson.click(dialog.getByRole('button', { name: 'Verify and bind' }));
    await expect(dialog).toHaveCount(0);
    const card = page.getByTestId('account-sandbox-a');
    await expect(card.getByTestId('account-status')).toHaveText('Normal');
    await expect(card.getByTestId('balance-USDT')).toBeVisible();
    await lesson.pointAt(card.getByTestId('account-status'));
    await lesson.pointAt(card.getByTestId('balance-USDT'));
  },
};
