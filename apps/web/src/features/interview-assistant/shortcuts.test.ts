import { describe, expect, it } from 'vitest';
import { shortcutFor, type ShortcutKeyEvent } from './shortcuts';

const key = (value: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key: value,
  repeat: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: document.body,
  ...extra,
});

describe('shortcutFor', () => {
  it('maps Space, A and S (either case) on the page', () => {
    expect([' ', 'a', 'A', 's', 'S', 'x', 'Enter'].map((k) => shortcutFor(key(k)))).toEqual([
      'space',
      'analyze',
      'analyze',
      'teleprompter',
      'teleprompter',
      null,
      null,
    ]);
  });

  it('ignores a held key and keys with Ctrl, Alt or Meta', () => {
    expect(shortcutFor(key('s', { repeat: true }))).toBeNull();
    expect(shortcutFor(key('a', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('a', { altKey: true }))).toBeNull();
    expect(shortcutFor(key(' ', { metaKey: true }))).toBeNull();
  });

  it('ignores keys typed into inputs, textareas, selects and editable content', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, textarea, select, editable);
    for (const target of [input, textarea, select, editable, inside])
      expect(shortcutFor(key('s', { target }))).toBeNull();
    // A button is not a text field: Space on a focused button is still the shortcut (the page prevents the click).
    const button = document.createElement('button');
    expect(shortcutFor(key(' ', { target: button }))).toBe('space');
  });
});
