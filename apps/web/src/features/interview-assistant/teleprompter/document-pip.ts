/**
 * Document Picture-in-Picture (Chromium 116+): an always-on-top window the page fills with its own DOM, so the
 * teleprompter can sit over a video call in another app. Not in TypeScript's DOM library yet, hence these types.
 */
export interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
  readonly window: Window | null;
}

/** The browser's Document Picture-in-Picture API, or null where there is none (Firefox, Safari, older Chromium). */
export function documentPip(scope: Window = window): DocumentPictureInPicture | null {
  if (!('documentPictureInPicture' in scope)) return null;
  const api = (scope as Window & { documentPictureInPicture?: DocumentPictureInPicture })
    .documentPictureInPicture;
  return api && typeof api.requestWindow === 'function' ? api : null;
}

/**
 * Copies the page's styles into the PiP window's document, so the teleprompter looks the same there: a sheet this
 * origin can read is copied as text (the CSP allows inline styles); one it cannot read (another origin's) is linked.
 */
export function copyStyleSheets(from: Document, to: Document): void {
  for (const sheet of Array.from(from.styleSheets)) {
    try {
      const css = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
      const style = to.createElement('style');
      style.textContent = css;
      to.head.append(style);
    } catch {
      if (!sheet.href) continue;
      const link = to.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheet.href;
      to.head.append(link);
    }
  }
}
