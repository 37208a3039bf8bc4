import { AgentStartRequestSchema, type AutomationPayload } from '@applypilot/contracts';

/** The agent takes this much resume text at most (AgentStartRequestSchema); a longer one is cut, not refused. */
const RESUME_TEXT_MAX = 200_000;

/**
 * The agent's start request from the dashboard's payload, checked against the contract before it is sent. The API
 * the agent reserves credits with is `apiUrl`, the site the extension was built for: the payload's own `apiUrl` is
 * ignored, so no page can point the agent at an API that grants everything.
 */
export function startBody(payload: AutomationPayload, apiUrl: string) {
  const text = payload.resumeText.slice(0, RESUME_TEXT_MAX);
  return AgentStartRequestSchema.safeParse({
    search: payload.search,
    profile: payload.profile,
    resume: { base64: payload.resumeBase64, filename: payload.resumeFilename },
    customize: payload.customize,
    // What AI tailoring works on: the builder's structure when there is one, else the resume's text.
    ...(payload.resumeStructured !== undefined ? { resumeStructured: payload.resumeStructured } : {}),
    ...(text.trim() ? { resumeText: text } : {}),
    apiUrl,
    apiToken: payload.agentToken,
    // Issue 21: the setup's job fit settings, passed on as the dashboard chose them.
    ...(payload.fit ? { fit: payload.fit } : {}),
  });
}
