import { createServer } from 'node:net';

/** True when nothing listens on the port (checked on all interfaces, as the services bind). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${name}=${port}`);
  }
  if (busy.length > 0) {
    throw new Error(`Port(s) already in use: ${busy.join(', ')}. Stop whatever uses them or choose other ports in .env.`);
  }
}
