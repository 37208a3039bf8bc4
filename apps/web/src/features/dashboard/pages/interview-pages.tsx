import { ComingSoon } from '../../../components/coming-soon';

export function InterviewAssistantPage() {
  return (
    <ComingSoon
      title="Interview Assistant"
      description="Live transcription of the interviewer's questions and suggested answers, in real time."
    />
  );
}

export function InterviewSettingsPage() {
  return (
    <ComingSoon
      title="Interview Settings"
      description="Your API key, CV, extra details, AI instructions and teleprompter preferences."
    />
  );
}
