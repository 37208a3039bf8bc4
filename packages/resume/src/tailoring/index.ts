export * from './contract';
export * from './faithfulness';
export * from './job-block';
export { checkCoverLetter, type LetterJob, type LetterResume } from './letter';
export { loadNlp } from './nlp';
export { canonical, containsPhrase, numbersIn, type NumberMention } from './normalise';
export { sameSkill } from './skill-match';
// Issue 21: the agent's job fit check reads job descriptions with the same model and technology lexicon.
export { analyse, type Analysis, type LexiconHit, type Token } from './nlp';
export {
  LEXICON,
  impliedIds,
  PROGRAMMING_LANGUAGES,
  splitVersions,
  type LexiconEntry,
  type LexiconKind,
} from './lexicon';
export { NUMBER_WORDS } from './quantities';
