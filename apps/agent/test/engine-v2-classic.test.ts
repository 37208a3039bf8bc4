import { engineSuite } from './support/engine-suite';

engineSuite('v2-classic');
