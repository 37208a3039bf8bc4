import { useNavigate } from 'react-router';
import { Button } from '../../../components';
import { useJobInfo } from '../../../lib/job-info';
import { launchState } from '../../../lib/stats/launch-label';

/**
 * The summary's start button. Until the automation issue wires the launch, it shows the credit and limit states and
 * otherwise leads to Assistant Setup, where the launch controls live.
 */
export function StartButton() {
  const { jobInfo } = useJobInfo();
  const navigate = useNavigate();
  const state = launchState(jobInfo);
  return (
    <Button
      variant="secondary"
      size="md"
      disabled={state.disabled}
      onClick={() => void navigate('/dashboard/setup')}
      data-testid="start-automation"
    >
      {state.label}
    </Button>
  );
}
