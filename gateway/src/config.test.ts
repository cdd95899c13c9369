import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGatewayConfig } from './config.js';

describe('the standalone gateway\'s settings', () => {
  it('listens on this machine\'s port 3000 in front of the services on their local ports by default', () => {
    const config = parseGatewayConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', cmsUrl: 'http://127.0.0.1:3001', apiUrl: 'http://127.0.0.1:3002', publicUrl: 'http://localhost:3000' });
    expect(config.staticDir.endsWith(join('frontend', 'dist'))).toBe(true);
  });

  it('forwards to the upstreams it is given, before the local ports', () => {
    const config = parseGatewayConfig({ CMS_UPSTREAM: 'http://cms:3001', API_UPSTREAM: 'http://community-api:3002', API_PORT: '4002', GATEWAY_HOST: '0.0.0.0' });
    expect(config).toMatchObject({ host: '0.0.0.0', cmsUrl: 'http://cms:3001', apiUrl: 'http://community-api:3002' });
  });

  it('reads an empty variable as unset', () => {
    expect(parseGatewayConfig({ PORT: '', CMS_UPSTREAM: '', PUBLIC_URL: '' })).toMatchObject({ port: 3000, cmsUrl: 'http://127.0.0.1:3001', publicUrl: 'http://localhost:3000' });
  });

  it('refuses a port that is not one, naming the variable', () => {
    expect(() => parseGatewayConfig({ PORT: 'eighty', API_PORT: '70000' })).toThrow(/PORT[\s\S]*API_PORT/);
  });
});
