/**
 * Section 2.4's keyboard shortcuts: Space records tab audio or stops, A analyses the screen, S toggles the
 * teleprompter. They are commands only when the user is not typing: not in inputs, textareas, selects or editable
 * content, not on key repeat (a held key would start and stop over and over), and not with Ctrl, Alt or Meta
 * (browser and system shortcuts stay theirs).
 */
export type Shortcut = 'space' | 'analyze' | 'teleprompter';

export interface ShortcutKeyEvent {
  key: string;
  repeat: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

export function shortcutFor(event: ShortcutKeyEvent): Shortcut | null {
  if (event.repeat || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return 'space';
    case 'a':
    case 'A':
      return 'analyze';
    case 's':
    case 'S':
      return 'teleprompter';
    default:
      return null;
  }
}
