/** The currencies most people here are paid in, offered first; every other ISO 4217 currency follows by name. */
const common = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'JPY', 'PLN', 'SEK', 'NOK', 'DKK', 'BRL', 'MXN', 'SGD', 'NZD'];

const names = new Intl.DisplayNames(['en'], { type: 'currency' });
const label = (code: string) => `${code} — ${names.of(code) ?? code}`;

let all: { value: string; label: string }[] | undefined;

/** The currency select's options: common ones, then the rest by name; `current` among them whatever it is. */
export function currencyOptions(current: string): { value: string; label: string }[] {
  all ??= [
    ...common.map((code) => ({ value: code, label: label(code) })),
    ...Intl.supportedValuesOf('currency')
      .filter((code) => !common.includes(code))
      .map((code) => ({ value: code, label: label(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  return all.some((option) => option.value === current) ? all : [{ value: current, label: label(current) }, ...all];
}
