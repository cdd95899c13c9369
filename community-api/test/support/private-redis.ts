import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A private redis-server on `port`, so stopping it cannot disturb anyone else's Redis. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100 && !output.includes('Ready to accept connections'); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
