import { LogoMark } from '../../components/logo-mark';
import styles from './promo-panel.module.css';

/** The login screen's side panel: an illustration drawn here (no external image) and the product's promise. */
export function PromoPanel() {
  return (
    <aside className={styles.panel} aria-label="About ApplyPilot">
      <div className={styles.brand}>
        <LogoMark size={32} inverted />
        <span>ApplyPilot</span>
      </div>
      <Illustration />
      <h2 className={styles.title}>Your job search, on autopilot.</h2>
      <p className={styles.text}>
        ApplyPilot applies to LinkedIn Easy Apply jobs for you from your own computer, while your resume and
        history stay with you.
      </p>
      <ul className={styles.points}>
        <li>5 free applications to start</li>
        <li>Runs locally: private and secure</li>
        <li>ATS-clean resumes, tailored to each job with AI</li>
      </ul>
    </aside>
  );
}

function Illustration() {
  return (
    <svg className={styles.art} viewBox="0 0 360 220" role="img" aria-label="Applications being sent">
      <defs>
        <linearGradient id="promo-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef2ff" />
        </linearGradient>
      </defs>
      <rect x="30" y="28" width="210" height="150" rx="14" fill="url(#promo-card)" opacity="0.97" />
      <rect x="50" y="48" width="44" height="44" rx="10" fill="#dbeafe" />
      <circle cx="72" cy="64" r="9" fill="#2563eb" />
      <rect x="60" y="76" width="24" height="10" rx="5" fill="#2563eb" />
      <rect x="108" y="52" width="110" height="10" rx="5" fill="#0f172a" opacity="0.85" />
      <rect x="108" y="70" width="80" height="8" rx="4" fill="#94a3b8" />
      {[106, 126, 146].map((y, index) => (
        <g key={y}>
          <circle cx="60" cy={y + 4} r="7" fill="#16a34a" />
          <path
            d={`M56.5 ${y + 4} l2.5 2.5 l4.5 -5`}
            stroke="#fff"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
          <rect x="76" y={y} width={index === 1 ? 120 : 140} height="8" rx="4" fill="#cbd5e1" />
        </g>
      ))}
      <g transform="translate(212 110)">
        <rect width="120" height="86" rx="14" fill="#0f172a" opacity="0.9" />
        <text x="16" y="30" fill="#93c5fd" fontSize="12" fontFamily="Inter, sans-serif" fontWeight="600">
          Applied today
        </text>
        <text x="16" y="64" fill="#fff" fontSize="30" fontFamily="Inter, sans-serif" fontWeight="700">
          24
        </text>
        <path
          d="M70 62 l10 -14 l10 8 l14 -20"
          stroke="#4ade80"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      <g transform="translate(262 26) rotate(18)">
        <path d="M0 16 L40 0 L26 38 L20 22 Z" fill="#fff" />
        <path d="M20 22 L40 0" stroke="#93c5fd" strokeWidth="2" />
      </g>
      <path
        d="M250 70 q-30 10 -40 -6"
        stroke="rgba(255,255,255,0.6)"
        strokeWidth="2"
        strokeDasharray="4 5"
        fill="none"
      />
    </svg>
  );
}
