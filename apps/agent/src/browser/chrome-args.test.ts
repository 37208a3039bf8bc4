import { describe, expect, it } from 'vitest';
import { extraChromeArgs } from './chrome-args';

describe('AGENT_CHROME_ARGS', () => {
  const args = (value: string | undefined) => extraChromeArgs({ AGENT_CHROME_ARGS: value });

  it('is nothing when unset or blank', () => {
    expect(args(undefined)).toEqual([]);
    expect(args('   ')).toEqual([]);
  });

  it('keeps a quoted flag with spaces and commas as one flag, as a shell would', () => {
    expect(
      args(
        '"--host-resolver-rules=MAP job-boards.greenhouse.io 127.0.0.1:8443, MAP jobs.lever.co 127.0.0.1:8443" --ignore-certificate-errors',
      ),
    ).toEqual([
      '--host-resolver-rules=MAP job-boards.greenhouse.io 127.0.0.1:8443, MAP jobs.lever.co 127.0.0.1:8443',
      '--ignore-certificate-errors',
    ]);
    expect(args("--a='x y' --b")).toEqual(['--a=x y', '--b']);
  });

  it('expands no variable and refuses shell operators', () => {
    expect(args('--user-data-dir=$HOME/x')).toEqual(['--user-data-dir=$HOME/x']);
    expect(() => args('--a; rm -rf /')).toThrow('AGENT_CHROME_ARGS holds the shell operator ";"');
    expect(() => args('--a | cat')).toThrow('shell operator "|"');
  });
});
