import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { homeEndValues, Slider } from './slider';

function Harness({ initial, step = 1, minSteps = 0 }: { initial: number[]; step?: number; minSteps?: number }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <Slider
        value={values}
        onValueChange={setValues}
        min={0}
        max={100}
        step={step}
        minStepsBetweenThumbs={minSteps}
        thumbLabels={['Minimum', 'Maximum']}
      />
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

  it('stops `gap` short of the neighbour, and never moves a thumb already too close the wrong way', () => {
    expect(homeEndValues([20, 60], 0, 'End', 0, 100, 5)).toEqual([55, 60]);
    expect(homeEndValues([20, 60], 1, 'Home', 0, 100, 5)).toEqual([20, 25]);
    expect(homeEndValues([20, 60], 0, 'Home', 0, 100, 5)).toEqual([0, 60]);
    expect(homeEndValues([20, 60], 1, 'End', 0, 100, 5)).toEqual([20, 100]);
    expect(homeEndValues([40, 40], 1, 'Home', 0, 100, 5)).toEqual([40, 40]);
    expect(homeEndValues([40, 40], 0, 'End', 0, 100, 5)).toEqual([40, 40]);
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

describe('Slider with one step required between the thumbs', () => {
  it('keeps the minimum a step below the maximum and the maximum a step above the minimum, by arrows and by Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[20, 30]} step={5} minSteps={1} />);
    const minimum = screen.getByRole('slider', { name: 'Minimum' });
    const maximum = screen.getByRole('slider', { name: 'Maximum' });

    minimum.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('25,30');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('25,30');
    await user.keyboard('{Home}');
    await user.keyboard('{End}');
    expect(shown()).toBe('25,30');

    maximum.focus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('25,30');
    await user.keyboard('{End}');
    expect(shown()).toBe('25,100');
    await user.keyboard('{Home}');
    expect(shown()).toBe('25,30');
    expect(maximum).toHaveFocus();
  });
});
