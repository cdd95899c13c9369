// The first-sign-in offer is made once per member and browser; a member who said "not now" or
// took it is not asked again here.
const KEY_PREFIX = 'starshelf.shelfImportOffer.dismissed.';

export function isOfferDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(KEY_PREFIX + userId) === '1';
  } catch {
    // Storage can be switched off; then the offer shows until the reading list has a book.
    return false;
  }
}

export function dismissOffer(userId: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, '1');
  } catch {
    // See above: without storage the dismissal lasts as long as the page.
  }
}
