import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/ApiProvider.tsx';
import { queryKeys } from '../app/queryKeys.ts';

/**
 * Whether a page that has just had a mail sent links the dev outbox: only a development server has it (elsewhere
 * it is a 404 and no link is shown). Asked once the mail is sent.
 */
export function useDevOutboxLink(mailSent: boolean): boolean {
  const api = useApi();
  const read = useQuery({
    queryKey: queryKeys.devOutbox('list'),
    queryFn: () => api.outbox(),
    enabled: mailSent,
  });
  return mailSent && read.isSuccess;
}
