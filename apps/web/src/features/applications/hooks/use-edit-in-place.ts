import { useEffect, useRef, useState } from 'react';

/**
 * One item of a list corrected in place: its Edit button opens the form where the item was, and Save or
 * Cancel closes it with focus back on that button (the form itself focuses its first field).
 */
export function useEditInPlace() {
  const [editing, setEditing] = useState(false);
  const returning = useRef(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !returning.current) return;
    returning.current = false;
    editButtonRef.current?.focus();
  }, [editing]);
  return {
    editing,
    editButtonRef,
    start: () => setEditing(true),
    stop: () => {
      returning.current = true;
      setEditing(false);
    },
  };
}

/** A correction's form starts in its first field: the form's ref, focused there while `editing`. */
export function useFirstFieldFocus(editing: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing]);
  return formRef;
}
