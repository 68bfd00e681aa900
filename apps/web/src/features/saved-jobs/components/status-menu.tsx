import { lazy, Suspense, useState } from 'react';
import { StatusBadgeContent, statusBadgeProps, type StatusMenuProps } from './status-badge';

// Radix's menu and its positioning code come in their own chunk, asked for as the first badge renders: a
// page without saved jobs (a new user's dashboard) never fetches them, and a card paints without waiting.
const StatusMenuPopup = lazy(() => import('./status-menu-popup').then((module) => ({ default: module.StatusMenuPopup })));

/** The status badge, which is also the menu that moves the job along the pipeline. */
export function StatusMenu(props: StatusMenuProps) {
  // Until the menu's code is here, the badge looks and reads the same; a click (or Enter, Space, ↓) opens
  // the menu as soon as it arrives, and focus on the badge carries over.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focused, setFocused] = useState(false);
  const badge = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...statusBadgeProps(props.status, props.jobTitle)}
      // Radix's trigger opens on pointerdown, and on Enter, Space and ↓ (a click covers the first two).
      onPointerDown={() => setOpenOnArrival(true)}
      onClick={() => setOpenOnArrival(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setOpenOnArrival(true);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <StatusBadgeContent status={props.status} />
    </button>
  );
  return (
    <Suspense fallback={badge}>
      <StatusMenuPopup {...props} defaultOpen={openOnArrival} autoFocus={focused} />
    </Suspense>
  );
}
