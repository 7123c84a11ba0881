// The assistant in the browser: a free-text question typed into the floating chat is answered from
// the product's own texts, in the reader's language, with follow-up suggestions, and the
// conversation is still there when the dialog opens again.
import { expect, test } from '@playwright/test';
import { logInOnTestPage } from './support/demo-page.ts';

test('a typed question is answered in the chat dialog, and the conversation is kept', async ({ page }) => {
  const errors = await logInOnTestPage(page, '/course', { width: 1280, height: 800 });
  await page.getByTestId('chat-widget').click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await dialog.getByRole('textbox', { name: 'Type your question…' }).fill('What is the minimum withdrawal amount?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('What is the minimum withdrawal amount?')).toBeVisible();
  await expect(dialog).toContainText(/50 USDT/);
  await expect(dialog.getByText('Generating the answer')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close the assistant' }).first().click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('chat-widget').click();
  await expect(dialog.getByText('What is the minimum withdrawal amount?')).toBeVisible();
  await expect(dialog).toContainText(/50 USDT/);
  expect(errors.take()).toEqual([]);
});
