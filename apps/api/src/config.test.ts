import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoData: true,
      logLevel: 'info',
      nodeEnv: 'development',
      fileHost: '/wwwroot',
      remotes: {
        portal: '/remotes/portal/remoteEntry.js',
        member: '/remotes/member/remoteEntry.js',
        institution: '/remotes/institution/remoteEntry.js',
      },
    });
    expect(path.basename(config.dataDir)).toBe('.data');
    expect(config.storageRoot).toBe(path.join(config.dataDir, 'wwwroot'));
    expect(config.webRoot).toBe(path.join(path.dirname(config.dataDir), 'apps'));
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8099',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/api-data',
      DEMO_DATA: 'false',
      FILE_HOST: 'https://files.example.org',
      REMOTE_MEMBER_URL: 'https://cdn.example.org/member/remoteEntry.js',
    });
    expect(config).toMatchObject({
      port: 8099,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/api-data',
      storageRoot: '/tmp/api-data/wwwroot',
      demoData: false,
      fileHost: 'https://files.example.org',
    });
    expect(config.remotes.member).toBe('https://cdn.example.org/member/remoteEntry.js');
  });

  it('treats an empty DATABASE_URL as absent', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DEMO_DATA');
    }
  });
});
