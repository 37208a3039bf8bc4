/**
 * Characters the 14 standard PDF fonts can show: WinAnsiEncoding (Windows-1252). jsPDF draws these with the
 * standard fonts; anything else garbles the whole line for text extraction (FACTS.md "PDF", checked Nov 2026).
 */
const CP1252_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (char.length !== 1) return false;
  if (code === 0x0a) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_HIGH.includes(char);
}
