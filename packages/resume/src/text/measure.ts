import { DEFAULT_RESUME_CONFIG, type ResumeConfig } from '../model/config';
import { bulletColumns, clean } from '../render/writer';
import { textWidthMm } from './text-width';

export interface BulletWidth {
  /** Text width ÷ available width: 1 fills the line exactly, above 1 wraps. */
  ratio: number;
  availableWidthMm: number;
  textWidthMm: number;
}

/** Page widths in mm (jsPDF's a4 and letter). */
const PAGE_WIDTH_MM: Record<ResumeConfig['page']['format'], number> = { a4: 210, letter: 215.9 };

/**
 * How much of a bullet line a text fills, measured exactly as the renderer lays it out: the normal font,
 * kerning off, from the bullet's text column to the right margin (page width − margins − indentation −
 * bullet width).
 */
export function measureBulletWidth(text: string, config: ResumeConfig = DEFAULT_RESUME_CONFIG): BulletWidth {
  const { left, right } = config.page.margins;
  const { textX } = bulletColumns(left, config, textWidthMm);
  const availableWidthMm = PAGE_WIDTH_MM[config.page.format] - right - textX;
  const textWidthMmValue = textWidthMm(clean(text), config.fonts.normal);
  return {
    ratio: availableWidthMm > 0 ? textWidthMmValue / availableWidthMm : 0,
    availableWidthMm,
    textWidthMm: textWidthMmValue,
  };
}

export interface BulletAdvice {
  level: 'over' | 'under' | 'ok';
  message: string;
}

/** Share of the line one word takes when the text is empty (an average English word at the defaults). */
const FALLBACK_WORD_RATIO = 0.06;
const TARGET_RATIO = 0.95;

/**
 * Section 5 "Bullet width indicator": over 100 % red 'remove ~N words', under 90 % amber 'add ~N words'
 * aiming at about 95 %, otherwise green. N comes from the average width of a word of this line.
 */
export function bulletWidthAdvice(ratio: number, text: string): BulletAdvice {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '').length;
  const perWord = words > 0 && ratio > 0 ? ratio / words : FALLBACK_WORD_RATIO;
  if (ratio > 1) {
    const n = Math.max(1, Math.ceil((ratio - 1) / perWord));
    return { level: 'over', message: `remove ~${n} words` };
  }
  if (ratio < 0.9) {
    const n = Math.max(1, Math.round((TARGET_RATIO - ratio) / perWord + 1e-9));
    return { level: 'under', message: `add ~${n} words` };
  }
  return { level: 'ok', message: '' };
}
