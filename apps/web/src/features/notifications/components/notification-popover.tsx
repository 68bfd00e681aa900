import { notificationMessages } from '@seeker/contract';
import { Popover } from 'radix-ui';
import { useRef, type RefObject } from 'react';
import type { BellLayout } from './bell-button';
import { NotificationPanel, type NotificationPanelProps } from './notification-panel';

export type NotificationPopoverProps = {
  /** The bell: the popover sits beside it and gives focus back to it as it closes. */
  bell: RefObject<HTMLButtonElement | null>;
  contentId: string;
  layout: BellLayout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & NotificationPanelProps;

/**
 * The bell's panel, in its own chunk with Radix's popover and its positioning code: fetched once the
 * bell is about to be used, never for the first paint. The bell itself stays the trigger (notification-bell.tsx),
 * so this does here what Radix's Popover.Trigger would: anchor, focus back to the bell, and a click on the
 * bell toggling rather than closing and reopening.
 */
export function NotificationPopover({ bell, contentId, layout, open, onOpenChange, ...panel }: NotificationPopoverProps) {
  const interactedOutside = useRef(false);
  const pointerDownOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={bell} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          // Radix makes it a dialog: a dialog needs a name, the same the bell and the panel's heading say.
          aria-label={notificationMessages.bell}
          side={layout === 'icon' ? 'bottom' : 'right'}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(34rem,var(--radix-popover-content-available-height))] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) bell.current?.focus();
            interactedOutside.current = false;
            pointerDownOutside.current = false;
          }}
          onInteractOutside={(event) => {
            const { target } = event;
            if (target instanceof Node && bell.current?.contains(target)) {
              event.preventDefault();
              return;
            }
            const type = event.detail.originalEvent.type;
            if (type === 'focusin' && pointerDownOutside.current) {
              event.preventDefault();
              return;
            }
            interactedOutside.current = true;
            if (type === 'pointerdown') pointerDownOutside.current = true;
          }}
        >
          <NotificationPanel {...panel} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
