export { normaliseText, findUnsupported, type NormalisedText } from './normalise-text';
export { measureBulletWidth, bulletWidthAdvice, type BulletWidth, type BulletAdvice } from './measure';
export { isWinAnsi } from './win-ansi';
export { textWidthMm } from './text-width';
