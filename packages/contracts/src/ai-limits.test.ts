import { describe, expect, it } from 'vitest';
import { JSON_WIRE_BYTES_PER_CHAR, jsonChars } from './ai-limits';

/** Python's json.dumps with its defaults: every character beyond ASCII escaped, a space after `,` and `:`. */
function pythonStyle(value: unknown): string {
  return JSON.stringify(value, null, 0)
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/("(?:[^"\\]|\\.)*")|([,:])/g, (match, text: string | undefined) => text ?? `${match} `);
}

describe('jsonChars (decision 040)', () => {
  it('is the length of the compact JSON when nothing needs escaping', () => {
    const value = { a: 'text', b: [1, 2.5, -3e-7, true, false, null], c: { d: '' }, e: [] };
    expect(jsonChars(value)).toBe(JSON.stringify(value).length);
    // A missing value is not sent, as JSON.stringify leaves it out.
    expect(jsonChars({ a: undefined, b: 'x' })).toBe(JSON.stringify({ b: 'x' }).length);
  });

  it('counts characters, not escapes, and bounds the bytes of any compact serialisation', () => {
    const value = {
      name: 'Zoë Ğürsoy → 中文 \u0001\u001f "quoted" \\ back',
      lines: ['a\nb\tc', '😀😀', '\ud800'],
      n: 1e21,
    };
    expect(jsonChars(value.name)).toBe(value.name.length + 2);
    const chars = jsonChars(value);
    for (const wire of [JSON.stringify(value), pythonStyle(value)]) {
      expect(Buffer.byteLength(wire)).toBeLessThanOrEqual(JSON_WIRE_BYTES_PER_CHAR * chars);
    }
    // Every character escaped as \uXXXX is the worst case the bound is written for.
    expect(pythonStyle(value)).toContain('\\u4e2d');
  });
});
