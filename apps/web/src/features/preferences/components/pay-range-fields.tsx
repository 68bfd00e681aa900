import { largestPayFor, payPeriodLabels, payPeriods, type PayPeriod, type PayPreference } from '@seeker/contract';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { convertPay, figureAt, formatPay, positionOf, readFigure, sliderCeiling, sliderPositions } from '../lib/pay-scale';
import { currencyOptions } from '../lib/currency-options';
import { SelectField } from './select-field';

type PayRangeFieldsProps = {
  /** The pay wanted, its currency and period as they will be saved. */
  pay: PayPreference & { currency: string; period: PayPeriod };
  onChange: (pay: PayPreference & { currency: string; period: PayPeriod }) => void;
  /** Why the currency is the one shown, when Seeker chose it ("the currency of Berlin, Germany"). */
  currencyNote?: string;
  disabled: boolean;
};

const periodOptions = payPeriods.map((value) => ({ value, label: payPeriodLabels[value] }));
const bounds = ['min', 'max'] as const;
const boundLabels = { min: 'Minimum salary', max: 'Maximum salary' } as const;

/**
 * The pay wanted: typed figures beside a slider whose steps are fine where pay usually is, in a currency and per a
 * period the person picks. A new period says the same pay per it (96,000 a year is 8,000 a month).
 */
export function PayRangeFields({ pay, onChange, currencyNote, disabled }: PayRangeFieldsProps) {
  const id = useId();
  const { min, max, currency, period } = pay;
  // What is being typed in a figure's field, kept as typed until it leaves the field (then shown formatted); the
  // field shows the figure as written ("200,000") until then, so selecting it all and typing replaces it.
  const [typing, setTyping] = useState<{ bound: 'min' | 'max'; text: string } | null>(null);
  const ceiling = sliderCeiling(period, min, max);
  const format = (figure: number) => formatPay(figure, currency);
  const most = largestPayFor(period);
  // What is wrong with a figure being typed (kept as typed, the saved figure unchanged), else with the two.
  const typedFigure = typing ? readFigure(typing.text) : null;
  const problem =
    typing && typing.text.trim() !== '' && typedFigure === null
      ? 'Type a figure such as 85,000 or 12.50.'
      : typedFigure !== null && typedFigure > most
        ? `Type at most ${format(most)} ${payPeriodLabels[period]}.`
        : min > max
          ? 'The minimum is above the maximum.'
          : null;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          Salary Range ({currency})
        </span>
        <span className="text-sm tabular-nums" data-testid="salary-range-value">
          {format(min)} – {format(max)} {payPeriodLabels[period]}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Currency"
          value={currency}
          options={currencyOptions(currency)}
          onChange={(next) => onChange({ ...pay, currency: next })}
          disabled={disabled}
        />
        <SelectField
          label="Per"
          value={period}
          options={periodOptions}
          onChange={(next) => onChange({ ...pay, period: next, min: convertPay(min, period, next), max: convertPay(max, period, next) })}
          disabled={disabled}
        />
      </div>
      {currencyNote ? <p className="text-xs text-muted-foreground">{currencyNote}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        {bounds.map((bound) => (
          <div key={bound} className="grid gap-2">
            <Label htmlFor={`${id}-${bound}`}>{bound === 'min' ? 'From' : 'Up to'}</Label>
            <Input
              id={`${id}-${bound}`}
              inputMode="numeric"
              autoComplete="off"
              disabled={disabled}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              value={typing?.bound === bound ? typing.text : pay[bound].toLocaleString('en', { maximumFractionDigits: 2 })}
              onBlur={() => setTyping(null)}
              onChange={(event) => {
                setTyping({ bound, text: event.target.value });
                const figure = readFigure(event.target.value);
                if (figure !== null && figure <= most) onChange({ ...pay, [bound]: figure });
              }}
            />
          </div>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Slider
        value={[positionOf(min, ceiling), positionOf(max, ceiling)]}
        min={0}
        max={sliderPositions}
        step={1}
        minStepsBetweenThumbs={1}
        thumbLabels={[boundLabels.min, boundLabels.max]}
        // A thumb where a figure is announces that figure, not the nearest the scale rounds to.
        formatValue={(position) =>
          format(position === positionOf(min, ceiling) ? min : position === positionOf(max, ceiling) ? max : figureAt(position, ceiling))
        }
        disabled={disabled}
        onValueChange={([low = 0, high = sliderPositions]) => {
          // A thumb not moved keeps its figure exactly (a typed 85,432 is not rounded by moving the other).
          const nextMin = low === positionOf(min, ceiling) ? min : figureAt(low, ceiling);
          const nextMax = high === positionOf(max, ceiling) ? max : figureAt(high, ceiling);
          onChange({ ...pay, min: nextMin, max: nextMax });
        }}
      />
    </div>
  );
}
