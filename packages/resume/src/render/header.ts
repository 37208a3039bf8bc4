import type { ResumeConfig } from '../model/config';
import type { PersonalEntry } from '../model/entries';
import { normaliseText } from '../text/normalise-text';
import { headerContacts, type Contact } from './contacts';
import { drawIcon } from './icons';
import { lineMetrics } from './metrics';
import { ptToMm, type PdfCanvas } from './pdf-canvas';
import type { Row } from './rows';
import { wrapText } from './wrap';

interface PlacedContact {
  contact: Contact;
  label: string;
  width: number;
}

/** Where a line of the given width starts under formatting.headerAlign. */
function alignedX(canvas: PdfCanvas, config: ResumeConfig, width: number): number {
  switch (config.formatting.headerAlign) {
    case 'left':
      return canvas.left;
    case 'right':
      return canvas.right - width;
    default:
      return canvas.left + (canvas.contentWidth - width) / 2;
  }
}

/** Contacts grouped into lines that fit the content width (usually one). */
function contactLines(canvas: PdfCanvas, config: ResumeConfig, contacts: Contact[]): PlacedContact[][] {
  const { size, spacing, contactSpacing } = config.headerIcons;
  const iconWidth = size > 0 ? size + spacing : 0;
  const lines: PlacedContact[][] = [];
  let line: PlacedContact[] = [];
  let lineWidth = 0;
  for (const contact of contacts) {
    const label = normaliseText(contact.label).text;
    const width = iconWidth + canvas.width(label, config.fonts.normal);
    const added = line.length === 0 ? width : lineWidth + contactSpacing + width;
    if (line.length > 0 && added > canvas.contentWidth) {
      lines.push(line);
      line = [];
      lineWidth = width;
    } else {
      lineWidth = added;
    }
    line.push({ contact, label, width });
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The header: the name, then the contacts with their icons and links (section 5 classification). */
export function headerRows(canvas: PdfCanvas, config: ResumeConfig, personal: PersonalEntry): Row[] {
  const rows: Row[] = [];
  const { fonts, spacing, headerIcons } = config;
  const contactMetrics = lineMetrics(spacing.lineGap, fonts.normal);
  const name = normaliseText(personal.name).text.trim();
  const lines = contactLines(canvas, config, headerContacts(personal));

  if (name !== '') {
    const nameLines = wrapText(name, (s) => canvas.width(s, fonts.header), canvas.contentWidth);
    const metrics = lineMetrics(0, fonts.header);
    nameLines.forEach((text, index) => {
      const last = index === nameLines.length - 1;
      // headerGap is the distance from the name's baseline to the contacts' baseline.
      const height =
        last && lines.length > 0
          ? Math.max(metrics.height, metrics.baseline + spacing.headerGap - contactMetrics.baseline)
          : metrics.height;
      rows.push({
        height,
        spaceBefore: 0,
        keepWithNext: true,
        draw: (c, top) =>
          c.text(
            text,
            alignedX(c, config, c.width(text, fonts.header)),
            top + metrics.baseline,
            fonts.header,
          ),
      });
    });
  }

  for (const line of lines) {
    const total =
      line.reduce((sum, item) => sum + item.width, 0) + headerIcons.contactSpacing * (line.length - 1);
    rows.push({
      height: contactMetrics.height,
      spaceBefore: 0,
      keepWithNext: true,
      draw: (c, top) => {
        const baseline = top + contactMetrics.baseline;
        const iconSize = headerIcons.size;
        // Icons sit centred on the middle of the capital letters.
        const iconTop = baseline - ptToMm(fonts.normal.size) * 0.33 - iconSize / 2;
        let x = alignedX(c, config, total);
        for (const item of line) {
          if (iconSize > 0) {
            c.setDrawColor(fonts.normal.color);
            c.setFillColor(fonts.normal.color);
            drawIcon(c.doc, item.contact.kind, x, iconTop, iconSize);
            x += iconSize + headerIcons.spacing;
          }
          const textWidth = c.width(item.label, fonts.normal);
          c.text(item.label, x, baseline, fonts.normal);
          c.link(x, baseline, textWidth, fonts.normal, item.contact.url);
          x += textWidth + headerIcons.contactSpacing;
        }
      },
    });
  }
  const last = rows[rows.length - 1];
  if (last) last.keepWithNext = false;
  return rows;
}
