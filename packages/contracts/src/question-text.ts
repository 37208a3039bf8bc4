/**
 * A screening question as a person reads it (issue 20): whitespace collapsed and LinkedIn's required mark ("*", or
 * "(required)") taken off the end. The needs-answer queue stores, groups and shows questions in this form, and the
 * dashboard remembers an answer under it, so "Declaration*" and "Declaration" are one question.
 */
export function questionText(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:\s*(?:\*|\(required\)))+$/i, '')
    .trim();
}

/** The key two reports of one question share: its text as above, without case. */
export function questionKey(raw: string): string {
  return questionText(raw).toLowerCase();
}
