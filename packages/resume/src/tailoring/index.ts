export * from './contract';
export * from './faithfulness';
export * from './job-block';
export { loadNlp } from './nlp';
export { canonical, containsPhrase, numbersIn, type NumberMention } from './normalise';
