import { useEffect, useRef } from 'react';

type StepHeadingProps = { title: string; description: string; focusOnMount: boolean };

/** The step's heading; takes focus when the person moves to another step, so screen readers announce it. */
export function StepHeading({ title, description, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="grid gap-1">
      <h3 ref={ref} tabIndex={-1} className="text-base font-semibold outline-none">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
