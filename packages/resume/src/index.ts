export * from './model';
export * from './render';
export * from './text';
export * from './tailoring';
export * from './letter';
