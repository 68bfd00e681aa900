import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { homeEndValues, Slider } from './slider';

function Harness({ initial }: { initial: number[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <Slider value={values} onValueChange={setValues} min={0} max={100} step={1} minStepsBetweenThumbs={0} thumbLabels={['Minimum', 'Maximum']} />
      <output data-testid="values">{values.join(',')}</output>
    </>
  );
}

const shown = () => screen.getByTestId('values').textContent;

describe('homeEndValues', () => {
  it('moves one thumb up to its neighbour or the end', () => {
    expect(homeEndValues([20, 60], 0, 'Home', 0, 100)).toEqual([0, 60]);
    expect(homeEndValues([20, 60], 0, 'End', 0, 100)).toEqual([60, 60]);
    expect(homeEndValues([20, 60], 1, 'Home', 0, 100)).toEqual([20, 20]);
    expect(homeEndValues([20, 60], 1, 'End', 0, 100)).toEqual([20, 100]);
  });
});

describe('Slider with two thumbs', () => {
  it('moves the focused thumb on Home and End, never past the other, and keeps focus on it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[20, 60]} />);
    const maximum = screen.getByRole('slider', { name: 'Maximum' });
    const minimum = screen.getByRole('slider', { name: 'Minimum' });

    maximum.focus();
    await user.keyboard('{Home}');
    expect(shown()).toBe('20,20');
    expect(maximum).toHaveFocus();
    await user.keyboard('{End}');
    expect(shown()).toBe('20,100');
    expect(maximum).toHaveFocus();

    minimum.focus();
    await user.keyboard('{End}');
    expect(shown()).toBe('100,100');
    expect(minimum).toHaveFocus();
    await user.keyboard('{Home}');
    expect(shown()).toBe('0,100');
    expect(minimum).toHaveFocus();
  });
});
