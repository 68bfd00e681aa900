export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId] as const,
};
