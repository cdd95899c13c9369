// The rendered pages API processes share through Redis, in front of rendering when a process's own
// cache misses (docs/decisions/132-pages-stale-by-what-changed.md).
import type { Redis } from '../../lib/redis.js';
import { redisKey } from '../../lib/redis.js';
import type { Logger } from '../../lib/logger.js';
import type { CachedPage, KeptPage } from './page-cache.js';
import type { ChangeExtent } from '../catalogue/change-ledger.js';

/** A page from Redis, and whether no change it depends on came after its render. */
export type SharedPage = KeptPage & { isFresh: boolean };

export interface SharedPageOptions {
  /** How long a page is kept after its render; what bounds Redis's memory, with the page keys (decision 105). */
  ttlSeconds?: number;
  /** Larger pages are not shared. */
  maxPageBytes?: number;
  /** Past this many tags, a change counts as everything and the record starts again. */
  maxTags?: number;
}

const EVERYTHING = '*';
/** A page drawn from more than this many items is not shared (the check would be long). */
const MAX_DEPENDENCIES = 2_000;

// Numbers every change (KEYS[1], one counter for all processes) and records it against each tag
// in KEYS[2]; everything (ARGV[2] == '*'), or more tags than ARGV[1], resets the record to '*'.
const MARK = `
local n = redis.call('INCR', KEYS[1])
if ARGV[2] == '*' or redis.call('HLEN', KEYS[2]) + #ARGV - 1 > tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[2], '*', n)
  return n
end
for i = 2, #ARGV do redis.call('HSET', KEYS[2], ARGV[i], n) end
return n`;

// A page (KEYS[1]) with whether it is fresh: no change to everything or to one of its tags
// (KEYS[2]) after the number its render started at, and that number not beyond the counter
// (KEYS[3]); a counter behind it means Redis lost its history.
const GET = `
local v = redis.call('HMGET', KEYS[1], 'meta', 'body')
if not v[1] or not v[2] then return false end
local meta = cjson.decode(v[1])
local newest = tonumber(redis.call('HGET', KEYS[2], '*') or '0')
if #meta.d > 0 then
  local at = redis.call('HMGET', KEYS[2], unpack(meta.d))
  for i = 1, #at do
    if at[i] then newest = math.max(newest, tonumber(at[i])) end
  end
end
local now = tonumber(redis.call('GET', KEYS[3]) or '0')
local fresh = 0
if newest <= meta.at and meta.at <= now then fresh = 1 end
return {v[1], v[2], fresh}`;

type Meta = { s: 200 | 404; e: string; at: number; d: string[] };

/**
 * Every operation fails soft: Redis down means the in-process cache alone, logged once per outage.
 * A change this process could not record leaves it owing "everything", paid before it trusts a
 * page again and retried each second.
 */
