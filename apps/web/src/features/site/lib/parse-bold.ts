/** One run of a plan feature line: plain text or text that was between double asterisks. */
export interface TextRun {
  text: string;
  bold: boolean;
}

/**
 * Splits "**375** easy-apply applications" into runs. Text between a pair of double asterisks is bold; a lone,
 * unmatched "**" is kept as literal text so a typo in a feature line never swallows the rest of it.
 */
export function parseBold(line: string): TextRun[] {
  const runs: TextRun[] = [];
  let rest = line;
  while (rest.length > 0) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1) {
      runs.push({ text: rest, bold: false });
      break;
    }
    if (open > 0) runs.push({ text: rest.slice(0, open), bold: false });
    const boldText = rest.slice(open + 2, close);
    if (boldText.length > 0) runs.push({ text: boldText, bold: true });
    rest = rest.slice(close + 2);
  }
  return mergeAdjacent(runs);
}

function mergeAdjacent(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.bold === run.bold) last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}
