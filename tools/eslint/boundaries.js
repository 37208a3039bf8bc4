import boundaries from 'eslint-plugin-boundaries';

/**
 * The boundaries ARCHITECTURE.md states, enforced by ESLint (eslint-plugin-boundaries) rather than only written:
 * apps never import each other; packages import no app; web features do not import each other, and web's shared
 * code (lib, components) imports no feature or the app shell; inside the agent, each room imports only the rooms
 * below it (AGENT_LAYERS, lowest first), so no import runs back up. Tests and test support are free to reach
 * across (they start the other apps as processes, and a test may drive any layer).
 */
export const AGENT_LAYERS = [
  'answers',
  'fit',
  'browser',
  'store',
  'forms',
  'engine',
  'sites',
  'linkedin',
  'ai',
  'run',
  'server',
  'cli',
];

/** A room may import only the rooms listed before it (LinkedIn's run hands a company site's form to sites). */
function agentPolicies() {
  return AGENT_LAYERS.map((layer, index) => ({
    from: { element: { type: 'agent', captured: { layer } } },
    disallow: AGENT_LAYERS.slice(index + 1).map((above) => ({
      to: { element: { type: 'agent', captured: { layer: above } } },
    })),
  }));
}

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

export const architectureBoundaries = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'tools/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**', '**/bench/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'agent', pattern: 'apps/agent/src/*', capture: ['layer'] },
      { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      { type: 'web-shared', pattern: 'apps/web/src/(lib|components)' },
      { type: 'web-shell', pattern: 'apps/web/src/app' },
      { type: 'app', pattern: 'apps/*', capture: ['app'] },
      { type: 'package', pattern: 'packages/*', capture: ['pkg'] },
      { type: 'tool', pattern: 'tools/*', capture: ['tool'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          // Apps never import each other (an app's own rooms are elements of their own, matched below).
          { from: element('app'), disallow: [{ to: element('app', { app: '!{{from.captured.app}}' }) }] },
          {
            from: element('agent'),
            disallow: [{ to: element('app', { app: '!agent' }) }, { to: element('web-feature') }],
          },
          {
            from: [element('web-feature'), element('web-shared'), element('web-shell')],
            disallow: [{ to: element('app', { app: '!web' }) }, { to: element('agent') }],
          },
          // Web features do not import each other; shared code imports no feature and not the shell.
          {
            from: element('web-feature'),
            disallow: [{ to: element('web-feature', { feature: '!{{from.captured.feature}}' }) }],
          },
          {
            from: element('web-shared'),
            disallow: [{ to: element('web-feature') }, { to: element('web-shell') }],
          },
          { from: element('web-feature'), disallow: [{ to: element('web-shell') }] },
          // Packages and tools are below every app.
          {
            from: [element('package'), element('tool')],
            disallow: [{ to: element('app') }, { to: element('agent') }, { to: element('web-feature') }],
          },
          ...agentPolicies(),
        ],
      },
    ],
  },
};
