import { indexOfTerms, phraseTerms } from '../../text/tokenize';

/**
 * Where a place is, as far as remote work goes: its country and its wider regions. Enough to tell that a
 * "Remote - Hungary" job is not remote work for someone in New York, and "Remote (North America)" is.
 * Countries and regions by name and common code; cities and states that job boards name without a country.
 */
type Place = { country: string; regions: string[] };

const northAmerica = ['north america', 'americas'];
const latinAmerica = ['latam', 'latin america', 'americas', 'south america'];
const europe = ['europe', 'emea'];
const eu = ['europe', 'emea', 'eu'];
const asia = ['apac', 'asia'];

const countries: [string, string[], string[]][] = [
  ['us', ['united states', 'united states of america', 'usa', 'us', 'u.s', 'u.s.a', 'america'], northAmerica],
  ['ca', ['canada'], northAmerica],
  ['mx', ['mexico'], latinAmerica],
  ['br', ['brazil', 'brasil'], latinAmerica],
  ['ar', ['argentina'], latinAmerica],
  ['co', ['colombia'], latinAmerica],
  ['cl', ['chile'], latinAmerica],
  ['pe', ['peru'], latinAmerica],
  ['uy', ['uruguay'], latinAmerica],
  ['gb', ['united kingdom', 'uk', 'u.k', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'], europe],
  ['ie', ['ireland'], eu],
  ['de', ['germany', 'deutschland'], eu],
  ['fr', ['france'], eu],
  ['nl', ['netherlands', 'the netherlands', 'holland'], eu],
  ['be', ['belgium'], eu],
  ['es', ['spain'], eu],
  ['pt', ['portugal'], eu],
  ['it', ['italy'], eu],
  ['ch', ['switzerland'], europe],
  ['at', ['austria'], eu],
  ['pl', ['poland'], eu],
  ['cz', ['czech republic', 'czechia'], eu],
  ['hu', ['hungary'], eu],
  ['ro', ['romania'], eu],
  ['gr', ['greece'], eu],
  ['se', ['sweden'], eu],
  ['dk', ['denmark'], eu],
  ['no', ['norway'], europe],
  ['fi', ['finland'], eu],
  ['ee', ['estonia'], eu],
  ['lt', ['lithuania'], eu],
  ['lv', ['latvia'], eu],
  ['ua', ['ukraine'], europe],
  ['rs', ['serbia'], europe],
  ['tr', ['turkey', 'türkiye'], europe],
  ['cy', ['cyprus'], eu],
  ['mt', ['malta'], eu],
  ['lu', ['luxembourg'], eu],
  ['bg', ['bulgaria'], eu],
  ['hr', ['croatia'], eu],
  ['si', ['slovenia'], eu],
  ['sk', ['slovakia'], eu],
  ['is', ['iceland'], europe],
  ['ba', ['bosnia'], europe],
  ['ge', ['tbilisi'], europe],
  ['am', ['armenia'], europe],
  ['md', ['moldova'], europe],
  ['by', ['belarus'], europe],
  ['eg', ['egypt'], ['emea', 'africa']],
  ['ma', ['morocco'], ['emea', 'africa']],
  ['gh', ['ghana'], ['emea', 'africa']],
  ['sa', ['saudi arabia', 'ksa'], ['emea']],
  ['qa', ['qatar'], ['emea']],
  ['pk', ['pakistan'], asia],
  ['bd', ['bangladesh'], asia],
  ['lk', ['sri lanka'], asia],
  ['th', ['thailand'], asia],
  ['cr', ['costa rica'], latinAmerica],
  ['gt', ['guatemala'], latinAmerica],
  ['ec', ['ecuador'], latinAmerica],
  ['ve', ['venezuela'], latinAmerica],
  ['pr', ['puerto rico'], [...northAmerica, ...latinAmerica]],
  ['do', ['dominican republic'], latinAmerica],
  ['il', ['israel'], ['emea']],
  ['ae', ['united arab emirates', 'uae'], ['emea']],
  ['za', ['south africa'], ['emea', 'africa']],
  ['ng', ['nigeria'], ['emea', 'africa']],
  ['ke', ['kenya'], ['emea', 'africa']],
  ['in', ['india'], asia],
  ['sg', ['singapore'], asia],
  ['jp', ['japan'], asia],
  ['kr', ['south korea', 'korea'], asia],
  ['cn', ['china'], asia],
  ['hk', ['hong kong'], asia],
  ['tw', ['taiwan'], asia],
  ['ph', ['philippines'], asia],
  ['vn', ['vietnam'], asia],
  ['id', ['indonesia'], asia],
  ['my', ['malaysia'], asia],
  ['au', ['australia'], [...asia, 'oceania', 'anz']],
  ['nz', ['new zealand'], [...asia, 'oceania', 'anz']],
];

// Places boards name alone: big job cities and US states. "Georgia" and "Washington" stay out (countries, DC).
const citiesOf: Record<string, string[]> = {
  us: [
    'new york',
    'new york city',
    'nyc',
    'brooklyn',
    'manhattan',
    'san francisco',
    'sf',
    'bay area',
    'san francisco bay area',
    'silicon valley',
    'mountain view',
    'palo alto',
    'menlo park',
    'san jose',
    'sunnyvale',
    'oakland',
    'berkeley',
    'redwood city',
    'san mateo',
    'los angeles',
    'la',
    'santa monica',
    'san diego',
    'seattle',
    'bellevue',
    'redmond',
    'portland',
    'austin',
    'dallas',
    'houston',
    'denver',
    'boulder',
    'chicago',
    'boston',
    'cambridge ma',
    'atlanta',
    'miami',
    'philadelphia',
    'pittsburgh',
    'washington dc',
    'dc',
    'salt lake city',
    'phoenix',
    'minneapolis',
    'detroit',
    'nashville',
    'raleigh',
    'charlotte',
    'columbus',
    'st louis',
    'kansas city',
    'las vegas',
    'california',
    'new jersey',
    'texas',
    'florida',
    'massachusetts',
    'illinois',
    'colorado',
    'oregon',
    'arizona',
    'utah',
    'virginia',
    'north carolina',
    'pennsylvania',
    'ohio',
    'michigan',
    'minnesota',
    'tennessee',
    'maryland',
    'connecticut',
    'wisconsin',
    'missouri',
  ],
  ca: ['toronto', 'vancouver', 'montreal', 'waterloo', 'ottawa', 'calgary', 'edmonton', 'ontario', 'british columbia', 'quebec', 'alberta'],
  gb: ['london', 'manchester', 'edinburgh', 'glasgow', 'belfast', 'bristol', 'birmingham', 'leeds', 'oxford', 'cambridge uk'],
  ie: ['dublin', 'cork'],
  de: ['berlin', 'munich', 'münchen', 'hamburg', 'frankfurt', 'cologne', 'köln', 'stuttgart', 'düsseldorf'],
  fr: ['paris', 'lyon', 'marseille', 'toulouse', 'nantes', 'bordeaux'],
  nl: ['amsterdam', 'rotterdam', 'utrecht', 'the hague', 'eindhoven'],
  es: ['madrid', 'barcelona', 'valencia'],
  pt: ['lisbon', 'lisboa', 'porto'],
  it: ['milan', 'milano', 'rome', 'roma'],
  ch: ['zurich', 'zürich', 'geneva', 'basel', 'lausanne'],
  at: ['vienna', 'wien'],
  pl: ['warsaw', 'krakow', 'kraków', 'wroclaw'],
  cz: ['prague'],
  hu: ['budapest'],
  se: ['stockholm', 'gothenburg'],
  dk: ['copenhagen'],
  no: ['oslo'],
  fi: ['helsinki'],
  ee: ['tallinn'],
  il: ['tel aviv', 'jerusalem'],
  ae: ['dubai', 'abu dhabi'],
  in: ['bangalore', 'bengaluru', 'mumbai', 'delhi', 'new delhi', 'hyderabad', 'pune', 'chennai', 'gurgaon', 'gurugram', 'noida'],
  sg: [],
  jp: ['tokyo', 'osaka'],
  au: ['sydney', 'melbourne', 'brisbane', 'perth'],
  br: ['sao paulo', 'são paulo', 'rio de janeiro'],
  mx: ['mexico city', 'guadalajara'],
  ar: ['buenos aires'],
  bd: ['dhaka'],
  pk: ['karachi', 'lahore'],
  eg: ['cairo'],
  ng: ['lagos'],
  ke: ['nairobi'],
  za: ['cape town', 'johannesburg'],
  th: ['bangkok'],
  vn: ['ho chi minh city', 'hanoi'],
  ph: ['manila'],
  id: ['jakarta'],
  kr: ['seoul'],
  cn: ['shanghai', 'beijing', 'shenzhen'],
  tw: ['taipei'],
  ro: ['bucharest', 'cluj'],
  gr: ['athens'],
  ua: ['kyiv', 'kiev'],
  rs: ['belgrade'],
  bg: ['sofia'],
  hr: ['zagreb'],
  cy: ['limassol', 'nicosia'],
  lt: ['vilnius'],
  lv: ['riga'],
  be: ['brussels', 'antwerp'],
  co: ['bogota', 'bogotá', 'medellin', 'medellín'],
};

const regionNames = [
  'north america',
  'americas',
  'latam',
  'latin america',
  'south america',
  'europe',
  'emea',
  'eu',
  'apac',
  'asia',
  'africa',
  'oceania',
  'anz',
];

type Entry = { terms: string[]; place: Place | null; region: string | null };
const entries: Entry[] = [
  ...countries.flatMap(([country, names, regions]) => names.map((name) => ({ terms: phraseTerms(name), place: { country, regions }, region: null }))),
  ...Object.entries(citiesOf).flatMap(([country, names]) => {
    const regions = countries.find(([code]) => code === country)![2];
    return names.map((name) => ({ terms: phraseTerms(name), place: { country, regions }, region: null }));
  }),
  ...regionNames.map((name) => ({ terms: phraseTerms(name), place: null, region: name })),
  // "Europe" and "European Union" are the same answer to "where may I work from".
  { terms: phraseTerms('european union'), place: null, region: 'eu' },
].sort((a, b) => b.terms.length - a.terms.length);

/** The countries and regions a location text names ("Remote - US", "Berlin, Germany", "EMEA"). */
export function placesIn(text: string): { countries: Set<string>; regions: Set<string> } {
  const terms = phraseTerms(text.slice(0, 500));
  const found = { countries: new Set<string>(), regions: new Set<string>() };
  // Longest names first, each word read once: "Latin America" is a region, not America.
  const used = new Array<boolean>(terms.length).fill(false);
  for (const entry of entries) {
    for (let at = indexOfTerms(terms, entry.terms); at >= 0;) {
      const span = entry.terms.length;
      if (!used.slice(at, at + span).some(Boolean)) {
        used.fill(true, at, at + span);
        if (entry.place) found.countries.add(entry.place.country);
        else if (entry.region) found.regions.add(entry.region);
      }
      const next = indexOfTerms(terms.slice(at + 1), entry.terms);
      at = next < 0 ? -1 : at + 1 + next;
    }
  }
  return found;
}

/** The regions a country belongs to. */
export function regionsOf(country: string): string[] {
  return countries.find(([code]) => code === country)?.[2] ?? [];
}

/**
 * Whether remote work restricted to what `postingText` names is open to someone in `userText`: yes when the
 * posting names no place (anywhere), or names the user's country, or a region the user's country is in, or
 * (for a user who named a region) a country in it;
 * unknown (null) when the user's text names no place we know.
 */
export function remoteOpenTo(postingText: string, userText: string): boolean | null {
  const posting = placesIn(postingText);
  if (posting.countries.size === 0 && posting.regions.size === 0) return true;
  const user = placesIn(userText);
  if (user.countries.size === 0 && user.regions.size === 0) return null;
  for (const country of user.countries) {
    if (posting.countries.has(country)) return true;
    if (regionsOf(country).some((region) => posting.regions.has(region))) return true;
  }
  for (const region of user.regions) {
    // "Remote Europe" asked: remote work in Europe, or in any European country, is open.
    if (posting.regions.has(region) || [...posting.countries].some((country) => regionsOf(country).includes(region))) return true;
  }
  return false;
}
