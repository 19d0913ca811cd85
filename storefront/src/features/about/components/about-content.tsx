import { useTranslation } from 'react-i18next';

const cards = ['vision', 'values', 'offer'] as const;

/** Three cards (vision, values, what we offer) and the verified-users section. */
export function AboutContent() {
  const { t } = useTranslation();
  return (
    <>
      <header className="mb-10 max-w-3xl">
        <h1 className="mb-3 text-4xl font-extrabold">{t('about.title')}</h1>
        <p className="text-lg text-muted">{t('about.intro')}</p>
      </header>
      <ul className="mb-12 grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card} className="rounded-2xl border border-line bg-white p-6" data-testid={`about-card-${card}`}>
            <h2 className="mb-2 text-xl font-bold text-brand">{t(`about.${card}.title`)}</h2>
            <p className="text-muted">{t(`about.${card}.text`)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="verified-title" className="rounded-2xl bg-brand p-8 text-white" data-testid="about-verified">
        <h2 id="verified-title" className="mb-3 text-2xl font-bold">
          {t('about.verified.title')}
        </h2>
        <p className="mb-4 max-w-3xl text-white/90">{t('about.verified.text')}</p>
        <ul className="grid gap-2 sm:grid-cols-3">
          {(['identity', 'payments', 'support'] as const).map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {t(`about.verified.${point}`)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
