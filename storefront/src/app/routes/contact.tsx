import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'), t('contact.intro'));
  return (
    <>
      <header className="mb-8 max-w-3xl">
        <h1 className="mb-3 text-4xl font-extrabold">{t('contact.title')}</h1>
        <p className="text-lg text-muted">{t('contact.intro')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <ContactDetails />
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
