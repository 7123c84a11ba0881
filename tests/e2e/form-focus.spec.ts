// A refused submit moves the focus to the first field in error, unless the user has already moved
// into another field: then their keystrokes stay where they are typing. Playwright's own fill is
// such a user (it focuses a field, then inserts the text), and a focus taken away between the two
// once sent a new password into the current-password field.
import { expect, type Page, test } from '@playwright/test';

/** Submits `formId` by its button and, in the same task, focuses `fieldId`; answers where the focus is two frames later. */
function submitThenFocus(page: Page, formId: string, fieldId: string | null): Promise<string | undefined> {
  return page.evaluate(
    async ({ formId, fieldId }) => {
      const submit = document.querySelector<HTMLButtonElement>(`form[data-form="${formId}"] button[type=submit]`);
      if (!submit) throw new Error(`no submit button in form ${formId}`);
      submit.focus();
      submit.click();
      if (fieldId) document.getElementById(fieldId)?.focus();
      // The refusal may wait for the form's code to load (the login form) before it is rendered.
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const deadline = performance.now() + 10_000;
      while (!document.querySelector(`form[data-form="${formId}"] [id$="-error"]`) && performance.now() < deadline) await nextFrame();
      await nextFrame();
      await nextFrame();
      return document.activeElement?.id;
    },
    { formId, fieldId },
  );
}

for (const [path, formId, firstField, otherField] of [
  ['/register', 'register', 'register-user-name', 'register-password'],
  ['/login', 'login', 'login-account', 'login-password'],
] as const) {
  test(`${formId}: a refused submit focuses the first field in error, but not away from a field the user moved into`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`form[data-form="${formId}"]`)).toBeVisible();
    expect(await submitThenFocus(page, formId, null)).toBe(firstField);
    await expect(page.locator(`#${firstField}-error`)).toBeVisible();
    expect(await submitThenFocus(page, formId, otherField)).toBe(otherField);
    await page.keyboard.type('Typed#1234');
    await expect(page.locator(`#${otherField}`)).toHaveValue('Typed#1234');
    await expect(page.locator(`#${firstField}`)).toHaveValue('');
  });
}
