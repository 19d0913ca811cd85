import { describe, expect, it } from '@jest/globals';
import { assertValidBirthDate, isReportableSeller, yearTotals, type TaxDetails } from './dac7.js';
import { dac7Csv, dac7Xml, type ReportableSeller } from './dac7-report.js';

const quarter = (sales: number, considerationCents: number, feesCents = 0) => ({ sales, considerationCents, feesCents });
const details: TaxDetails = { firstName: 'Anna', lastName: 'Bērziņa', taxId: '120588-12345', taxCountry: 'LV', street: 'Brīvības iela 1-2', city: 'Rīga', postalCode: 'LV-1010', country: 'LV', birthDate: '1988-05-12' };

describe('DAC7', () => {
  it('reports a seller with 30 sales or more, or more than €2,000, in a calendar year', () => {
    expect(isReportableSeller({ sales: 30, considerationCents: 100 })).toBe(true);
    expect(isReportableSeller({ sales: 29, considerationCents: 200_000 })).toBe(false);
    expect(isReportableSeller({ sales: 1, considerationCents: 200_001 })).toBe(true);
    expect(yearTotals([quarter(10, 1000, 50), quarter(0, 0), quarter(20, 2000, 100), quarter(1, 1)])).toEqual({ sales: 31, considerationCents: 3001, feesCents: 150 });
  });

  it('takes a real date of birth of an adult only', () => {
    expect(() => assertValidBirthDate('2008-11-27', '2026-11-27')).not.toThrow();
    expect(() => assertValidBirthDate('2008-11-28', '2026-11-27')).toThrow('payouts.birth_date_invalid');
    expect(() => assertValidBirthDate('1990-02-30', '2026-11-27')).toThrow('payouts.birth_date_invalid');
  });

  const sellers: ReportableSeller[] = [
    { sellerId: 's1', email: 'anna@example.lv', quarters: [quarter(0, 0), quarter(0, 0), quarter(1, 209_000, 11_000), quarter(0, 0)], details },
    { sellerId: 's2', email: '=cmd@example.lv', quarters: [quarter(30, 30_000, 1_500), quarter(0, 0), quarter(0, 0), quarter(0, 0)], details: null },
  ];

  it('writes the CSV: one row per seller, quarters and year in euros, a formula-looking cell as text', () => {
    const [header, first, second] = dac7Csv(sellers).split('\r\n');
    expect(header.split(',')).toHaveLength(27);
    expect(first).toBe('s1,anna@example.lv,Anna,Bērziņa,120588-12345,LV,Brīvības iela 1-2,Rīga,LV-1010,LV,1988-05-12,yes,0,0,1,0,0.00,0.00,2090.00,0.00,0.00,0.00,110.00,0.00,1,2090.00,110.00');
    expect(second.startsWith("s2,'=cmd@example.lv,,,,,,,,,,no,30,0,0,0,300.00")).toBe(true);
  });

  it('writes the XML in the OECD DPI layout: amounts in full euros, what sellers typed escaped, only sellers with their details', () => {
    const xml = dac7Xml({
      id: 'r1',
      year: 2026,
      createdAt: new Date('2027-01-10T08:00:00Z'),
      operator: { name: 'Baltic Ticket Exchange SIA', country: 'LV', taxId: '40203000000', address: 'Rīga' },
      sellers: [{ ...sellers[0], details: { ...details, street: 'A & B <iela>' } }, sellers[1]],
    });
    expect(xml).toContain('<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1"');
    expect(xml).toContain('<dpi:SendingEntityIN>40203000000</dpi:SendingEntityIN>');
    expect(xml).toContain('<dpi:PlatformOperator><dpi:ResCountryCode>LV</dpi:ResCountryCode><dpi:TIN issuedBy="LV">40203000000</dpi:TIN>');
    expect(xml).toContain('<dpi:ReportingPeriod>2026-12-31</dpi:ReportingPeriod>');
    expect(xml).toContain('<dpi:TIN issuedBy="LV">120588-12345</dpi:TIN>');
    expect(xml).toContain('<dpi:Street>A &amp; B &lt;iela&gt;</dpi:Street>');
    expect(xml).toContain('<dpi:BirthInfo><dpi:BirthDate>1988-05-12</dpi:BirthDate></dpi:BirthInfo>');
    expect(xml).toContain('<dpi:ConsQ3 currCode="EUR">2090</dpi:ConsQ3>');
    expect(xml).toContain('<dpi:FeesQ3 currCode="EUR">110</dpi:FeesQ3>');
    expect(xml).toContain('<dpi:TaxQ1 currCode="EUR">0</dpi:TaxQ1>');
    // The seller without details is in the CSV (details_complete "no"), not in the XML, which needs a name and a birth date.
    expect(xml.match(/<dpi:ReportableSeller>/g)).toHaveLength(1);
    expect(xml).not.toContain('s2');
  });

  it('rounds amounts half up to whole euros, as the layout has no decimals', () => {
    const amounts = (considerationCents: number) =>
      dac7Xml({ id: 'r1', year: 2026, createdAt: new Date('2027-01-10T08:00:00Z'), operator: { name: 'B', country: 'LV', taxId: '1', address: 'Rīga' }, sellers: [{ ...sellers[0], quarters: [quarter(1, considerationCents, considerationCents), quarter(0, 0), quarter(0, 0), quarter(0, 0)] }] });
    expect(amounts(12_349)).toContain('<dpi:ConsQ1 currCode="EUR">123</dpi:ConsQ1>');
    expect(amounts(12_350)).toContain('<dpi:ConsQ1 currCode="EUR">124</dpi:ConsQ1>');
    expect(amounts(49)).toContain('<dpi:FeesQ1 currCode="EUR">0</dpi:FeesQ1>');
  });

  it('says the operator\'s tax id is unknown while the company has not set it, and names no sending entity', () => {
    const xml = dac7Xml({ id: 'r1', year: 2026, createdAt: new Date('2027-01-10T08:00:00Z'), operator: { name: 'B', country: 'LV', taxId: undefined, address: 'Rīga' }, sellers: [] });
    expect(xml).toContain('<dpi:PlatformOperator><dpi:ResCountryCode>LV</dpi:ResCountryCode><dpi:TIN unknown="true">NOTIN</dpi:TIN>');
    expect(xml).not.toContain('SendingEntityIN');
  });
});
