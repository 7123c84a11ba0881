// Accounts end to end (issue 3): a person registers with the mailed code, binds Google
// Authenticator from the key the security centre shows, logs out, logs back in with both codes,
// adds a second account, switches between the two and logs out; and every account form shows its
// errors in the chosen language.
import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  type NewUser,
  logInThroughUi,
  logOutThroughHeader,
  newUser,
  presetLanguage,
  registerThroughUi,
  sendAndTypeCode,
  submitOf,
  userMenuButton,
  literal,
  mailSubject,
} from './accounts-support/account-ui.ts';
import { E2E_LANGUAGES, texts } from './accounts-support/locale-texts.ts';
import { mailedCode, printedInviteCode } from './accounts-support/outbox.ts';
import { Authenticator } from './accounts-support/totp.ts';

/** Registers a user in a browser context of its own (another person, another device). */
async function registerElsewhere(browser: Browser, user: NewUser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetLanguage(page, 'en');
  await registerThroughUi(page, 'en', user);
  await context.close();
}

/** The user name the header shows for the account in use. */
const headerUser = (page: Page) => userMenuButton(page, 'en');

test('a user registers, binds Google Authenticator, logs in with both codes, adds and switches accounts, and logs out', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const t = texts('en', 'accounts');
  const mail = texts('en', 'messages');
  const alice = newUser('alice');
  const bob = newUser('bob');
  await presetLanguage(page, 'en');

  // Register with the code from the outbox: the new account is signed in on this device.
  await registerThroughUi(page, 'en', alice);
  await expect(headerUser(page)).toContainText(alice.userName);

  // Bind Google Authenticator with a code computed from the key shown for manual entry.
  await page.goto('/centerSafe');
  await page.getByRole('button', { name: t('security.items.authenticator.add'), exact: true }).click();
  const secret = await page.getByTestId('authenticator-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByRole('img', { name: t('authenticator.qrLabel', { account: alice.userName }) })).toBeVisible();
  const authenticator = new Authenticator(secret ?? '');
  await page.locator('#authenticator-code').fill(await authenticator.freshCode());
  await sendAndTypeCode(page, {
    formId: 'authenticator',
    field: 'email-code',
    address: alice.email,
    subject: mailSubject(mail('mail.subject.security')),
  });
  await submitOf(page, 'authenticator').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: t('security.items.authenticatorSwitch.title') })).toBeChecked();
  await expect(page.getByText(t('security.items.authenticator.bound'), { exact: true })).toBeVisible();

  // Log out; a protected page then leads to /login with the page to return to. Logging back in
  // now asks for the e-mail code and the authenticator code, and returns to that page.
  await logOutThroughHeader(page, 'en');
  await page.goto('/centerSafe');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)centerSafe$/);
  await logInThroughUi(page, 'en', alice, { authCode: () => authenticator.freshCode(), expectTo: /\/centerSafe$/ });

  // Turning IP verification off is not recommended: the warning, then the mailed code and the
  // authenticator code (it is on now); it says when it turns itself back on.
  await page.getByRole('switch', { name: t('security.items.ipCheck.title') }).click();
  const weaken = page.getByRole('dialog', { name: t('security.items.ipCheck.weakenTitle') });
  await expect(weaken).toContainText(t('security.items.ipCheck.weakenWarning'));
  await sendAndTypeCode(page, {
    formId: 'protection-ipCheck',
    field: 'email-code',
    address: alice.email,
    subject: mailSubject(mail('mail.subject.security')),
  });
  await page.locator('#protection-ipCheck-auth-code').fill(await authenticator.freshCode());
  await submitOf(page, 'protection-ipCheck').click();
  await expect(weaken).toHaveCount(0);
  await expect(page.getByRole('switch', { name: t('security.items.ipCheck.title') })).not.toBeChecked();
  const inSevenDays = new Date(Date.now() + 7 * 86_400_000);
  const day = `${inSevenDays.getFullYear()}-${String(inSevenDays.getMonth() + 1).padStart(2, '0')}-${String(inSevenDays.getDate()).padStart(2, '0')}`;
  const [before = '', after = ''] = t('security.items.ipCheck.reenableAt', { time: '\u0000' }).split('\u0000');
  await expect(page.getByText(new RegExp(`${literal(before)}${day} \\d{2}:\\d{2}:\\d{2}${literal(after)}`))).toBeVisible();
  await expect(headerUser(page)).toContainText(alice.userName);

  // Add a second account from the header: /login opens for a logged-in user, and its safe login
  // (a new account has e-mail verification on) finishes on /safeLogin.
  await registerElsewhere(browser, bob);
  await userMenuButton(page, 'en').click();
  await page.getByRole('button', { name: t('savedAccounts.add') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.addTitle'));
  await logInThroughUi(page, 'en', bob);
  await expect(headerUser(page)).toContainText(bob.userName);

  // Switch between the two from the header; the screen reloads its data for the account in use.
  await page.goto('/centerUser');
  await expect(page.getByTestId('profile-username')).toHaveText(bob.userName);
  await userMenuButton(page, 'en').click();
  await page.getByRole('button', { name: t('savedAccounts.switchTo', { name: alice.userName }) }).click();
  await expect(headerUser(page)).toContainText(alice.userName);
  await expect(page.getByTestId('profile-username')).toHaveText(alice.userName);
  await expect(page).toHaveURL(/\/centerUser$/);
  await userMenuButton(page, 'en').click();
  await page.getByRole('button', { name: t('savedAccounts.switchTo', { name: bob.userName }) }).click();
  await expect(page.getByTestId('profile-username')).toHaveText(bob.userName);

  // Log out: the account's saved entry goes, the other stays on the device to continue with.
  await logOutThroughHeader(page, 'en');
  await expect(page.getByRole('button', { name: t('savedAccounts.continueAs', { name: alice.userName }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('savedAccounts.continueAs', { name: bob.userName }) })).toHaveCount(0);
  const saved = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('mm-console');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('savedAccounts').objectStore('savedAccounts').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => reject(request.error);
        };
      }),
  );
  expect(saved).toEqual([alice.userName]);
});

