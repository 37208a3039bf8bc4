export * from './fields';
export * from './entries';
export * from './resume-data';
export * from './config';
export * from './demo';
export * from './render-input';
