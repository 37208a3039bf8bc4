import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';
import { resolveFromCaller } from './inputs';
import { chromeCandidates, resolveChromePath } from '../browser/chrome-path';

describe('command line', () => {
  it('reads the apply command with its flags', () => {
    expect(
      parseArgs([
        'apply',
        '--search',
        's.json',
        '--profile',
        'p.json',
        '--resume',
        'r.pdf',
        '--max',
        '3',
        '--headless',
        '--no-delays',
      ]),
    ).toEqual({
      search: 's.json',
      profile: 'p.json',
      resume: 'r.pdf',
      max: 3,
      headless: true,
      noDelays: true,
    });
    expect(parseArgs(['apply', '--search', 's', '--profile', 'p', '--resume', 'r']).max).toBe(10);
  });
  it('names what is wrong', () => {
    expect(() => parseArgs([])).toThrow('No command given.');
    expect(() => parseArgs(['run'])).toThrow('Unknown command "run".');
    expect(() => parseArgs(['apply', '--search'])).toThrow('--search needs a value.');
    expect(() => parseArgs(['apply', '--search', 's', '--profile', 'p'])).toThrow('--resume is required.');
    expect(() => parseArgs(['apply', '--fast'])).toThrow('Unknown option "--fast".');
  });
  it('resolves paths against INIT_CWD, where the person ran npm', () => {
    expect(resolveFromCaller('a/b.json', { INIT_CWD: '/home/me' })).toBe('/home/me/a/b.json');
    expect(resolveFromCaller('/abs/b.json', { INIT_CWD: '/home/me' })).toBe('/abs/b.json');
  });
});

describe('Chrome', () => {
  it('takes CHROME_PATH first, then the installed Chrome, then Chromium', () => {
    expect(resolveChromePath({ CHROME_PATH: '/opt/my/chrome' })).toBe('/opt/my/chrome');
    expect(chromeCandidates({}, 'linux')).toEqual([
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/opt/google/chrome/chrome',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
    ]);
    expect(chromeCandidates({}, 'darwin')[0]).toBe(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    );
    expect(chromeCandidates({ PROGRAMFILES: 'C:\\Program Files' }, 'win32')[0]).toContain('chrome.exe');
  });
});
