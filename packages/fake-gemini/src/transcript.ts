/**
 * Reveals a scripted transcript while the speaker talks: words in proportion to the speech time so far (at an
 * assumed speaking pace), always keeping the last word back for the end of the utterance. The fragments carry
 * their leading spaces, so joining every fragment gives the transcript exactly, as with Gemini's inputTranscription.
 */
export const MS_PER_WORD = 400;

export class TranscriptReveal {
  private readonly words: string[];
  private sent = 0;

  constructor(readonly transcript: string) {
    this.words = transcript.length > 0 ? transcript.split(/(?=\s)/) : [];
  }

  /** The next fragment after speechMs of speech, or '' when no new word is due. */
  progress(speechMs: number): string {
    const due = Math.min(this.words.length - 1, Math.floor(speechMs / MS_PER_WORD));
    return this.take(due);
  }

  /** Whatever has not been sent yet. */
  rest(): string {
    return this.take(this.words.length);
  }

  private take(until: number): string {
    if (until <= this.sent) return '';
    const fragment = this.words.slice(this.sent, until).join('');
    this.sent = until;
    return fragment;
  }
}
