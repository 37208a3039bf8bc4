import type { InlineDataPart } from './types';

/** What the fake reads from a generateContent body: Gemini's REST accepts both camelCase and snake_case fields. */
export interface ParsedBody {
  text: string;
  inlineData: InlineDataPart[];
  responseJson: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Decoded size of a base64 string without decoding it (the payload can be megabytes of audio). */
export function base64Bytes(data: string): number {
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

function partsOf(body: Record<string, unknown>): Record<string, unknown>[] {
  const contents = body['contents'];
  // A bare Content or a list of them; the REST API wants a list, the fake is lenient.
  const list = Array.isArray(contents) ? contents : isRecord(contents) ? [contents] : [];
  const parts: Record<string, unknown>[] = [];
  for (const content of list) {
    if (!isRecord(content) || !Array.isArray(content['parts'])) continue;
    for (const part of content['parts']) if (isRecord(part)) parts.push(part);
  }
  return parts;
}

export function parseBody(body: unknown): ParsedBody {
  if (!isRecord(body)) return { text: '', inlineData: [], responseJson: false };
  const texts: string[] = [];
  const inlineData: InlineDataPart[] = [];
  for (const part of partsOf(body)) {
    const text = asString(part['text']);
    if (text !== undefined) texts.push(text);
    const blob = part['inlineData'] ?? part['inline_data'];
    if (isRecord(blob)) {
      const data = asString(blob['data']) ?? '';
      const mimeType = asString(blob['mimeType']) ?? asString(blob['mime_type']) ?? '';
      inlineData.push({ mimeType, data, bytes: base64Bytes(data) });
    }
  }
  const config = body['generationConfig'] ?? body['generation_config'];
  const mime = isRecord(config)
    ? (asString(config['responseMimeType']) ?? asString(config['response_mime_type']))
    : undefined;
  return { text: texts.join('\n'), inlineData, responseJson: mime === 'application/json' };
}

export { isRecord };
