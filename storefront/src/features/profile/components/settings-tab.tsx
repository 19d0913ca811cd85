import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { localizedHref } from '../../../config/paths';
import { isLanguageCode, languages, storeLanguage, translationKeyOf } from '../../../lib/language';
import { useLanguage } from '../../../lib/use-language';
import { useDownloadMyData, useUpdateProfile } from '../api/profile';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

/**
 * The interface language (the same switch as the header's, also kept on the account for emails), the person's data
 * to take away, and the account's deletion behind a confirmation.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const id = useId();
  const choose = (next: string) => {
    if (!isLanguageCode(next) || next === language) return;
    storeLanguage(next);
    update.mutate({ preferredLanguage: translationKeyOf(next) });
    void navigate(localizedHref(next, location.pathname, location.search, location.hash));
  };
  return (
    <section aria-labelledby="settings-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="settings-tab">
      <h1 id="settings-title" className="mb-5 text-2xl font-bold">
        {t('profile.settings.title')}
      </h1>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('profile.settings.language')}
      </label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value)} className={`${inputClasses} max-w-xs`}>
        {languages.map((option) => (
          <option key={option.code} value={option.code} lang={option.translationKey}>
            {option.name}
          </option>
        ))}
      </select>
      <YourData />
    </section>
  );
}

function YourData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const save = () =>
    download.mutate(undefined, {
      onError: (error) => notify.error(t('profile.yourData.exportFailed'), { description: isApiError(error) && error.message ? error.message : undefined }),
    });
  return (
    <>
      <section aria-labelledby="your-data-title" className="mt-8 border-t border-line pt-6" data-testid="your-data">
        <h2 id="your-data-title" className="mb-1 text-lg font-bold">
          {t('profile.yourData.title')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('profile.yourData.exportHint')}</p>
        <Button variant="secondary" onClick={save} disabled={download.isPending}>
          {download.isPending ? t('profile.yourData.exporting') : t('profile.yourData.export')}
        </Button>
      </section>
      <section aria-labelledby="delete-account-title" className="mt-8 border-t border-line pt-6" data-testid="delete-account">
        <h2 id="delete-account-title" className="mb-1 text-lg font-bold">
          {t('profile.deleteAccount.title')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('profile.deleteAccount.hint')}</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {t('profile.deleteAccount.open')}
        </Button>
      </section>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open onOpenChange={setDeleting} />
        </Suspense>
      )}
    </>
  );
}
