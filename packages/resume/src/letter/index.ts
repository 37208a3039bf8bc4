export {
  letterParagraphs,
  renderCoverLetter,
  type CoverLetterInput,
  type RenderedLetter,
} from './render-letter';
