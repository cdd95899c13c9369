// Redis for tests: REDIS_URL when given, else a throwaway redis-server from PATH.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { inheritedEnv } from './config.js';
import { freePort } from './free-port.js';
import { spawnChild, stopChild } from './processes.js';

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

function hasRedisServer(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('exit', (code) => resolve(code === 0));
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function resolveRedis(redisUrl: string | undefined, cwd: string): Promise<RedisHandle> {
  if (redisUrl) return { url: redisUrl, stop: async () => undefined };
  if (!(await hasRedisServer())) {
    throw new Error(
      'REDIS_URL is not set and no redis-server is on PATH.\n' +
        '  Install it (Debian/Ubuntu: apt-get install -y redis-server) or set REDIS_URL=redis://host:6379.',
    );
  }
  const port = await freePort();
  const child = spawnChild('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    cwd,
    env: inheritedEnv({}),
  });
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (Date.now() > deadline || child.process.exitCode !== null) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
