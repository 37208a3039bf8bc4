import { EXTENSION_PUBLIC_KEY } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { appMatchPattern, manifest } from './manifest';
import { buildSettings } from './settings';

const built = (env: Record<string, string | undefined>) => manifest(buildSettings(env));
const matches = (m: Record<string, unknown>) => (m.content_scripts as { matches: string[] }[])[0]?.matches;

describe('manifest', () => {
  it('runs the content script on the one origin it was built for, port included', () => {
    expect(matches(built({ APP_ORIGIN: 'http://localhost:43117' }))).toEqual(['http://localhost:43117/*']);
    expect(matches(built({ APP_ORIGIN: 'https://app.applypilot.example' }))).toEqual([
      'https://app.applypilot.example:443/*',
    ]);
    // A pattern without a port would match every port of the host: the scheme's default is written out.
    expect(appMatchPattern('http://localhost')).toBe('http://localhost:80/*');
  });

  it('builds for http://localhost:8080 when APP_ORIGIN is unset: that origin, not every local port', () => {
    expect(matches(built({}))).toEqual(['http://localhost:8080/*']);
    expect(matches(built({ APP_ORIGIN: '  ' }))).toEqual(['http://localhost:8080/*']);
  });

  it('lets the worker reach the agent and no other host', () => {
    const m = built({ APP_ORIGIN: 'https://app.applypilot.example', AGENT_PORT: '3110' });
    expect(m.host_permissions).toEqual(['http://127.0.0.1:3110/*']);
    expect(m.permissions).toEqual(['storage']);
    expect(m.manifest_version).toBe(3);
  });
});

describe('buildSettings', () => {
  it('keeps the origin of APP_ORIGIN and the agent on AGENT_PORT', () => {
    expect(buildSettings({ APP_ORIGIN: 'https://App.ApplyPilot.example:443/', AGENT_PORT: '4000' })).toEqual({
      appOrigin: 'https://app.applypilot.example',
      agentOrigin: 'http://127.0.0.1:4000',
    });
    expect(buildSettings({})).toEqual({
      appOrigin: 'http://localhost:8080',
      agentOrigin: 'http://127.0.0.1:3110',
    });
  });

  it('refuses what is not an http(s) origin, naming the variable', () => {
    const refused = (env: Record<string, string>) => () => buildSettings(env);
    expect(refused({ APP_ORIGIN: 'localhost:8080' })).toThrow(/^APP_ORIGIN must be an http\(s\) origin/);
    expect(refused({ APP_ORIGIN: 'ftp://applypilot.example' })).toThrow(/^APP_ORIGIN must be/);
    expect(refused({ APP_ORIGIN: 'https://user:pw@applypilot.example' })).toThrow(/^APP_ORIGIN must be/);
    expect(refused({ APP_ORIGIN: 'https://applypilot.example/dashboard' })).toThrow(
      'APP_ORIGIN must be an origin (scheme, host and port only), not "https://applypilot.example/dashboard"',
    );
    expect(refused({ AGENT_PORT: '70000' })).toThrow('AGENT_PORT must be a port number, not "70000"');
  });

  it('carries the fixed key, so the ID is the same from any folder', () => {
    expect(built({}).key).toBe(EXTENSION_PUBLIC_KEY);
  });
});
