import { parseBold } from '../lib/parse-bold';

/** A plan feature line with its **bold** parts in <strong>. */
export function BoldText({ text }: { text: string }) {
  return (
    <>
      {parseBold(text).map((run, index) => (run.bold ? <strong key={index}>{run.text}</strong> : run.text))}
    </>
  );
}
