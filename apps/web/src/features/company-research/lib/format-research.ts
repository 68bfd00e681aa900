/** Spec part 2 section 9: the last 8 characters of a session id. */
export function sessionSuffix(sessionId: string): string {
  return sessionId.slice(-8);
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount.toLocaleString()} ${currency}`;
  }
}

export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

const periodWords = { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' } as const;

export function formatPay(min: number, max: number, currency: string, period: keyof typeof periodWords): string {
  const range = min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)}–${formatMoney(max, currency)}`;
  return `${range} ${periodWords[period]}`;
}
