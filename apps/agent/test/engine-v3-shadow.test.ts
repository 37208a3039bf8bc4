import { engineSuite } from './support/engine-suite';

engineSuite('v3-shadow');
