/** Runs the tailoring benchmark alone (`npx tsx bench/tailoring.ts`); `npm run bench` runs it after spending. */
import { runTailoringBench } from './tailoring-bench';

runTailoringBench().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
