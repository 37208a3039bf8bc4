import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_RESUME_CONFIG, type FontSpec, type ResumeConfig } from '@applypilot/resume';
import { Button } from '../../../components';
import styles from '../resume-builder.module.css';
import { NumberField } from './number-field';
import { OptionSelect, type Options } from './option-select';

const FONT_ROWS = [
  ['header', 'Header (name)'],
  ['sectionHeader', 'Section Header'],
  ['sectionTitle', 'Entry Title'],
  ['normal', 'Normal Text'],
  ['small', 'Small Text'],
] as const satisfies readonly (readonly [keyof ResumeConfig['fonts'], string])[];

const FAMILIES: Options<FontSpec['style']> = [
  ['times', 'Times'],
  ['helvetica', 'Helvetica'],
  ['courier', 'Courier'],
];
const WEIGHTS: Options<FontSpec['weight']> = [
  ['normal', 'Normal'],
  ['bold', 'Bold'],
  ['italic', 'Italic'],
  ['bolditalic', 'Bold Italic'],
];
const FORMATS: Options<ResumeConfig['page']['format']> = [
  ['a4', 'A4'],
  ['letter', 'Letter'],
];
const DIVIDERS: Options<ResumeConfig['divider']['style']> = [
  ['line', 'Line'],
  ['none', 'None'],
];

interface LayoutModalProps {
  open: boolean;
  config: ResumeConfig;
  onApply: (config: ResumeConfig) => void;
  onClose: () => void;
}

/** 'Resume Layout & Style': every option of section 9, edited as a draft and applied together. */
export function LayoutModal(props: LayoutModalProps) {
  return props.open ? <LayoutModalOpen {...props} /> : null;
}

function LayoutModalOpen({ config, onApply, onClose }: LayoutModalProps) {
  const [draft, setDraft] = useState<ResumeConfig>(() => structuredClone(config));
  const titleId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves into the dialog, and back to what opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cardRef.current?.querySelector('select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  const setFont = (key: keyof ResumeConfig['fonts'], patch: Partial<FontSpec>) =>
    setDraft((d) => ({ ...d, fonts: { ...d.fonts, [key]: { ...d.fonts[key], ...patch } } }));
  const setMargin = (side: 'left' | 'right', value: number) =>
    setDraft((d) => ({ ...d, page: { ...d.page, margins: { ...d.page.margins, [side]: value } } }));
  const setSpacing = (key: 'sectionGap' | 'lineGap' | 'indentation', value: number) =>
    setDraft((d) => ({ ...d, spacing: { ...d.spacing, [key]: value } }));

  return createPortal(
    <div
      className={styles.modalBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={cardRef}
        className={styles.modalCard}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={styles.modalTitle}>
          Resume Layout &amp; Style
        </h2>
        <div className={styles.modalScroll}>
          <fieldset className={styles.fieldset}>
            <legend>Page</legend>
            <div className={styles.layoutRow}>
              <label className={styles.selectField}>
                <span className={styles.label}>Page Format</span>
                <OptionSelect
                  value={draft.page.format}
                  options={FORMATS}
                  onChange={(format) => setDraft((d) => ({ ...d, page: { ...d.page, format } }))}
                />
              </label>
              <NumberField
                label="Left Margin"
                unit="mm"
                value={draft.page.margins.left}
                min={0}
                max={60}
                onChange={(value) => setMargin('left', value)}
              />
              <NumberField
                label="Right Margin"
                unit="mm"
                value={draft.page.margins.right}
                min={0}
                max={60}
                onChange={(value) => setMargin('right', value)}
              />
            </div>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Fonts</legend>
            <table className={styles.fontTable}>
              <thead>
                <tr>
                  <th scope="col">Text</th>
                  <th scope="col">Font</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Size (pt)</th>
                  <th scope="col">Colour</th>
                </tr>
              </thead>
              <tbody>
                {FONT_ROWS.map(([key, label]) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>
                      <OptionSelect
                        ariaLabel={`${label} font`}
                        value={draft.fonts[key].style}
                        options={FAMILIES}
                        onChange={(style) => setFont(key, { style })}
                      />
                    </td>
                    <td>
                      <OptionSelect
                        ariaLabel={`${label} weight`}
                        value={draft.fonts[key].weight}
                        options={WEIGHTS}
                        onChange={(weight) => setFont(key, { weight })}
                      />
                    </td>
                    <td>
                      <NumberField
                        label={`${label} size`}
                        hideLabel
                        value={draft.fonts[key].size}
                        min={5}
                        max={48}
                        step={0.5}
                        onChange={(size) => setFont(key, { size })}
                      />
                    </td>
                    <td>
                      <input
                        type="color"
                        className={styles.colorInput}
                        aria-label={`${label} colour`}
                        value={expandHex(draft.fonts[key].color)}
                        onChange={(event) => setFont(key, { color: event.target.value })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend>Spacing and divider</legend>
            <div className={styles.layoutRow}>
              <NumberField
                label="Section Gap"
                unit="mm"
                value={draft.spacing.sectionGap}
                min={0}
                max={30}
                step={0.5}
                onChange={(value) => setSpacing('sectionGap', value)}
              />
              <NumberField
                label="Line Gap"
                unit="mm"
                value={draft.spacing.lineGap}
                min={2}
                max={20}
                step={0.5}
                onChange={(value) => setSpacing('lineGap', value)}
              />
              <NumberField
                label="Bullet Indent"
                unit="mm"
                value={draft.spacing.indentation}
                min={0}
                max={40}
                step={0.5}
                onChange={(value) => setSpacing('indentation', value)}
              />
              <label className={styles.selectField}>
                <span className={styles.label}>Divider</span>
                <OptionSelect
                  value={draft.divider.style}
                  options={DIVIDERS}
                  onChange={(style) => setDraft((d) => ({ ...d, divider: { ...d.divider, style } }))}
                />
              </label>
            </div>
          </fieldset>
        </div>
        <div className={styles.modalActions}>
          <Button variant="ghost" onClick={() => setDraft(structuredClone(DEFAULT_RESUME_CONFIG))}>
            Reset to Defaults
          </Button>
          <span className={styles.spacer} />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onApply(draft)} data-testid="layout-apply">
            Apply
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** <input type=color> only takes #rrggbb; the config also allows #rgb. */
function expandHex(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color.toLowerCase();
}
