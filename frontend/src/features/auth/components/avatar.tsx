import type { CurrentUser } from '@starshelf/contract';

export function Avatar({ user }: { user: CurrentUser }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="size-9 rounded-full object-cover" />;
  }
  const initial = (user.displayName || user.email || '?').charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-accent font-semibold text-on-accent">
      {initial}
    </span>
  );
}
