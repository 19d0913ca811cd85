import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ConsentChoices } from '../consent';

interface CookiePreferencesDialogProps {
  initialChoices: ConsentChoices;
  onSave: (choices: ConsentChoices) => void;
  onDecline: () => void;
  onClose: () => void;
}

type Category = 'essential' | 'analytics' | 'marketing';

/** What each cookie category is for, with a switch per optional category. Loaded only when opened. */
export default function CookiePreferencesDialog({ initialChoices, onSave, onDecline, onClose }: CookiePreferencesDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: initialChoices.analytics,
    marketing: initialChoices.marketing,
  });

  const categories: { id: Category; required: boolean; checked: boolean }[] = [
    { id: 'essential', required: true, checked: true },
    { id: 'analytics', required: false, checked: choices.analytics },
    { id: 'marketing', required: false, checked: choices.marketing },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cookies.preferencesTitle')}
      description={t('cookies.preferencesText')}
      closeLabel={t('common.close')}
      testId="cookie-preferences"
    >
      <ul className="mb-5 flex flex-col gap-3">
        {categories.map((category) => (
          <li key={category.id} className="rounded-xl border border-line p-4">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 accent-brand"
                checked={category.checked}
                disabled={category.required}
                aria-describedby={`cookie-${category.id}-text`}
                onChange={(event) => {
                  const checked = event.target.checked;
                  if (category.id !== 'essential') setChoices((current) => ({ ...current, [category.id]: checked }));
                }}
              />
              <span>
                <span className="font-semibold">{t(`cookies.${category.id}.name`)}</span>
                {category.required && <span className="ml-2 text-sm text-muted">({t('cookies.required')})</span>}
                <span id={`cookie-${category.id}-text`} className="mt-1 block text-sm text-muted">
                  {t(`cookies.${category.id}.text`)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onSave(choices)}>{t('cookies.save')}</Button>
        <Button variant="secondary" onClick={() => onSave({ analytics: true, marketing: true })}>
          {t('cookies.accept')}
        </Button>
        <Button variant="ghost" onClick={onDecline}>
          {t('cookies.decline')}
        </Button>
      </div>
    </Dialog>
  );
}
