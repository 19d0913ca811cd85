import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../lib/language';
import { MainNav } from './main-nav';

interface MobileNavSheetProps {
  language: LanguageCode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button lives outside this lazily loaded component, so focus is handed back to it explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The main navigation as a side sheet from the right on small screens; following a link closes it. */
export default function MobileNavSheet({ language, open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-5 shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-muted hover:bg-slate-100" aria-label={t('common.close')}>
              <span aria-hidden="true" className="block text-xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <MainNav language={language} orientation="vertical" onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
