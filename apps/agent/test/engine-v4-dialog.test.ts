import { engineSuite } from './support/engine-suite';

engineSuite('v4-dialog');
