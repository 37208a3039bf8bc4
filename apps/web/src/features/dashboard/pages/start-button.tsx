import { Button } from '../../../components';
import { useLaunch } from '../../../lib/automation/use-launch';

/** The summary's start button: the same launch as the setup screen's (section 5), with the saved setup. */
export function StartButton() {
  const launch = useLaunch();
  return (
    <Button
      variant="secondary"
      size="md"
      disabled={launch.disabled}
      onClick={() => void launch.launch()}
      data-testid="start-automation"
    >
      {launch.label}
    </Button>
  );
}
