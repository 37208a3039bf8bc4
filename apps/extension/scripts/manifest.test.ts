import { describe, expect, it } from 'vitest';
import { appMatchPatterns, manifest } from './manifest';

describe('manifest', () => {
  it('matches local origins on any port, and adds the production origin when given', () => {
    expect(appMatchPatterns(null)).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
    expect(appMatchPatterns('http://localhost:8080')).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
    expect(appMatchPatterns('https://app.applypilot.example/dashboard')).toEqual([
      'http://localhost/*',
      'http://127.0.0.1/*',
      'https://app.applypilot.example/*',
    ]);
  });

  it('lets the worker reach the agent and no other host', () => {
    const m = manifest({ appOrigin: null, agentOrigin: 'http://127.0.0.1:3110' });
    expect(m.host_permissions).toEqual(['http://127.0.0.1:3110/*']);
    expect(m.permissions).toEqual(['storage']);
    expect(m.manifest_version).toBe(3);
  });
});
