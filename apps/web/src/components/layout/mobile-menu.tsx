import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { SideNav } from './side-nav';

export type MobileMenuProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back when the menu closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
};

/** The slide-in menu below `lg`: closes on Escape or an overlay click. Loaded when first opened (app-shell.tsx). */
export function MobileMenu({ id, open, onOpenChange, menuButton }: MobileMenuProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <DialogPrimitive.Title className="text-lg font-bold tracking-tight">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-subtle"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SideNav />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
