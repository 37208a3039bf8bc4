import { useSyncExternalStore } from 'react';
import { getUserDataStatus, subscribeUserDataStatus, type UserDataStatus } from './user-store';

export function useUserDataStatus(): UserDataStatus {
  return useSyncExternalStore(subscribeUserDataStatus, getUserDataStatus, getUserDataStatus);
}
