import { describe, expect, it } from 'vitest';
import { TEXT } from '../shared/texts';
import { pairFailure, typedCode } from './pairing';

const WRONG_FORM = 'Type the code the agent shows: 6 digits, or 12 when it shows a longer one.';

describe('typedCode', () => {
  it('takes 6 digits, or 12 as the window groups them, digits only', () => {
    expect(typedCode(' 123456 ')).toEqual({ ok: true, code: '123456' });
    expect(typedCode('4821 0937 5521')).toEqual({ ok: true, code: '482109375521' });
    expect(typedCode('4821-0937-5521')).toEqual({ ok: true, code: '482109375521' });
  });

  it("refuses a code of the wrong form with the contract's message", () => {
    for (const code of ['12345', 'abcdef', '1234567', '12345678901', '١٢٣٤٥٦']) {
      expect(typedCode(code)).toEqual({ ok: false, message: WRONG_FORM });
    }
  });
});

describe('pairFailure', () => {
  const refused = (status: number, message: string) => pairFailure({ kind: 'refused', status, message });

  it("shows the agent's sentence for too many wrong codes, and for a build for another site", () => {
    const retired =
      "Too many wrong codes were typed: press Enter in the agent's window for a new code, then type that one.";
    expect(refused(429, retired)).toBe(retired);
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
  });

  it('says another program answers when the answer could not prove the code', () => {
    expect(pairFailure({ kind: 'another-program' })).toBe(TEXT.anotherProgram);
    expect(TEXT.anotherProgram.startsWith("Another program answers on the agent's port")).toBe(true);
  });

  it('says the agent is not running, or what else it answered', () => {
    expect(pairFailure({ kind: 'offline' })).toBe(TEXT.agentNotRunning);
    expect(refused(500, 'disk full')).toBe('The agent refused the request (500: disk full).');
    expect(refused(413, '')).toBe('The agent refused the request (413).');
  });
});
