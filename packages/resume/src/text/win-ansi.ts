/**
 * Characters the 14 standard PDF fonts can show: WinAnsiEncoding (Windows-1252). jsPDF draws these with the
 * standard fonts; anything else garbles the whole line for text extraction (FACTS.md "PDF", checked Nov 2026).
 */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi code of a character, or undefined when the standard fonts cannot show it. */
export function winAnsiCode(char: string): number | undefined {
  if (char.length !== 1) return undefined;
  const code = char.charCodeAt(0);
  if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return CP1252_HIGH[char];
}

export function isWinAnsi(char: string): boolean {
  return winAnsiCode(char) !== undefined;
}
