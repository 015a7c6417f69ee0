import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';

/** Spec §2: the box keeps what is typed and filters nothing. */
export function SearchFriends() {
  const [query, setQuery] = useState('');
  return (
    <div className="relative w-full sm:w-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
      />
      <Input
        type="search"
        aria-label="Search friends..."
        placeholder="Search friends..."
        className="pl-9"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </div>
  );
}
