import { useSearchParams } from "react-router";

/**
 * A page's tab kept in the address (`?tab=…`), so a link or a reload opens it: the tab the address
 * names when it is one of `tabs`, else the first; choosing another replaces the address (no new
 * history entry) and keeps its other parameters.
 */
export function useAddressTab<T extends string>(tabs: readonly T[]): [T, (next: string) => void] {
  const [search, setSearch] = useSearchParams();
  const named = search.get("tab");
  const tab = tabs.find((value) => value === named) ?? tabs[0]!;
  const choose = (next: string) => {
    const nextSearch = new URLSearchParams(search);
    nextSearch.set("tab", next);
    setSearch(nextSearch, { replace: true });
  };
  return [tab, choose];
}
