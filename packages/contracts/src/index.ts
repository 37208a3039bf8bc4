export * from './plans';
export * from './limits';
export * from './storage-keys';
export * from './window-messages';
export * from './messages';
export * from './auth';
export * from './config';
export * from './automation-profile';
