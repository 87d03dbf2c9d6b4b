// Client-safe: where the shop ships, how an address is checked in each country, and what shipping costs. The
// checkout form reads the field labels and shows its totals from here; the server validates and prices with the same
// tables (a form posted before its app has loaded shows the total of what was chosen).

import type { CartView } from './cart-view';

type Region = { label: string; required: boolean; options?: [code: string, name: string][] };
export type Country = {
  name: string;
  region: Region;
  /** `phrase`: the field in a sentence ("a ZIP code", "an Eircode"). */
  postal: { label: string; phrase: string; pattern: RegExp; example: string };
  domestic: boolean;
};

const US_STATES: [string, string][] = (
  'AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware,DC District of Columbia,' +
  'FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,' +
  'MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,NV Nevada,' +
  'NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,' +
  'PA Pennsylvania,PR Puerto Rico,RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont,' +
  'VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming'
)
  .split(',')
  .map((s) => [s.slice(0, 2), s.slice(3)]);
const CA_PROVINCES: [string, string][] = (
  'AB Alberta,BC British Columbia,MB Manitoba,NB New Brunswick,NL Newfoundland and Labrador,NS Nova Scotia,' +
  'NT Northwest Territories,NU Nunavut,ON Ontario,PE Prince Edward Island,QC Quebec,SK Saskatchewan,YT Yukon'
)
  .split(',')
  .map((s) => [s.slice(0, 2), s.slice(3)]);
const AU_STATES: [string, string][] = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
];

export const COUNTRIES: Record<string, Country> = {
  US: {
    name: 'United States',
    region: { label: 'State', required: true, options: US_STATES },
    postal: { label: 'ZIP code', phrase: 'a ZIP code', pattern: /^\d{5}(-\d{4})?$/, example: '94107' },
    domestic: true,
  },
  CA: {
    name: 'Canada',
    region: { label: 'Province', required: true, options: CA_PROVINCES },
    postal: { label: 'Postal code', phrase: 'a postal code', pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, example: 'K1A 0B1' },
    domestic: false,
  },
  GB: {
    name: 'United Kingdom',
    region: { label: 'County (optional)', required: false },
    postal: { label: 'Postcode', phrase: 'a postcode', pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, example: 'SW1A 1AA' },
    domestic: false,
  },
  IE: {
    name: 'Ireland',
    region: { label: 'County (optional)', required: false },
    postal: { label: 'Eircode', phrase: 'an Eircode', pattern: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/, example: 'D02 X285' },
    domestic: false,
  },
  DE: {
    name: 'Germany',
    region: { label: 'State (optional)', required: false },
    postal: { label: 'Postal code', phrase: 'a postal code', pattern: /^\d{5}$/, example: '10115' },
    domestic: false,
  },
  FR: {
    name: 'France',
    region: { label: 'Region (optional)', required: false },
    postal: { label: 'Postal code', phrase: 'a postal code', pattern: /^\d{5}$/, example: '75001' },
    domestic: false,
  },
  NL: {
    name: 'Netherlands',
    region: { label: 'Province (optional)', required: false },
    postal: { label: 'Postal code', phrase: 'a postal code', pattern: /^\d{4} ?[A-Za-z]{2}$/, example: '1012 AB' },
    domestic: false,
  },
  AU: {
    name: 'Australia',
    region: { label: 'State or territory', required: true, options: AU_STATES },
    postal: { label: 'Postcode', phrase: 'a postcode', pattern: /^\d{4}$/, example: '2000' },
    domestic: false,
  },
  JP: {
    name: 'Japan',
    region: { label: 'Prefecture', required: true },
    postal: { label: 'Postal code', phrase: 'a postal code', pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
    domestic: false,
  },
};

export type ShippingMethodId = 'standard' | 'express';
type Rate = { priceMinor: number; freeFromMinor?: number; days: string };
export const SHIPPING_METHODS: Record<ShippingMethodId, { label: string; domestic: Rate; international: Rate }> = {
  standard: {
    label: 'Standard',
    domestic: { priceMinor: 495, freeFromMinor: 7500, days: '4-7 business days' },
    international: { priceMinor: 1295, days: '7-14 business days' },
  },
  express: {
    label: 'Express',
    domestic: { priceMinor: 1495, days: '1-2 business days' },
    international: { priceMinor: 2995, days: '3-5 business days' },
  },
};

/** The rate of a method to a country, and what it costs on this subtotal (free over the threshold, where one is). */
export function shippingRate(method: ShippingMethodId, country: string, subtotalMinor: number) {
  const rate = COUNTRIES[country]?.domestic === false ? SHIPPING_METHODS[method].international : SHIPPING_METHODS[method].domestic;
  const free = rate.freeFromMinor !== undefined && subtotalMinor >= rate.freeFromMinor;
  return { ...rate, costMinor: free ? 0 : rate.priceMinor };
}

export type Quote = {
  currency: string;
  count: number;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  shipping: { id: ShippingMethodId; label: string; days: string; costMinor: number }[];
};

/** What this cart costs shipped this way to this country: every method's cost beside the chosen one's total. */
export function priceQuote(cart: Pick<CartView, 'currency' | 'count' | 'subtotalMinor'>, method: ShippingMethodId, country: string): Quote {
  const shipping = (Object.keys(SHIPPING_METHODS) as ShippingMethodId[]).map((id) => {
    const rate = shippingRate(id, country, cart.subtotalMinor);
    return { id, label: SHIPPING_METHODS[id].label, days: rate.days, costMinor: rate.costMinor };
  });
  const shippingMinor = shipping.find((s) => s.id === method)!.costMinor;
  return {
    currency: cart.currency,
    count: cart.count,
    subtotalMinor: cart.subtotalMinor,
    shippingMinor,
    totalMinor: cart.subtotalMinor + shippingMinor,
    shipping,
  };
}
