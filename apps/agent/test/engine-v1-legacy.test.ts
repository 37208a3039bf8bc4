import { engineSuite } from './support/engine-suite';

engineSuite('v1-legacy');
