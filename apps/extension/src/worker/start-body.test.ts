import { describe, expect, it } from 'vitest';
import type { AutomationPayload } from '@applypilot/contracts';
import { startBody } from './start-body';

const payload: AutomationPayload = {
  jobUrl: '',
  resumeText: 'Meera Iyer, product designer',
  resumeBase64: 'JVBERi0xLjQK',
  resumeFilename: 'meera.pdf',
  userEmail: 'meera@example.com',
  customize: true,
  search: { jobTitle: 'Product designer', location: 'Pune' } as AutomationPayload['search'],
  profile: {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    phone: '9876543210',
  } as AutomationPayload['profile'],
  agentToken: 'a'.repeat(40),
  apiUrl: 'http://localhost:8080',
};

const APP = 'http://localhost:8080';

describe('startBody', () => {
  it('passes the customise flag, the builder structure and the resume text to the agent', () => {
    const structured = { data: { personal: [] }, order: ['personal'] };
    const body = startBody({ ...payload, resumeStructured: structured }, APP);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      customize: true,
      resumeStructured: structured,
      resumeText: 'Meera Iyer, product designer',
      resume: { base64: 'JVBERi0xLjQK', filename: 'meera.pdf' },
      apiToken: 'a'.repeat(40),
    });
  });

  it('leaves out what the page did not have (an uploaded PDF without text)', () => {
    const body = startBody({ ...payload, resumeText: '  ' }, APP);
    expect(body.success).toBe(true);
    expect(body.data && 'resumeStructured' in body.data).toBe(false);
    expect(body.data?.resumeText).toBeUndefined();
  });

  it("sends the build's own API origin, never the page's apiUrl", () => {
    for (const apiUrl of ['http://localhost:9999', 'https://grants-everything.example', '']) {
      const body = startBody({ ...payload, apiUrl }, APP);
      expect(body.success).toBe(true);
      expect(body.data?.apiUrl).toBe(APP);
    }
  });
});
