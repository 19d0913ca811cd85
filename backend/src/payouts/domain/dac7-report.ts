import type { QuarterActivity, TaxDetails } from './dac7.js';
import { yearTotals } from './dac7.js';

/** One reportable seller of a year: their activity per quarter (Q1..Q4) and the details they gave, if any. */
export interface ReportableSeller {
  sellerId: string;
  email: string | null;
  quarters: [QuarterActivity, QuarterActivity, QuarterActivity, QuarterActivity];
  details: TaxDetails | null;
}

/** The platform operator as the report names it (no tax id while the company's is not set). */
export interface PlatformOperator {
  name: string;
  country: string;
  taxId: string | undefined;
  address: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);
/** The DPI layout gives amounts in full units, without decimals: cents rounded half up to whole euros. */
const fullEuros = (cents: number) => String(Math.floor((cents + 50) / 100));

function csvCell(value: string | number): string {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_COLUMNS = [
  'seller_id', 'email', 'first_name', 'last_name', 'tax_id', 'tax_country', 'street', 'city', 'postal_code', 'country', 'birth_date', 'details_complete',
  'sales_q1', 'sales_q2', 'sales_q3', 'sales_q4', 'consideration_q1_eur', 'consideration_q2_eur', 'consideration_q3_eur', 'consideration_q4_eur',
  'fees_q1_eur', 'fees_q2_eur', 'fees_q3_eur', 'fees_q4_eur', 'sales_year', 'consideration_year_eur', 'fees_year_eur',
];

/** The year's report as CSV (one row per reportable seller, amounts in euros with two decimals). */
export function dac7Csv(sellers: readonly ReportableSeller[]): string {
  const rows = sellers.map((seller) => {
    const details = seller.details;
    const total = yearTotals(seller.quarters);
    return [
      seller.sellerId, seller.email ?? '', details?.firstName ?? '', details?.lastName ?? '', details?.taxId ?? '', details?.taxCountry ?? '', details?.street ?? '',
      details?.city ?? '', details?.postalCode ?? '', details?.country ?? '', details?.birthDate ?? '', details ? 'yes' : 'no',
      ...seller.quarters.map((quarter) => quarter.sales), ...seller.quarters.map((quarter) => euros(quarter.considerationCents)), ...seller.quarters.map((quarter) => euros(quarter.feesCents)),
      total.sales, euros(total.considerationCents), euros(total.feesCents),
    ].map(csvCell).join(',');
  });
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
}

const QUARTERS = [1, 2, 3, 4] as const;

const tin = (taxId: string | undefined, issuedBy: string) =>
  taxId ? `<dpi:TIN issuedBy="${escapeXml(issuedBy)}">${escapeXml(taxId)}</dpi:TIN>` : '<dpi:TIN unknown="true">NOTIN</dpi:TIN>';

function seller(entry: ReportableSeller & { details: TaxDetails }, docRefId: string): string {
  const { details } = entry;
  const name = `<dpi:Name><dpi:FirstName>${escapeXml(details.firstName)}</dpi:FirstName><dpi:LastName>${escapeXml(details.lastName)}</dpi:LastName></dpi:Name>`;
  const address = `<dpi:Address><dpi:CountryCode>${escapeXml(details.country)}</dpi:CountryCode><dpi:AddressFix><dpi:Street>${escapeXml(details.street)}</dpi:Street><dpi:PostCode>${escapeXml(details.postalCode)}</dpi:PostCode><dpi:City>${escapeXml(details.city)}</dpi:City></dpi:AddressFix></dpi:Address>`;
  const birth = `<dpi:BirthInfo><dpi:BirthDate>${details.birthDate}</dpi:BirthDate></dpi:BirthInfo>`;
  const amounts = (tag: string, quarterTag: string, value: (quarter: QuarterActivity) => string, currency: boolean) =>
    `<dpi:${tag}>${QUARTERS.map((q) => `<dpi:${quarterTag}${q}${currency ? ' currCode="EUR"' : ''}>${value(entry.quarters[q - 1])}</dpi:${quarterTag}${q}>`).join('')}</dpi:${tag}>`;
  return [
    '<dpi:ReportableSeller>',
    `<dpi:Identity><dpi:IndividualSeller><dpi:Standard><dpi:IndSellerID><dpi:ResCountryCode>${escapeXml(details.country)}</dpi:ResCountryCode>${tin(details.taxId, details.taxCountry)}${name}${address}${birth}</dpi:IndSellerID></dpi:Standard></dpi:IndividualSeller></dpi:Identity>`,
    '<dpi:RelevantActivities><dpi:SaleOfGoods>',
    amounts('Consideration', 'ConsQ', (quarter) => fullEuros(quarter.considerationCents), true),
    amounts('NumberOfActivities', 'NumbQ', (quarter) => String(quarter.sales), false),
    amounts('Fees', 'FeesQ', (quarter) => fullEuros(quarter.feesCents), true),
    amounts('Taxes', 'TaxQ', () => '0', true),
    '</dpi:SaleOfGoods></dpi:RelevantActivities>',
    `<dpi:DocSpec><stf:DocTypeIndic>OECD1</stf:DocTypeIndic><stf:DocRefId>${escapeXml(docRefId)}</stf:DocRefId></dpi:DocSpec>`,
    '</dpi:ReportableSeller>',
  ].join('\n');
}

/** A seller whose details are all there can be named in the XML (the layout requires a name and a date of birth). */
const withDetails = (entry: ReportableSeller): entry is ReportableSeller & { details: TaxDetails } => entry.details !== null;

/**
 * The year's report in the OECD DPI XML layout that DAC7 uses (namespace urn:oecd:ties:dpi:v1): the message, the
 * platform operator, and each reportable seller with their consideration, number of sales, fees and taxes per quarter,
 * in full euros. Sellers who have not given their details yet are in the CSV only (details_complete "no"): the layout
 * has no place for a seller without a name and a date of birth, and staff chase them before filing.
 */
export function dac7Xml(report: { id: string; year: number; createdAt: Date; operator: PlatformOperator; sellers: readonly ReportableSeller[] }): string {
  const { operator } = report;
  const reference = `${operator.country}${report.year}-${report.id}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1" xmlns:stf="urn:oecd:ties:dpistf:v1" version="1.0">',
    '<dpi:MessageSpec>',
    ...(operator.taxId ? [`<dpi:SendingEntityIN>${escapeXml(operator.taxId)}</dpi:SendingEntityIN>`] : []),
    `<dpi:TransmittingCountry>${operator.country}</dpi:TransmittingCountry><dpi:ReceivingCountry>${operator.country}</dpi:ReceivingCountry>`,
    `<dpi:MessageType>DPI</dpi:MessageType><dpi:MessageRefId>${reference}</dpi:MessageRefId><dpi:MessageTypeIndic>DPI401</dpi:MessageTypeIndic>`,
    `<dpi:ReportingPeriod>${report.year}-12-31</dpi:ReportingPeriod><dpi:Timestamp>${report.createdAt.toISOString().slice(0, 19)}</dpi:Timestamp>`,
    '</dpi:MessageSpec>',
    '<dpi:DPIBody>',
    `<dpi:PlatformOperator><dpi:ResCountryCode>${operator.country}</dpi:ResCountryCode>${tin(operator.taxId, operator.country)}<dpi:Name>${escapeXml(operator.name)}</dpi:Name><dpi:Address><dpi:CountryCode>${operator.country}</dpi:CountryCode><dpi:AddressFree>${escapeXml(operator.address)}</dpi:AddressFree></dpi:Address><dpi:DocSpec><stf:DocTypeIndic>OECD1</stf:DocTypeIndic><stf:DocRefId>${reference}-operator</stf:DocRefId></dpi:DocSpec></dpi:PlatformOperator>`,
    ...report.sellers.filter(withDetails).map((entry) => seller(entry, `${reference}-${entry.sellerId}`)),
    '</dpi:DPIBody>',
    '</dpi:DPI_OECD>',
    '',
  ].join('\n');
}
