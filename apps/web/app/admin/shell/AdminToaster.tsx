import { Toaster as ChakraToaster, Portal, Toast, createToaster } from '@chakra-ui/react';

/** Says how a save or a delete went once the form or dialog that did it has closed. */
export const adminToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Where the admin's toasts show; each is a polite status message, gone after a few seconds. */
export function AdminToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={adminToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Toast.Title>{toast.title}</Toast.Title>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
