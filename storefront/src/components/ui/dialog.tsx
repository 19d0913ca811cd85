import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Put the focus in the first text field on opening (forms), instead of on the first button (the close button). */
  focusFirstField?: boolean;
}

/** A modal dialog (Radix: focus trapped, Escape closes, focus returns to the opener) in the storefront's style. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children, className = '', testId, focusFirstField = false }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            if (!focusFirstField || !(event.currentTarget instanceof HTMLElement)) return;
            const field = event.currentTarget.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none ${className}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-lg p-2 text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-focus"
              aria-label={closeLabel}
            >
              <span aria-hidden="true" className="block text-xl leading-none">
                ×
              </span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
