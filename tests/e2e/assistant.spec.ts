// The assistant in the browser: a free-text question typed into the floating chat is answered from
// the product's own texts, and the conversation is still there when the dialog opens again, until
// a new one is started.
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

  // A new conversation starts empty, with the common topics again (and leaves the demo user's chat
  // as the other specs expect it).
  await dialog.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(dialog.getByText('What is the minimum withdrawal amount?')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'What is MM Console?' })).toBeVisible();
  expect(errors.take()).toEqual([]);
});
