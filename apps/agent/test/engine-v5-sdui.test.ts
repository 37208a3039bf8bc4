import { engineSuite } from './support/engine-suite';

engineSuite('v5-sdui');
