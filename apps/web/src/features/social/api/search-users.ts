import { userSearchResultSchema } from '@momentum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineQuery } from '@/lib/query-hooks';
import { socialKeys } from './keys';

const userSearch = defineQuery(socialKeys.search, '/users/search', userSearchResultSchema, {
  params: (q: string) => ({ q }),
});

export function useSearchUsers(q: string) {
  return useQuery({ ...userSearch.options(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