test('a login from another new device within the minute goes on with the code already mailed, and the resend counts down', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = texts('en', 'accounts');
  const mail = texts('en', 'messages');
  const carol = newUser('carol');
  await registerElsewhere(browser, carol);

  // Two new devices with the login form filled in: this browser and a phone.
  const fillLogin = async (target: Page) => {
    await presetLanguage(target, 'en');
    await target.goto('/login');
    await target.locator('#login-account').fill(carol.userName);
    await target.locator('#login-password').fill(carol.password);
  };
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await fillLogin(phonePage);
  await fillLogin(page);

  // The phone reaches the code step and the code is mailed; nobody types it yet.
  const since = Date.now();
  await submitOf(phonePage, 'login').click();
  await expect(phonePage).toHaveURL(/\/safeLogin$/);

  // This browser, within the minute: the code step again, not "too frequent".
  await submitOf(page, 'login').click();
  await expect(page).toHaveURL(/\/safeLogin$/);
  const code = await mailedCode(carol.email, since, mailSubject(mail('mail.subject.login')));
  await phone.close();

  // It says when the code in force was sent, and the resend button counts down.
  const stillValid = literal(t('safeLogin.earlierCodeHint', { email: 'EMAILX', time: 'TIMEX' }))
    .replace('EMAILX', '\\S+@example\\.com')
    .replace('TIMEX', '\\d{2}:\\d{2}');
  await expect(page.getByText(new RegExp(`^${stillValid}$`))).toBeVisible();
  const resend = page.locator('button[aria-controls="safe-login-email-code"]');
  await expect(resend).toBeDisabled();
  const [before = '', after = ''] = t('code.resendIn', { seconds: '\u0000' }).split('\u0000');
  const secondsLeft = async () =>
    Number(new RegExp(`${literal(before)}(\\d+)${literal(after)}`).exec((await resend.textContent()) ?? '')?.[1]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft).toBeLessThan(first);

  // The code mailed to the phone's login completes this one.
  await page.locator('#safe-login-email-code').fill(code);
  await submitOf(page, 'safe-login').click();
  await expect(page).toHaveURL(/\/stocks$/);
  await expect(headerUser(page)).toContainText(carol.userName);
});

/** Expects the error beside a field (`<form>-<field>-error`) to read `text`. */
const expectFieldError = (page: Page, controlId: string, text: string) => expect(page.locator(`#${controlId}-error`)).toHaveText(text);

