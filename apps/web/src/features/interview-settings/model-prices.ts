import { pricesOn, type GeminiModel, type ModelPrices } from '@applypilot/contracts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A per-token price as users compare them: dollars per million tokens. */
export function perMillion(pricePerToken: number): string {
  return usd.format(pricePerToken * 1_000_000);
}

/** "$0.30", or "$0.25 ($0.50 audio)" where audio costs more: the assistant sends audio to be transcribed. */
export function inputPrice(prices: ModelPrices): string {
  const { text, image, audio } = prices.input;
  const base = perMillion(text);
  const extras = [
    image !== text ? `${perMillion(image)} image` : null,
    audio !== text ? `${perMillion(audio)} audio` : null,
  ].filter(Boolean);
  return extras.length ? `${base} (${extras.join(', ')})` : base;
}

/** A yyyy-mm-dd day as "31 Oct 2026". */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The selected model's prices in one line, with an announced change when there is one still to come. */
export function priceSummary(model: GeminiModel, on = new Date()): string {
  const prices = pricesOn(model, on);
  const parts = [
    `Input ${inputPrice(prices)} · Output ${perMillion(prices.output)} per 1M tokens`,
    `prices checked on ${formatDay(model.checkedOn)}`,
  ];
  const later = model.laterPrices;
  if (later && on < new Date(later.from)) {
    parts.push(
      `from ${formatDay(later.from)}: ${inputPrice(later.prices)} in, ${perMillion(later.prices.output)} out`,
    );
  }
  return `${parts.join('; ')}.`;
}