export class SharedPageCache {
  private readonly keys: { sequence: string; changes: string; listeners: string; page: (key: string) => string };
  private readonly ttlSeconds: number;
  private readonly maxPageBytes: number;
  private readonly maxTags: number;
  private isTrusted = false;
  /** The latest connection's check; reads wait for it rather than miss while it runs. */
  private connecting: Promise<void> = Promise.resolve();
  private owesEverything = false;
  private isReported = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly redis: Redis, prefix: string, private readonly logger: Logger, options: SharedPageOptions = {}) {
    this.keys = {
      sequence: redisKey(prefix, 'pages', 'sequence'),
      changes: redisKey(prefix, 'pages', 'changes'),
      listeners: redisKey(prefix, 'pages', 'listeners'),
      page: (key) => redisKey(prefix, 'pages', 'page', key),
    };
    this.ttlSeconds = options.ttlSeconds ?? 6 * 60 * 60;
    this.maxPageBytes = options.maxPageBytes ?? 1024 * 1024;
    this.maxTags = options.maxTags ?? 200_000;
  }

  /** The change number a render starting now records; undefined when Redis cannot be trusted now. */
  async now(): Promise<number | undefined> {
    if (!(await this.isUsable())) return undefined;
    return this.attempt(async () => Number((await this.redis.get(this.keys.sequence)) ?? 0));
  }

  async get(key: string): Promise<SharedPage | undefined> {
    if (!(await this.isUsable())) return undefined;
    const found = await this.attempt(
      () => this.redis.callBuffer('eval', GET, 3, this.keys.page(key), this.keys.changes, this.keys.sequence) as Promise<[Buffer, Buffer, number] | null>,
    );
    if (!found) return undefined;
    const [metaText, body, fresh] = found;
    const meta = JSON.parse(metaText.toString('utf8')) as Meta;
    const page: CachedPage = { status: meta.s, body, etag: meta.e };
    return { page, renderedAt: meta.at, dependencies: meta.d, isFresh: fresh === 1 };
  }

  /** Keeps a page rendered at change number `renderedAt` (from `now`) for everyone. */
  async set(key: string, { page, renderedAt, dependencies }: KeptPage): Promise<void> {
    if (page.body.length > this.maxPageBytes || dependencies.length > MAX_DEPENDENCIES) return;
    const meta: Meta = { s: page.status, e: page.etag, at: renderedAt, d: [...dependencies] };
    await this.attempt(() => this.redis.multi().hset(this.keys.page(key), 'meta', JSON.stringify(meta), 'body', page.body).expire(this.keys.page(key), this.ttlSeconds).exec());
  }

  /** Drops a page that no longer stands (a render of its address now answers 404, or another page). */
  async forget(key: string): Promise<void> {
    await this.attempt(() => this.redis.del(this.keys.page(key)));
  }

  /**
   * Records a change this process heard. Sent at once, before any later read on the same
   * connection, so a page this process reads after hearing a change already counts it.
   */
  mark(extent: ChangeExtent): void {
    void this.record(extent);
  }

  /**
   * This process's listener (re)connected. If another listener that records here was connected
   * when it did, that one heard whatever this one missed; otherwise nobody did, so everything
   * counts as changed.
   */
  listening(connected: { backendPid: number; otherListeners: number[] }): Promise<void> {
    this.isTrusted = false;
    this.connecting = this.check(connected);
    return this.connecting;
  }

  private async check({ backendPid, otherListeners }: { backendPid: number; otherListeners: number[] }): Promise<void> {
    const ready = await this.attempt(async () => {
      const registered = (await this.redis.hkeys(this.keys.listeners)).map(Number);
      const isCovered = registered.some((pid) => otherListeners.includes(pid));
      if (!isCovered && !(await this.record('everything'))) return false;
      const gone = registered.filter((pid) => pid !== backendPid && !otherListeners.includes(pid)).map(String);
      const write = this.redis.multi().hset(this.keys.listeners, String(backendPid), '1');
      if (gone.length > 0) write.hdel(this.keys.listeners, ...gone);
      await write.exec();
      return true;
    });
    this.isTrusted = ready === true;
  }

  close(): void {
    clearTimeout(this.retry);
  }

  private async isUsable(): Promise<boolean> {
    await this.connecting;
    if (!this.isTrusted) return false;
    if (this.owesEverything) await this.record('everything');
    return !this.owesEverything;
  }

  /** True once recorded; a failure owes everything, retried each second. */
  private async record(extent: ChangeExtent): Promise<boolean> {
    const tags = extent === 'everything' ? [EVERYTHING] : extent;
    if (tags.length === 0) return true;
    const done = await this.attempt(() => this.redis.eval(MARK, 2, this.keys.sequence, this.keys.changes, String(this.maxTags), ...tags));
    if (done !== undefined) {
      if (extent === 'everything') this.owesEverything = false;
      return true;
    }
    this.owesEverything = true;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.record('everything'), 1_000);
    this.retry.unref();
    return false;
  }

  private async attempt<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await operation();
      this.isReported = false;
      return result;
    } catch (error) {
      if (!this.isReported) this.logger.warn({ err: error }, 'shared page cache unavailable; pages rendered and kept in this process only');
      this.isReported = true;
      return undefined;
    }
  }
}
