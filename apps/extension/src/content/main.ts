import '../shared/zod-setup';
import { connectToWorker, startBridge } from './bridge';

/** Set by the build (scripts/build.ts) from APP_ORIGIN: the one site this extension serves. */
declare const __APP_ORIGIN__: string;

startBridge(window, connectToWorker, __APP_ORIGIN__);
