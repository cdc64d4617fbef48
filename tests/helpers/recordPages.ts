import type { Page } from 'playwright-core';

/**
 * The record kit's detail page: takes a workflow action through its button and the confirm dialog
 * ('{action} {dialogTitle}'), with a comment, and waits for the dialog to close.
 */
export async function takeAction(page: Page, action: string, dialogTitle: string, comment: string) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: `${action} ${dialogTitle}` });
  await dialog.getByText('Note: This action CAN NOT be reverted.').waitFor();
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'hidden' });
}
