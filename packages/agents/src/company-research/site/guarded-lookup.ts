import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isPublicAddress } from './address-policy';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type Lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** The codes the guard fails a lookup with: a name resolving to a non-public address, and one resolving to none. */
export const refusedAddressCode = 'EREFUSEDADDRESS';
export const unresolvedNameCode = 'EUNRESOLVEDNAME';

/**
 * A DNS lookup for http.request that refuses a name resolving to any non-public address, so that a
 * public-looking host (or one that changes its answer after the first check) cannot reach inside. A name
 * that does not resolve (whatever the resolver said) fails with its own code, for the fetcher to refuse too.
 */
export function guardedLookup(resolve: Lookup = dnsLookup as unknown as Lookup): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      const list = error ? [] : ((Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]) as LookupAddress[]);
      if (list.length === 0) {
        return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: unresolvedNameCode }), '');
      }
      if (list.some((entry) => !isPublicAddress(entry.address))) {
        return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: refusedAddressCode }), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
