import { describe, expect, it } from 'vitest';
import { analyse, prepareText } from './nlp';
import { quantitiesIn } from './quantities';

const read = (text: string) =>
  quantitiesIn(analyse(text).tokens).quantities.map(({ kind, value, approx, noun }) => ({
    kind,
    value,
    ...(approx ? { approx } : {}),
    ...(noun ? { noun } : {}),
  }));

describe('quantitiesIn', () => {
  it.each<[string, { kind: string; value: number; noun?: string; approx?: [number, number] }[]]>([
    ['40%', [{ kind: 'percent', value: 40 }]],
    ['40 per cent', [{ kind: 'percent', value: 40 }]],
    ['forty percent', [{ kind: 'percent', value: 40 }]],
    ['forty-two pct', [{ kind: 'percent', value: 42 }]],
    ['4x', [{ kind: 'times', value: 4 }]],
    ['four times', [{ kind: 'times', value: 4 }]],
    ['a 3-fold rise', [{ kind: 'times', value: 3 }]],
    ['doubled', [{ kind: 'times', value: 2 }]],
    ['5k users', [{ kind: 'count', value: 5000, noun: 'user' }]],
    ['2 million users', [{ kind: 'count', value: 2e6, noun: 'user' }]],
    ['two million users', [{ kind: 'count', value: 2e6, noun: 'user' }]],
    ['2bn users', [{ kind: 'count', value: 2e9, noun: 'user' }]],
    ['one hundred and twenty-five users', [{ kind: 'count', value: 125, noun: 'user' }]],
    ['a dozen interns', [{ kind: 'count', value: 12, noun: 'intern' }]],
    ['40 banking clients', [{ kind: 'count', value: 40, noun: 'client' }]],
    ['$1.2M', [{ kind: 'money:USD', value: 1.2e6 }]],
    ['$1.2B', [{ kind: 'money:USD', value: 1.2e9 }]],
    ['USD 1.2 million', [{ kind: 'money:USD', value: 1.2e6 }]],
    ['1.2 million dollars', [{ kind: 'money:USD', value: 1.2e6 }]],
    ['₹12 lakh', [{ kind: 'money:INR', value: 1.2e6 }]],
    ['Rs 12,00,000', [{ kind: 'money:INR', value: 1.2e6 }]],
    ['₹12L', [{ kind: 'money:INR', value: 1.2e6 }]],
    ['INR 3 crore', [{ kind: 'money:INR', value: 3e7 }]],
    ['5 crore rupees', [{ kind: 'money:INR', value: 5e7 }]],
    ['€3m', [{ kind: 'money:EUR', value: 3e6 }]],
    ['£4bn', [{ kind: 'money:GBP', value: 4e9 }]],
    ['4 years', [{ kind: 'months', value: 48 }]],
    ['18 months', [{ kind: 'months', value: 18 }]],
    ['2.5 yrs', [{ kind: 'months', value: 30 }]],
    ['a 36-hour hackathon', [{ kind: 'seconds', value: 129600 }]],
    ['200ms', [{ kind: 'seconds', value: 0.2 }]],
    ['10TB', [{ kind: 'bytes', value: 1e13 }]],
    [
      '3-5 years',
      [
        { kind: 'months', value: 36 },
        { kind: 'months', value: 60 },
      ],
    ],
    [
      '3 to 5 years',
      [
        { kind: 'months', value: 36 },
        { kind: 'months', value: 60 },
      ],
    ],
    [
      '$1-2M',
      [
        { kind: 'money:USD', value: 1e6 },
        { kind: 'money:USD', value: 2e6 },
      ],
    ],
    ['10+ teams', [{ kind: 'count', value: 10, noun: 'team' }]],
    ['millions of customers', [{ kind: 'count', value: 1e6, approx: [1e6, 1e9], noun: 'customer' }]],
    ['tens of thousands of merchants', [{ kind: 'count', value: 1e4, approx: [1e4, 1e5], noun: 'merchant' }]],
    ['٤٠%', [{ kind: 'percent', value: 40 }]],
    ['４０％', [{ kind: 'percent', value: 40 }]],
    ['one of the first teams', []],
    ['a one-click flow', []],
    ['one engineer', [{ kind: 'count', value: 1, noun: 'engineer' }]],
    ['a team of engineers', []],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('prepareText', () => {
  it('spells alike what reads alike', () => {
    expect(prepareText('Kube\u200Brnetes \u041Aafka ４０％ ٤٠ K u b e r n e t e s – ‘x’')).toBe(
      "Kubernetes Kafka 40% 40 Kubernetes - 'x'",
    );
    expect(prepareText('Работал в Яндексе')).toBe('Работал в Яндексе');
  });
});
