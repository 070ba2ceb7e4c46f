import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Box, type BoxProps, chakra } from '@chakra-ui/react';

export type ModalPlacement = 'center' | 'fullscreen' | 'end';

interface ModalDialogProps {
  /** Mounted and shown while true; nothing of it is in the page while false. */
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name (use labelledBy instead when a visible heading names it). */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** 'alertdialog' for a question that interrupts (closing a form with typed data). */
  role?: 'dialog' | 'alertdialog';
  placement?: ModalPlacement;
  /** Style of the panel that holds the content. */
  panelProps?: BoxProps;
  children: ReactNode;
}

const Dialog = chakra('dialog');

const PANEL_PLACEMENT: Record<ModalPlacement, BoxProps> = {
  center: {
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    w: 'min(100% - 2rem, 62rem)',
    maxH: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
  },
  fullscreen: { position: 'absolute', inset: '0' },
  end: {
    position: 'absolute',
    top: '0',
    insetInlineEnd: '0',
    h: '100dvh',
    w: 'full',
    maxW: 'md',
    overflowY: 'auto',
    animation: { _motionSafe: 'slide-from-right 0.25s ease-out' },
    // Right to left the panel sits at the left edge and slides in from there.
    _rtl: { '--slide-from-right-distance': '-0.5rem' },
  },
};

/**
 * A modal on the native <dialog> element: the browser makes the rest of the page inert (focus stays
 * inside), Escape closes it, a click on the dimmed area outside the panel closes it, the page behind
 * does not scroll while it is open and focus returns to the control that opened it. It is rendered at
 * the end of <body>, so it inherits nothing from where it was opened (a table cell's no-wrap, a card's
 * colours).
 */
export function ModalDialog({
  open,
  onClose,
  label,
  labelledBy,
  describedBy,
  role,
  placement = 'center',
  panelProps,
  children,
}: ModalDialogProps) {
  if (!open) return null;
  return (
    <OpenDialog
      onClose={onClose}
      label={label}
      labelledBy={labelledBy}
      describedBy={describedBy}
      role={role}
      placement={placement}
      panelProps={panelProps}
    >
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onClose,
  label,
  labelledBy,
  describedBy,
  role,
  placement,
  panelProps,
  children,
}: Omit<ModalDialogProps, 'open' | 'placement'> & { placement: ModalPlacement }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <Dialog
      ref={dialogRef}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      role={role}
      // Escape fires "cancel": the owner decides, so the open state stays in React. React passes the
      // event on to the dialogs this one was opened from (portals bubble by the React tree): only the
      // top dialog closes.
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      // The dialog box covers the viewport; a click that lands on it and not on the panel is outside.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      position="fixed"
      inset="0"
      w="100vw"
      h="100dvh"
      maxW="100vw"
      maxH="100dvh"
      m="0"
      p="0"
      border="none"
      bg="transparent"
      overflow="hidden"
      _backdrop={{ bg: 'blackAlpha.700' }}
    >
      <Box
        bg="white"
        color="gray.900"
        whiteSpace="normal"
        overflowWrap="break-word"
        {...PANEL_PLACEMENT[placement]}
        {...panelProps}
      >
        {children}
      </Box>
    </Dialog>,
    document.body,
  );
}
