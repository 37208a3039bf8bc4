import { AgentApiTokenResponseSchema } from '@applypilot/contracts';
import type { Account } from './spending';
import { postJson, type TestApp } from './test-app';

/** Helpers of the agent tests: a token issued the way the dashboard asks for one, and the header that carries it. */

export async function issueAgentToken(t: TestApp, who: Pick<Account, 'cookie'>): Promise<string> {
  const response = await postJson(t.app, '/api/agent/token', {}, { cookies: { ap_session: who.cookie } });
  if (response.statusCode !== 200) throw new Error(`agent token refused: ${response.body}`);
  return AgentApiTokenResponseSchema.parse(response.json()).token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
