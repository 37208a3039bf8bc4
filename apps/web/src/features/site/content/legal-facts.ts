/** The date the privacy policy and terms below were last changed; update it with any change to their text. */
export const LEGAL_UPDATED = '28 November 2026';
