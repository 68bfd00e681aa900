import type { MouseEvent } from 'react';
import type { FieldError } from './draft-dates';

type FieldErrorListProps = {
  errors: FieldError[];
  /** A field's place, as the check step names it ("Role 1, End"). */
  describe: (path: string) => string;
  /** The id of the field an error is about. */
  idOf: (path: string) => string;
};

/** The first message of each path: the API can refuse one field for two reasons, and one is enough to fix it. */
export const onePerField = (errors: FieldError[]) =>
  errors.filter((error, index) => errors.findIndex((other) => other.path === error.path) === index);

/**
 * Each refused field, named, as a link to it: following one puts focus in the field (whose own message
 * describes it), without a trip through the address bar.
 */
export function FieldErrorList({ errors, describe, idOf }: FieldErrorListProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    const field = document.getElementById(id);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  };
  return (
    <ul className="list-disc pl-5">
      {onePerField(errors).map((error) => (
        <li key={error.path}>
          <a
            href={`#${idOf(error.path)}`}
            onClick={(event) => go(event, idOf(error.path))}
            className="rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {describe(error.path)}: {error.message}
          </a>
        </li>
      ))}
    </ul>
  );
}
