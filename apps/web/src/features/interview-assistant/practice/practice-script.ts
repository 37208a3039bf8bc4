/**
 * What practice mode says: the recorded question and the canned answer to it, first person, CEFR B2, the way a
 * candidate would say it aloud. Kept apart from the transport so the words can be read (and changed) in one place.
 */

/** The question the recording (practice-question.wav) speaks, and what practice "transcribes". */
export const PRACTICE_QUESTION = 'Tell me about a project you are proud of.';

/** The answer practice mode streams, in the pieces it arrives in. */
export const PRACTICE_ANSWER =
  'One project I am really proud of is the customer dashboard I helped rebuild last year. ' +
  'The old version was slow, and our support team spent hours every week answering the same questions. ' +
  'I talked to five of those colleagues first, so I understood what they actually needed, and then I led a small ' +
  'team of three to redesign the main pages. ' +
  'We shipped it in two months, and page load times dropped from about eight seconds to under two. ' +
  'What I liked most was seeing support tickets about the dashboard fall by almost half, because it showed we had ' +
  'solved a real problem for people.';

/** Shown when the question came with a screenshot (Analyze): practice has no eyes, so it says what would happen. */
export const PRACTICE_SCREEN_ANSWER =
  'This is practice mode, so I cannot see your screen. ' +
  'With your API key saved, Analyze sends a screenshot of the shared tab, and the answer to the question on it ' +
  'appears here as it is written.';
