import { parse } from 'shell-quote';

/**
 * Extra Chromium flags from AGENT_CHROME_ARGS (tests and practice: `--host-resolver-rules=…` sends the company sites'
 * real host names to the practice board). Split into words the way a shell splits them, so a quoted flag with spaces
 * stays one flag; `$VAR` is not expanded and shell operators (`;`, `|`, `>`) are refused rather than passed on.
 */
export function extraChromeArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  const text = (env.AGENT_CHROME_ARGS ?? '').trim();
  if (!text) return [];
  const words = parse(text, (name) => `$${name}`);
  return words.map((word) => {
    if (typeof word === 'string') return word;
    if ('pattern' in word) return word.pattern;
    throw new Error(
      `AGENT_CHROME_ARGS holds ${'op' in word ? `the shell operator "${word.op}"` : 'a comment'}: give Chromium flags only.`,
    );
  });
}
