/**
 * Greedy word wrap with a measure function. The first line may be narrower (a label sits before it); a word
 * longer than a whole line (a long URL) is cut by characters so nothing crosses the margin.
 */
export function wrapText(
  text: string,
  measure: (s: string) => number,
  firstWidth: number,
  restWidth: number = firstWidth,
): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  const limit = () => (lines.length === 0 ? firstWidth : restWidth);
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= limit()) {
      line = candidate;
      continue;
    }
    if (line !== '') {
      lines.push(line);
      line = '';
    }
    let rest = word;
    while (measure(rest) > limit()) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > limit()) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}
