import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import { pairFailure, pairRequest } from './pairing';

const APP = 'http://localhost:8080';

describe('pairRequest', () => {
  it('sends the code with the origin the extension was built for', () => {
    expect(pairRequest(' 123456 ', APP)).toEqual({
      ok: true,
      request: { code: '123456', apiOrigin: APP },
    });
  });

  it("refuses a code of the wrong form with the contract's message", () => {
    expect(pairRequest('12345', APP)).toEqual({
      ok: false,
      message: 'Type the 6-digit code the agent shows.',
    });
    expect(pairRequest('abcdef', APP)).toEqual({
      ok: false,
      message: 'Type the 6-digit code the agent shows.',
    });
  });
});

describe('pairFailure', () => {
  const refused = (status: number, message: string) => pairFailure({ kind: 'refused', status, message });

  it("shows the agent's sentence for too many wrong codes, and for a build for another site", () => {
    expect(refused(429, 'Too many wrong codes: restart the ApplyPilot agent to pair.')).toBe(
      'Too many wrong codes: restart the ApplyPilot agent to pair.',
    );
    expect(refused(429, '')).toBe(TEXT.tooManyTries);
    expect(refused(403, 'This extension is for another ApplyPilot site.')).toBe(
      'This extension is for another ApplyPilot site.',
    );
    expect(refused(409, 'The agent is already paired; start it with --unpair to pair again.')).toBe(
      'The agent is already paired; start it with --unpair to pair again.',
    );
  });

  it('says a wrong code is wrong, and where to look', () => {
    expect(refused(403, 'That is not the code the agent shows.')).toBe(TEXT.wrongCode);
    expect(refused(403, '')).toBe(TEXT.wrongCode);
    expect(pairFailure({ kind: 'unauthorized' })).toBe(TEXT.wrongCode);
  });

  it('says the agent is not running, or what else it answered', () => {
    expect(pairFailure({ kind: 'offline' })).toBe(TEXT.agentNotRunning);
    expect(refused(500, 'disk full')).toBe('The agent refused the request (500: disk full).');
    expect(refused(413, '')).toBe('The agent refused the request (413).');
  });
});
