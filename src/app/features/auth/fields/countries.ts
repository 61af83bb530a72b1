import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { countries, type CountryList } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBrand } from '../../../boot/BootContext.tsx';
import { sessionKeys } from '../session/queryKeys.ts';

/** GET /wps/system/country, once per page (the list does not change while the player is here). */
export function useCountries(): UseQueryResult<CountryList> {
  const request = useApi();
  return useQuery({ queryKey: sessionKeys.countries, queryFn: () => countries(request), staleTime: Infinity });
}

/** The dialing code a mobile field starts with: the brand's `login.defaultDialingCode`, else the server's `current`. */
export function useDefaultDialingCode(): string {
  const brand = useBrand();
  const list = useCountries();
  return brand.login.defaultDialingCode ?? list.data?.current.countryDialingCode ?? '';
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** "+880 Bangladesh", with the country's name in the page's language when the browser knows it. */
export function countryLabel(dialingCode: string, countryCode: string, fallbackName: string, locale: string): string {
  let name = fallbackName;
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
    name = names.of(countryCode) ?? fallbackName;
  } catch {
    // an unknown region code or locale: keep the server's name
  }
  return `+${dialingCode} ${name}`;
}
