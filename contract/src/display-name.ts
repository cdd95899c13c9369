export type NamedUser =
  | {
      firstName?: string | null;
      lastName?: string | null;
      email?: string | null;
    }
  | null
  | undefined;

export const ANONYMOUS_DISPLAY_NAME = 'Anonymous User';

/** First and last name; else first name; else the email's local part; else 'Anonymous User'. */
export function displayName(user: NamedUser): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const localPart = user?.email?.split('@')[0]?.trim() ?? '';
  return localPart || ANONYMOUS_DISPLAY_NAME;
}
