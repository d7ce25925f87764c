import { useT } from "~/hooks/use-t";
import { Pagination } from "../ui/pagination";
import { searchPageHref } from "./search-query";

/** Page links that keep every other search param. */
export function SearchPagination({
  page,
  totalPages,
  search,
}: {
  page: number;
  totalPages: number;
  search: URLSearchParams;
}) {
  const t = useT();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      hrefFor={(p) => searchPageHref(search, p)}
      labels={{
        navigation: t("SearchPage.pagination"),
        previous: t("SearchPage.previousPage"),
        next: t("SearchPage.nextPage"),
      }}
    />
  );
}
