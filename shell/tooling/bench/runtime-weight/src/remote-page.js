import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';

export default function Page() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => Promise.resolve('Your healing space'),
  });
  return createElement('h1', null, data);
}
