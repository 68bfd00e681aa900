/** The channel migration 0015's triggers name a changed user on. */
export const userDataChannel = 'user_data_changed';

/** Users whose saved jobs or runs changed: whoever keeps an answer about a user drops it when told. */
export type UserDataChanges = {
  subscribe: (listener: (userId: string) => void) => () => void;
  tell: (userId: string) => void;
};

export function userDataChangeFeed(): UserDataChanges {
  const listeners = new Set<(userId: string) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell(userId) {
      for (const listener of listeners) listener(userId);
    },
  };
}
