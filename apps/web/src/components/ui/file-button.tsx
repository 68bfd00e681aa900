import { useRef, type ComponentProps } from 'react';
import { Button } from './button';

type FileButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  accept: string;
  /** The chosen file; choosing the same file again fires again. */
  onFile: (file: File) => void;
};

/** A button that opens the file chooser: keyboard and screen readers reach the button, never the hidden input. */
export function FileButton({ accept, onFile, children, ...props }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...props} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
