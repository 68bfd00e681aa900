import type { ReactNode, Ref } from 'react';

type DetailSectionProps = {
  title: string;
  /** The heading takes focus when the item that had it is removed. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One part of an application's page, named by its heading. */
export function DetailSection({ title, headingRef, children }: DetailSectionProps) {
  const id = `application-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
