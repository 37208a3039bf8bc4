import { z } from 'zod';

/** Layout configuration of section 3, defaults of section 9 of the second specification document. */
const ColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Colour must look like #000000');

export const FONT_STYLES = ['times', 'helvetica', 'courier'] as const;
export const FONT_WEIGHTS = ['normal', 'bold', 'italic', 'bolditalic'] as const;
export const PAGE_FORMATS = ['a4', 'letter'] as const;
export const HEADER_ALIGNS = ['left', 'center', 'right'] as const;
export const DIVIDER_STYLES = ['line', 'none'] as const;

export const FontSpecSchema = z.object({
  style: z.enum(FONT_STYLES),
  weight: z.enum(FONT_WEIGHTS),
  size: z.number().min(5).max(48),
  color: ColorSchema,
});
export type FontSpec = z.output<typeof FontSpecSchema>;

const FullConfigSchema = z.object({
  page: z.object({
    unit: z.literal('mm'),
    format: z.enum(PAGE_FORMATS),
    orientation: z.literal('portrait'),
    margins: z.object({
      top: z.number().min(0).max(60),
      right: z.number().min(0).max(60),
      bottom: z.number().min(0).max(60),
      left: z.number().min(0).max(60),
    }),
  }),
  fonts: z.object({
    header: FontSpecSchema,
    sectionHeader: FontSpecSchema,
    sectionTitle: FontSpecSchema,
    normal: FontSpecSchema,
    small: FontSpecSchema,
  }),
  spacing: z.object({
    sectionGap: z.number().min(0).max(30),
    headerGap: z.number().min(0).max(30),
    lineGap: z.number().min(2).max(20),
    paragraphGap: z.number().min(0).max(20),
    indentation: z.number().min(0).max(40),
    skillIndentation: z.number().min(0).max(100),
  }),
  formatting: z.object({
    headerAlign: z.enum(HEADER_ALIGNS),
    bulletChar: z.string().max(3),
  }),
  divider: z.object({
    style: z.enum(DIVIDER_STYLES),
    color: ColorSchema,
    width: z.number().min(0).max(3),
    spacing: z.number().min(0).max(10),
  }),
  headerIcons: z.object({
    size: z.number().min(0).max(8),
    spacing: z.number().min(0).max(10),
    contactSpacing: z.number().min(0).max(30),
  }),
});
export type ResumeConfig = z.output<typeof FullConfigSchema>;

const font = (weight: FontSpec['weight'], size: number): FontSpec => ({
  style: 'times',
  weight,
  size,
  color: '#000000',
});

export const DEFAULT_RESUME_CONFIG: ResumeConfig = {
  page: {
    unit: 'mm',
    format: 'a4',
    orientation: 'portrait',
    margins: { top: 15, right: 7, bottom: 15, left: 7 },
  },
  fonts: {
    header: font('bold', 20),
    sectionHeader: font('bold', 12),
    sectionTitle: font('bold', 11),
    normal: font('normal', 11),
    small: font('bolditalic', 9),
  },
  spacing: { sectionGap: 3, headerGap: 6, lineGap: 5, paragraphGap: 2, indentation: 5, skillIndentation: 42 },
  formatting: { headerAlign: 'center', bulletChar: '•' },
  divider: { style: 'line', color: '#000000', width: 0.2, spacing: 1 },
  headerIcons: { size: 3, spacing: 1, contactSpacing: 4 },
};

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Defaults underneath, the given values on top, object by object. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlain(base)) return over === undefined ? base : over;
  if (!isPlain(over)) return base;
  const out: Plain = {};
  for (const key of Object.keys(base)) out[key] = deepMerge(base[key], over[key]);
  return out;
}

function valueAt(tree: unknown, path: readonly PropertyKey[]): unknown {
  let node = tree;
  for (const key of path) node = isPlain(node) ? node[String(key)] : undefined;
  return node;
}

function setAt(tree: unknown, path: readonly PropertyKey[], value: unknown): void {
  let node = tree;
  for (const key of path.slice(0, -1)) node = isPlain(node) ? node[String(key)] : undefined;
  const last = path[path.length - 1];
  if (isPlain(node) && last !== undefined) node[String(last)] = value;
}

/**
 * Strict parse of a whole or partial config: missing fields take the defaults, wrong values are errors.
 * Used where a person wrote the config (the command line) and should hear what is wrong.
 */
export const ResumeConfigSchema = z.preprocess(
  (value) => (value === undefined || isPlain(value) ? deepMerge(DEFAULT_RESUME_CONFIG, value ?? {}) : value),
  FullConfigSchema,
);

/**
 * Lenient repair of a stored (possibly partial, old or damaged) config: every missing or invalid value is
 * replaced by its default, so the builder always has a usable layout (section 8: storage failures fall back).
 */
export function mergeConfig(partial: unknown): ResumeConfig {
  const merged = deepMerge(DEFAULT_RESUME_CONFIG, partial ?? {});
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = FullConfigSchema.safeParse(merged);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      setAt(merged, issue.path, structuredClone(valueAt(DEFAULT_RESUME_CONFIG, issue.path)));
    }
  }
  return structuredClone(DEFAULT_RESUME_CONFIG);
}
