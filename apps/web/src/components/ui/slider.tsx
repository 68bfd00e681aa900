import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb ("Minimum salary", "Maximum salary"). */
  thumbLabels: string[];
  /** What a screen reader announces for a value (a currency amount, say). */
  formatValue?: (value: number) => string;
};

/**
 * Where Home/End take thumb `index`: as far as it can go while staying `gap` away from its neighbours.
 * Radix sends Home to the first thumb and End to the last whichever has focus, so we do it per thumb.
 */
export function homeEndValues(values: readonly number[], index: number, key: 'Home' | 'End', min: number, max: number, gap = 0): number[] {
  const next = [...values];
  const below = values[index - 1];
  const above = values[index + 1];
  next[index] = key === 'Home' ? (below === undefined ? min : below + gap) : above === undefined ? max : above - gap;
  // A thumb already closer than `gap` to its neighbour (a saved value, say) does not jump the wrong way.
  if (key === 'Home' && next[index]! > values[index]!) next[index] = values[index]!;
  if (key === 'End' && next[index]! < values[index]!) next[index] = values[index]!;
  return next;
}

/**
 * Radix slider: arrows move one step, Page Up/Down ten, Home/End to the ends (or as near the other
 * thumb as `minStepsBetweenThumbs` allows, which Radix enforces for every other move too).
 */
export function Slider({ className, thumbLabels, formatValue, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  const { min = 0, max = 100, step = 1, minStepsBetweenThumbs = 0, disabled, onValueChange, onValueCommit } = props;

  function handleThumbKeyDown(event: KeyboardEvent<HTMLSpanElement>, index: number) {
    if ((event.key !== 'Home' && event.key !== 'End') || disabled || !value) return;
    // Handled here, so Radix's root handler (which skips prevented events) leaves it alone; focus stays on this thumb.
    event.preventDefault();
    const next = homeEndValues(value, index, event.key, min, max, minStepsBetweenThumbs * step);
    if (next[index] === value[index]) return;
    onValueChange?.(next);
    onValueCommit?.(next);
  }

  return (
    <SliderPrimitive.Root
      className={cn('relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={formatValue && values[index] !== undefined ? formatValue(values[index]) : undefined}
          onKeyDown={(event) => handleThumbKeyDown(event, index)}
          className={cn(
            'block size-5 rounded-full border-2 border-primary bg-background shadow transition-colors',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'data-[disabled]:pointer-events-none',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
