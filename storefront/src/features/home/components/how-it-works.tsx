import { useTranslation } from 'react-i18next';

const steps = ['register', 'list', 'exchange', 'attend'] as const;

/** The four advertised steps (spec section 1). */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works-title" className="mt-16">
      <h2 id="how-it-works-title" className="mb-6 text-2xl font-bold md:text-3xl">
        {t('home.howItWorks.title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="rounded-2xl border border-line bg-white p-5">
            <span aria-hidden="true" className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mb-1 text-lg font-semibold">{t(`home.howItWorks.${step}.title`)}</h3>
            <p className="text-muted">{t(`home.howItWorks.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