for (const language of E2E_LANGUAGES) {
  test(`every account form shows its errors in ${language}`, async ({ page }) => {
    test.setTimeout(150_000);
    const v = texts(language, 'messages');
    const user = newUser(`f${language}`);
    await presetLanguage(page, language);

    // Registration: every rule of spec §5 beside its field, then the server's answer to a wrong code.
    await page.goto('/register');
    await submitOf(page, 'register').click();
    await expectFieldError(page, 'register-user-name', v('validation.username'));
    await expectFieldError(page, 'register-email', v('validation.email'));
    await expectFieldError(page, 'register-code', v('validation.emailCode'));
    await expectFieldError(page, 'register-password', v('validation.password'));
    await expectFieldError(page, 'register-invite-code', v('validation.inviteCode'));
    await expectFieldError(page, 'register-agreement', v('validation.agreement'));
    await expect(page.locator('#register-user-name')).toBeFocused();
    await page.locator('#register-user-name').fill('abcdef');
    await expectFieldError(page, 'register-user-name', v('validation.username'));
    await page.locator('#register-user-name').fill(user.userName);
    await expect(page.locator('#register-user-name-error')).toHaveCount(0);
    await page.locator('#register-email').fill('not-an-address');
    await expectFieldError(page, 'register-email', v('validation.email'));
    await page.locator('#register-password').fill(user.password);
    await page.locator('#register-password-confirm').fill(`${user.password}x`);
    await expectFieldError(page, 'register-password-confirm', v('validation.passwordsMismatch'));
    await page.locator('#register-password-confirm').fill(user.password);
    await page.locator('#register-email').fill(user.email);
    await page.locator('#register-code').fill('000000');
    await page.locator('#register-invite-code').fill(await printedInviteCode());
    await page.locator('#register-agreement').check();
    await submitOf(page, 'register').click();
    await expectFieldError(page, 'register-code', v('code.4002'));
    // Nothing typed was lost.
    await expect(page.locator('#register-user-name')).toHaveValue(user.userName);
    await expect(page.locator('#register-password')).toHaveValue(user.password);
    await sendAndTypeCode(page, {
      formId: 'register',
      field: 'code',
      address: user.email,
      subject: mailSubject(v('mail.subject.register')),
    });
    await submitOf(page, 'register').click();
    await expect(page).toHaveURL(/\/stocks$/);

    // Security centre: turning e-mail verification off asks for the mailed code first.
    const a = texts(language, 'accounts');
    await page.goto('/centerSafe');
    await page.getByRole('switch', { name: a('security.items.emailVerification.title') }).click();
    const protection = page.getByRole('dialog', { name: a('security.items.emailVerification.weakenTitle') });
    await expect(protection).toContainText(a('security.items.emailVerification.weakenWarning'));
    await submitOf(page, 'protection-emailVerification').click();
    await expectFieldError(page, 'protection-emailVerification-email-code', v('validation.emailCodeRequired'));
    await page.locator('#protection-emailVerification-email-code').fill('000000');
    await submitOf(page, 'protection-emailVerification').click();
    await expectFieldError(page, 'protection-emailVerification-email-code', v('code.4002'));
    await protection.getByRole('button', { name: a('actions.cancel') }).click();
    await expect(page.getByRole('switch', { name: a('security.items.emailVerification.title') })).toBeChecked();

    // Profile: changing the password and the e-mail.
    await page.goto('/centerUser');
    const credential = (title: string) => page.getByRole('listitem').filter({ hasText: title }).getByRole('button');
    await credential(a('security.items.password.body')).click();
    await submitOf(page, 'change-password').click();
    await expectFieldError(page, 'change-password-old-password', v('validation.passwordRequired'));
    await expectFieldError(page, 'change-password-password', v('validation.password'));
    await page.locator('#change-password-password').fill('Another#1357');
    await page.locator('#change-password-password-confirm').fill('Another#1358');
    await expectFieldError(page, 'change-password-password-confirm', v('validation.passwordsMismatch'));
    await page.locator('#change-password-password-confirm').fill('Another#1357');
    await page.locator('#change-password-old-password').fill('Wrong#00000');
    await submitOf(page, 'change-password').click();
    await expectFieldError(page, 'change-password-old-password', v('code.4010'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('actions.cancel') })
      .click();
    await credential(a('security.items.email.body')).click();
    await submitOf(page, 'change-email').click();
    await expectFieldError(page, 'change-email-email', v('validation.email'));
    await expectFieldError(page, 'change-email-code', v('validation.emailCode'));
    await expectFieldError(page, 'change-email-password', v('validation.passwordRequired'));
    await page.locator('#change-email-email').fill(user.email.toUpperCase());
    await expectFieldError(page, 'change-email-email', v('validation.emailAlreadyLinked'));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('actions.cancel') })
      .click();

    // Log out, then the login form: empty fields, then a wrong password answered in this language.
    await logOutThroughHeader(page, language);
    await submitOf(page, 'login').click();
    await expectFieldError(page, 'login-account', v('validation.account'));
    await expectFieldError(page, 'login-password', v('validation.passwordRequired'));
    await page.locator('#login-account').fill(user.userName);
    await page.locator('#login-password').fill('Wrong#00000');
    await submitOf(page, 'login').click();
    await expect(page.locator('form[data-form="login"] [role=alert]')).toHaveText(v('code.4001'));

    // The second step of a login: the e-mail code is required, and a wrong one is refused in this language.
    await page.locator('#login-password').fill(user.password);
    await submitOf(page, 'login').click();
    await expect(page).toHaveURL(/\/safeLogin$/);
    await submitOf(page, 'safe-login').click();
    await expectFieldError(page, 'safe-login-email-code', v('validation.emailCode'));
    await page.locator('#safe-login-email-code').fill('000000');
    await submitOf(page, 'safe-login').click();
    await expectFieldError(page, 'safe-login-email-code', v('code.4002'));

    // Forgotten password.
    await page.goto('/forget');
    await submitOf(page, 'forget').click();
    await expectFieldError(page, 'forget-email', v('validation.email'));
    await expectFieldError(page, 'forget-code', v('validation.emailCode'));
    await expectFieldError(page, 'forget-password', v('validation.password'));
    await page.locator('#forget-password').fill(user.password);
    await page.locator('#forget-password-confirm').fill('Different#1');
    await expectFieldError(page, 'forget-password-confirm', v('validation.passwordsMismatch'));
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
  });
}
