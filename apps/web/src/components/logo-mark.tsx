/** The ApplyPilot mark (a paper plane on a rounded square), shared by every part of the app. */
export function LogoMark({ size = 30, inverted = false }: { size?: number; inverted?: boolean }) {
  const tile = inverted ? 'rgba(255,255,255,0.18)' : 'var(--ap-blue)';
  const fold = inverted ? 'rgba(37,99,235,0.55)' : 'var(--ap-blue-dark)';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile} />
      <path d="M7 15.5 25 8l-4.5 17-5.2-5.3L12 23v-5.2z" fill="#fff" />
      <path d="M15.3 19.7 25 8 12 17.8" fill="none" stroke={fold} strokeWidth="1.2" />
    </svg>
  );
}
