export * from './grant';
export * from './key-file';
