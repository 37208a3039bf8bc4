import { CONNECTION_TEXT } from '../../lib/automation/agent-connection';
import { useAgentConnection } from '../../lib/automation/use-agent-connection';
import styles from './dashboard-layout.module.css';

/**
 * The top bar's pill: what is really connected, from the extension's handshake and its answer about the agent
 * (no extension / extension found / agent not running / not paired / ready / running). The hint says what to do.
 */
export function ExtensionStatus() {
  const view = useAgentConnection();
  const { label, hint } = CONNECTION_TEXT[view];
  return (
    <span
      className={`${styles.status} ${styles[`status-${view}`] ?? ''}`}
      data-testid="extension-status"
      data-state={view}
      title={hint}
      role="status"
      aria-label={`${label}. ${hint}`}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.statusText}>{label}</span>
    </span>
  );
}
