/** The banner means the services answer; the catalogue must also be there before a test browses it. */
export async function waitUntilSeeded(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/books?limit=1`);
      const body = (await response.json()) as { data?: { total?: number } };
      if (response.ok && (body.data?.total ?? 0) > 0) return;
      last = `${response.status} total=${body.data?.total}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no seeded catalogue at ${url} after ${timeoutMs / 1000} s (last: ${last})`);
}
