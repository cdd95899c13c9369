import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/starshelf';

describe('loadConfig', () => {
  it('applies the agreed defaults when only DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL })).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3002,
      trustProxy: ['loopback'],
      databaseUrl: DATABASE_URL,
      redisUrl: undefined,
      redisPrefix: 'starshelf',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      smtp: { host: '127.0.0.1', port: 1025, user: undefined, pass: undefined, from: 'Starshelf <no-reply@starshelf.local>', isSecure: false },
      ratingReconcileMs: 600_000,
      session: { idleMs: 7 * 24 * 3_600_000, maxAgeMs: 30 * 24 * 3_600_000, cookieName: 'sid', registrationCookieName: 'registration', isSecure: false },
      pageRendersPerMinute: 120,
      logStatementsMs: undefined,
      chat: {
        llm: undefined,
        modelTimeouts: { answerMs: 60_000, idleMs: 20_000 },
        dailyQuota: { NORMAL_USER: 5, POWER_USER: 20, GOLDEN_USER: 200, SUPER_USER: 200 },
      },
    });
  });

  it('reads how many pages one client may have rendered afresh per minute, and refuses none at all', () => {
    expect(loadConfig({ DATABASE_URL, PAGE_RENDERS_PER_MINUTE: '600' }).pageRendersPerMinute).toBe(600);
    expect(() => loadConfig({ DATABASE_URL, PAGE_RENDERS_PER_MINUTE: '0' })).toThrow(/PAGE_RENDERS_PER_MINUTE/);
  });

  it('logs no statements unless asked, and reads the threshold in milliseconds', () => {
    expect(loadConfig({ DATABASE_URL, DATABASE_LOG_STATEMENTS_MS: '' }).logStatementsMs).toBeUndefined();
    expect(loadConfig({ DATABASE_URL, DATABASE_LOG_STATEMENTS_MS: '0' }).logStatementsMs).toBe(0);
    expect(() => loadConfig({ DATABASE_URL, DATABASE_LOG_STATEMENTS_MS: '-1' })).toThrow(/DATABASE_LOG_STATEMENTS_MS/);
  });

  it('reads where the page renderer is, and leaves the default build location to the pages module when unset', () => {
    expect(loadConfig({ DATABASE_URL, PAGE_RENDERER_PATH: '/srv/ssr/render-page.js' }).pageRendererPath).toBe('/srv/ssr/render-page.js');
    expect(loadConfig({ DATABASE_URL, PAGE_RENDERER_PATH: '' }).pageRendererPath).toBeUndefined();
  });

  it('selects a chat model only with a key, and reads the quotas per role', () => {
    const config = loadConfig({ DATABASE_URL, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3', CHAT_QUOTA_NORMAL_USER: '2' });
    expect(config.chat.llm).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' });
    expect(config.chat.dailyQuota.NORMAL_USER).toBe(2);
    expect(loadConfig({ DATABASE_URL, OPENAI_API_KEY: '' }).chat.llm).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL, CHAT_QUOTA_POWER_USER: '-1' })).toThrow(ConfigError);
  });

  it('reads how long the chat waits for its model, and refuses waits that are no number of milliseconds', () => {
    expect(loadConfig({ DATABASE_URL, LLM_TIMEOUT_MS: '90000', LLM_IDLE_TIMEOUT_MS: '' }).chat.modelTimeouts).toEqual({ answerMs: 90_000, idleMs: 20_000 });
    expect(() => loadConfig({ DATABASE_URL, LLM_TIMEOUT_MS: '30s' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_URL, LLM_IDLE_TIMEOUT_MS: '0' })).toThrow(/LLM_IDLE_TIMEOUT_MS/);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL, REDIS_URL: '', API_PORT: '', LOG_LEVEL: '' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3002);
    expect(config.logLevel).toBe('info');
  });

  it('reads every agreed variable', () => {
    const config = loadConfig({
      DATABASE_URL,
      API_PORT: '4010',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NODE_ENV: 'production',
      SMTP_HOST: 'smtp.example.org',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://starshelf.example',
    });
    expect(config).toMatchObject({ port: 4010, redisUrl: 'redis://127.0.0.1:6379', nodeEnv: 'production', logLevel: 'warn' });
  });

  it('fails fast listing every bad key without echoing values', () => {
    let caught: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', API_PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.keys.sort()).toEqual(['API_PORT', 'DATABASE_URL', 'LOG_LEVEL']);
    expect(error.message).not.toContain('hunter2');
  });

  it('names the session cookie __Host-sid and marks it Secure in production', () => {
    const config = loadConfig({ DATABASE_URL, NODE_ENV: 'production', SMTP_HOST: 'smtp.example.org' });
    expect(config.session).toMatchObject({ cookieName: '__Host-sid', registrationCookieName: '__Host-registration', isSecure: true });
  });

  it('reads the SMTP settings', () => {
    const config = loadConfig({ DATABASE_URL, SMTP_HOST: 'smtp.example.org', SMTP_PORT: '465', SMTP_SECURE: '1', SMTP_USER: 'u', SMTP_PASS: 'p' });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.org', port: 465, isSecure: true, user: 'u', pass: 'p' });
  });

  it('requires DATABASE_URL', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL is required/);
  });

  it('refuses production without an SMTP server, naming the key', () => {
    const run = () => loadConfig({ DATABASE_URL, NODE_ENV: 'production' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/SMTP_HOST is required in production/);
    expect(loadConfig({ DATABASE_URL, NODE_ENV: 'production', SMTP_HOST: 'mailpit', SMTP_PORT: '1025' }).smtp).toMatchObject({ host: 'mailpit', port: 1025 });
    expect(loadConfig({ DATABASE_URL }).smtp.host).toBe('127.0.0.1');
  });

  it('reads TRUST_PROXY as hops, a list of addresses and ranges, or none', () => {
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATABASE_URL, TRUST_PROXY: '' }).trustProxy).toEqual(['loopback']);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.89.0.0/16, fd00::/8, 192.0.2.7')).toEqual(['loopback', '10.89.0.0/16', 'fd00::/8', '192.0.2.7']);
  });

  it.each(['true', 'gateway', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '11', 'loopback,'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ DATABASE_URL, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
