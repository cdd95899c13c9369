import type { Locator, Page } from '@playwright/test';

/**
 * The buttons that open a book in the modal: on every book card, the chat's cards and the reading
 * list each is the book's visible title (WCAG 2.5.3), marked as opening a dialog. Named by the
 * title alone, they cannot be told from other buttons by name, hence this attribute selector.
 */
export function bookOpeners(scope: Page | Locator): Locator {
  return scope.locator('button[aria-haspopup="dialog"]');
}
