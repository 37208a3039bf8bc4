/**
 * Keeps the Live API's input transcription of the current question: fragments arrive while the speaker talks (each
 * with its own leading space), and the question is complete only at `turnComplete`, however many short pauses it had.
 */
export class TranscriptAccumulator {
  private text = '';

  /** Adds a fragment; returns the transcript so far (for the partial-transcript line). */
  append(fragment: string): string {
    this.text += fragment;
    return this.current();
  }

  current(): string {
    return this.text.replace(/\s+/g, ' ').trim();
  }

  /** The finished question's transcript (may be empty: noise, no words); starts the next one. */
  take(): string {
    const text = this.current();
    this.text = '';
    return text;
  }
}
