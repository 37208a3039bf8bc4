export * from './contract';
export * from './faithfulness';
export * from './job-block';
export { checkCoverLetter, type LetterJob, type LetterResume } from './letter';
export { loadNlp } from './nlp';
export { canonical, containsPhrase, numbersIn, type NumberMention } from './normalise';
export { sameSkill } from './skill-match';
