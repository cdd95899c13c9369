// The import being watched survives a reload of /settings (the job goes on without the page): its
// id is kept for this tab until the member starts another or the report is no longer theirs.
const KEY = 'starshelf.shelfImport.active';

export function readActiveImport(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberActiveImport(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the progress view lasts as long as the page.
  }
}
