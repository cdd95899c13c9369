import { isSafeUrl, SAFE_URL_SCHEMES } from '@starshelf/contract';

/** The refusal for link targets the site's renderer would blank, or undefined when all are safe. */
export function unsafeLinkMessage(targets: readonly string[]): string | undefined {
  const unsafe = targets.find((target) => !isSafeUrl(target));
  if (unsafe === undefined) return undefined;
  return `Links may lead only to ${SAFE_URL_SCHEMES.join(', ')} addresses or to pages of this site (refused: ${unsafe.slice(0, 60)}).`;
}
