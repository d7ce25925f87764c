import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { useRootData } from "~/root-data";
import { searchHiddenFields } from "./hidden-fields";
import {
  formSearchHref,
  type MainSearchType,
  type PlaceSearchForm,
  placeSearchHref,
  searchSendsOrigin,
} from "./search-href";
import type { SelectedPlace } from "./selected-place";

/**
 * Wiring for a search form with the location field: submitting, or choosing a place,
 * goes to /s with a tidy URL; `origin` goes along by the form's rule (searchSendsOrigin).
 */
export function useSearchNavigation(form: PlaceSearchForm) {
  const navigate = useNavigate();
  const mainType: MainSearchType = useRootData()?.config.search.mainType ?? "keywords";
  const includeOrigin = searchSendsOrigin(form, mainType);
  return {
    includeOrigin,
    hiddenFields: searchHiddenFields({ includeOrigin }),
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      navigate(formSearchHref(new FormData(event.currentTarget), { includeOrigin }));
    },
    onPlaceSelected(place: SelectedPlace, element: HTMLFormElement | null) {
      const keywords = element ? new FormData(element).get("keywords") : null;
      navigate(
        placeSearchHref(
          { keywords: typeof keywords === "string" ? keywords : undefined, place },
          { includeOrigin },
        ),
      );
    },
  };
}
