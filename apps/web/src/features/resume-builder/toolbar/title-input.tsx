import { useId } from 'react';
import { MESSAGES } from '@applypilot/contracts';
import { setTitle, useResumeTitle } from '../state/title-store';

interface TitleInputProps {
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

/** The resume title field, shared by the sidebar and the page (it names the downloaded file). */
export function TitleInput({ className, labelClassName, inputClassName }: TitleInputProps) {
  const id = useId();
  const title = useResumeTitle();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        Resume title
      </label>
      <input
        id={id}
        className={inputClassName}
        value={title}
        placeholder={MESSAGES.defaultResumeTitle}
        onChange={(event) => setTitle(event.target.value)}
        data-testid="resume-title"
      />
    </div>
  );
}
