import { bulletWidthAdvice, measureBulletWidth, normaliseText, type ResumeConfig } from '@applypilot/resume';

/**
 * The one place the form reads the renderer's text helpers: the characters the PDF's standard fonts cannot show,
 * and how much of a bullet line a text fills.
 */
export function unsupportedCharacters(text: string): string[] {
  if (text === '') return [];
  return normaliseText(text).unsupported;
}

export type WidthLevel = 'red' | 'amber' | 'green';

/** Section 5: over 100 % red, under 90 % amber, otherwise green. */
const LEVEL_COLOUR = { over: 'red', under: 'amber', ok: 'green' } as const satisfies Record<
  string,
  WidthLevel
>;

export interface BulletWidth {
  percent: number;
  level: WidthLevel;
  message: string;
}

export function bulletWidth(text: string, config: ResumeConfig): BulletWidth {
  const { ratio } = measureBulletWidth(text, config);
  const advice = bulletWidthAdvice(ratio, text);
  return { percent: Math.round(ratio * 100), level: LEVEL_COLOUR[advice.level], message: advice.message };
}
