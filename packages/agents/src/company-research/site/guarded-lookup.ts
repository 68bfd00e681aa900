import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isPublicAddress } from './address-policy';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A DNS lookup for http.request that refuses a name resolving to any non-public address, so that a
 * public-looking host (or one that changes its answer after the first check) cannot reach inside.
 */
export function guardedLookup(resolve: Lookup = dnsLookup as unknown as Lookup): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = (Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]) as LookupAddress[];
      const refused = list.find((entry) => !isPublicAddress(entry.address));
      if (list.length === 0 || refused) {
        const denied = Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EREFUSEDADDRESS' });
        return callback(denied, '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
