import { describe, expect, it } from 'vitest';
import { classifyContact, headerContacts } from './contacts';

describe('header contacts (section 5)', () => {
  it('classifies by content, not by the field it was typed in', () => {
    expect(classifyContact('ana@example.com')).toEqual({
      kind: 'email',
      label: 'ana@example.com',
      url: 'mailto:ana@example.com',
    });
    expect(classifyContact('+1 (555) 010-9999')).toEqual({
      kind: 'phone',
      label: '+1 (555) 010-9999',
      url: 'tel:+15550109999',
    });
    expect(classifyContact('555-1234')?.kind).toBe('phone');
    expect(classifyContact('https://www.linkedin.com/in/ana-1234567/')).toEqual({
      kind: 'linkedin',
      label: 'linkedin.com/in/ana-1234567',
      url: 'https://www.linkedin.com/in/ana-1234567/',
    });
    expect(classifyContact('github.com/ana')).toEqual({
      kind: 'github',
      label: 'github.com/ana',
      url: 'https://github.com/ana',
    });
  });

  it('drops everything else and hides empty values', () => {
    expect(classifyContact('ana.dev')).toBeNull();
    expect(classifyContact('12345')).toBeNull();
    expect(classifyContact('  ')).toBeNull();
    expect(classifyContact('- - - - -')).toBeNull();
  });

  it('lists email, phone, LinkedIn, GitHub, then a website only when it is one of those', () => {
    const contacts = headerContacts({
      id: 'p',
      name: 'Ana',
      email: '',
      phone: 'ana@example.com',
      github: 'github.com/ana',
      linkedin: 'not a link',
      website: 'ana.github.io',
    });
    expect(contacts.map((c) => [c.kind, c.label])).toEqual([
      ['email', 'ana@example.com'],
      ['github', 'github.com/ana'],
      ['github', 'ana.github.io'],
    ]);
  });
});
