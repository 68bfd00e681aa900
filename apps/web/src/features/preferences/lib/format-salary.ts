const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 200000 → "$200,000". */
export function formatSalary(amount: number): string {
  return usd.format(amount);
}
