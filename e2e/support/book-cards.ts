import type { Locator, Page } from '@playwright/test';

/**
 * The controls that open a book in the modal: on every book card (a link to the book's page that
 * opens the modal instead when clicked), the chat's cards and the reading list (buttons), each is
 * the book's visible title (WCAG 2.5.3), marked as opening a dialog. Named by the title alone,
 * they cannot be told from other links or buttons by name, hence this attribute selector.
 */
export function bookOpeners(scope: Page | Locator): Locator {
  return scope.locator(':is(a, button)[aria-haspopup="dialog"]');
}
