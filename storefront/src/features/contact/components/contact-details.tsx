import { useTranslation } from 'react-i18next';

/** The company's published details. */
const company = {
  name: 'Baltic Ticket Exchange SIA',
  registrationNumber: '40203456789',
  address: 'Brīvības iela 58-7, Rīga, LV-1011, Latvija',
  email: 'support@baltic-tickets.example',
  phone: '+371 67 000 000',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/baltictickets' },
    { name: 'Instagram', href: 'https://www.instagram.com/baltictickets' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/baltictickets' },
  ],
} as const;

export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-details-title" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="contact-details-title" className="mb-4 text-xl font-bold">
        {t('contact.detailsTitle')}
      </h2>
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-muted">{t('contact.company')}</dt>
          <dd className="font-medium">
            {company.name}
            <span className="block text-sm font-normal text-muted">
              {t('contact.registrationNumber', { number: company.registrationNumber })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('contact.address')}</dt>
          <dd className="font-medium">{company.address}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${company.email}`} className="font-medium">
              {company.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className="font-medium">
              {company.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('contact.social')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {company.social.map((network) => (
                <li key={network.name}>
                  <a href={network.href} rel="noopener noreferrer" target="_blank" className="font-medium">
                    {network.name}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
