import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { PlacePrediction } from "#modules/geo";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { PinIcon } from "../ui/icons";
import { comboboxReducer, initialComboboxState, isExpanded, keyOutcome } from "./combobox-state";
import {
  currentLocationPlace,
  currentPosition,
  GeolocationError,
  geolocationMessageId,
} from "./current-location";
import { type HiddenFields, searchHiddenFields } from "./hidden-fields";
import { type LocationFieldLook, LocationFieldShell } from "./location-field-shell";
import { LocateIcon } from "./location-icons";
import styles from "./location-search-field.module.css";
import { type SuggestLocale, secondaryText } from "./place-suggestions";
import type { SelectedPlace } from "./selected-place";
import { useHydrated } from "./use-hydrated";
import { usePlaceSuggestions } from "./use-place-suggestions";

type Option = { kind: "current" } | { kind: "prediction"; prediction: PlacePrediction };

export type LocationSearchFieldProps = LocationFieldLook & {
  /** Name of the text input; without JavaScript it is all the form sends. */
  name?: string;
  defaultValue?: string;
  /** A place already chosen (a saved pickup address): its label fills the input. */
  defaultPlace?: SelectedPlace | null;
  /** Hidden inputs for the chosen place; search forms send bounds (and origin) by default. */
  hiddenFields?: HiddenFields;
  /** Offer "Current location" first (spec §9); off where a real address is needed. */
  currentLocation?: boolean;
  /** For forms that act as soon as a place is chosen, e.g. go to the search page. */
  onPlaceSelected?: (place: SelectedPlace, form: HTMLFormElement | null) => void;
};

/** The plain input this combobox replaces once its code has loaded (location-search-field). */
export type Takeover = {
  input: RefObject<HTMLInputElement | null>;
  /** Whether the user typed into it (then the text asks for suggestions at once). */
  typed: boolean;
};

const DEFAULT_HIDDEN = searchHiddenFields({ includeOrigin: true });

const toPlace = (p: PlacePrediction): SelectedPlace => ({
  label: p.label,
  origin: p.origin,
  bounds: p.bounds,
});

/** What the combobox starts from: the props, or the plain input it takes over. */
function startingPoint(
  defaultPlace: SelectedPlace | null,
  defaultValue: string | undefined,
  takeover: Takeover | undefined,
) {
  const initial = defaultPlace?.label ?? defaultValue ?? "";
  const input = takeover?.input.current;
  // Read while rendering: React commits in the same task, so no keystroke falls in between.
  const value = input ? input.value : initial;
  return {
    value,
    // A saved place stays chosen only while its label is what the input shows.
    place: defaultPlace && value === defaultPlace.label ? defaultPlace : null,
    query: takeover?.typed && value !== initial ? value : null,
    focused: input ? input.ownerDocument.activeElement === input : false,
    selection: input ? ([input.selectionStart, input.selectionEnd] as const) : null,
  };
}

/**
 * Place search as an ARIA 1.2 combobox: suggestions from the geocoder while typing,
 * "Current location" from the browser, arrow keys, Enter, Escape, mouse and touch.
 * Pages get it through location-search-field, which loads it on first use.
 */
export function LocationCombobox({
  name = "address",
  defaultValue,
  defaultPlace = null,
  hiddenFields = DEFAULT_HIDDEN,
  currentLocation = true,
  onPlaceSelected,
  takeover,
  ...look
}: LocationSearchFieldProps & { takeover?: Takeover }) {
  const { id, label } = look;
  const t = useT();
  const locale: SuggestLocale = useIntl().locale.startsWith("en") ? "en" : "nl";
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [start] = useState(() => startingPoint(defaultPlace, defaultValue, takeover));
  const [value, setValue] = useState(start.value);
  const [place, setPlace] = useState<SelectedPlace | null>(start.place);
  // Only typed text asks the geocoder; a chosen or saved label does not.
  const [query, setQuery] = useState<string | null>(start.query);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const { predictions, answeredQuery } = usePlaceSuggestions(query, locale);

  const options = useMemo<Option[]>(
    () => [
      ...(currentLocation ? [{ kind: "current" as const }] : []),
      ...predictions.map((prediction) => ({ kind: "prediction" as const, prediction })),
    ],
    [currentLocation, predictions],
  );
  const [state, dispatch] = useReducer(comboboxReducer, {
    ...initialComboboxState,
    open: start.focused,
    count: options.length,
  });

  // Taking over a focused input: focus and caret move to this one before the browser paints.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !start.focused) return;
    input.focus();
    if (start.selection) input.setSelectionRange(start.selection[0], start.selection[1]);
  }, [start]);
  // A new list resets the focused option in the same render, so Enter never picks from a stale one.
  const [seenOptions, setSeenOptions] = useState(options);
  if (seenOptions !== options) {
    setSeenOptions(options);
    dispatch({ type: "options", count: options.length });
  }

  const expanded = hydrated && isExpanded(state);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && state.active >= 0 ? optionId(state.active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const commit = (chosen: SelectedPlace) => {
    setPlace(chosen);
    setValue(chosen.label);
    setQuery(null);
    onPlaceSelected?.(chosen, inputRef.current?.form ?? null);
  };

  const locate = async () => {
    setLocating(true);
    try {
      const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
      const origin = await currentPosition(geolocation);
      commit(currentLocationPlace(origin, t("LocationSearch.currentLocation")));
    } catch (failure) {
      // Spec §8 lists a missing geolocation API as an internal error: logged, and told to the user.
      if (failure instanceof GeolocationError && failure.reason === "unavailable") {
        console.error(failure);
      }
      setGeoError(t(geolocationMessageId(failure)));
    } finally {
      setLocating(false);
    }
  };

  const choose = (index: number) => {
    const option = options[index];
    dispatch({ type: "close" });
    setGeoError(null);
    if (!option) return;
    if (option.kind === "prediction") commit(toPlace(option.prediction));
    else void locate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an IME composition belong to the composition.
    if (event.nativeEvent.isComposing) return;
    const outcome = keyOutcome(state, event.key, event.altKey);
    if (outcome.action) dispatch(outcome.action);
    if (outcome.handled) {
      event.preventDefault();
      event.stopPropagation();
    }
    if (outcome.select !== null) choose(outcome.select);
  };

  const status = locating
    ? t("LocationSearch.locating")
    : expanded && answeredQuery !== null
      ? t("LocationSearch.suggestionCount", { count: predictions.length })
      : "";

  return (
    <LocationFieldShell
      {...look}
      inputRef={inputRef}
      shownError={geoError ?? look.error ?? null}
      input={{
        name,
        value,
        "aria-busy": locating || undefined,
        ...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listboxId,
              "aria-activedescendant": activeId,
            }
          : {}),
        onChange: (event) => {
          const text = event.currentTarget.value;
          setValue(text);
          setQuery(text);
          setGeoError(null);
          if (place && text !== place.label) setPlace(null);
          dispatch({ type: "open" });
        },
        onFocus: () => dispatch({ type: "open" }),
        onClick: () => dispatch({ type: "open" }),
        onBlur: () => dispatch({ type: "close" }),
        onKeyDown,
      }}
      inAnchor={
        <>
          {hydrated ? (
            <div
              id={listboxId}
              role="listbox"
              aria-label={label}
              className={styles.listbox}
              hidden={!expanded}
            >
              {options.map((option, index) => (
                // Focus stays in the input (aria-activedescendant): options are not focusable and
                // the keys are handled there, as ARIA 1.2's combobox pattern asks.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached via aria-activedescendant
                <div
                  key={option.kind === "current" ? "current" : option.prediction.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === state.active}
                  className={styles.option}
                  // Keeps focus (and the open list) in the input while pressing, also for touch.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== state.active) dispatch({ type: "hover", index });
                  }}
                  onClick={() => choose(index)}
                >
                  {option.kind === "current" ? (
                    <>
                      <LocateIcon className={styles.optionIcon} />
                      <span className={styles.optionName}>
                        {t("LocationSearch.currentLocation")}
                      </span>
                    </>
                  ) : (
                    <>
                      <PinIcon className={styles.optionIcon} />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{option.prediction.name}</span>
                        {secondaryText(option.prediction) ? (
                          <span className={styles.optionDetail}>
                            {secondaryText(option.prediction)}
                          </span>
                        ) : null}
                      </span>
                    </>
                  )}
                </div>
              ))}
            </div>
          ) : null}
          {locating ? (
            <p className={styles.note} aria-hidden="true">
              {t("LocationSearch.locating")}
            </p>
          ) : null}
        </>
      }
      afterAnchor={
        hydrated ? (
          // A bare live region, not role="status": pages keep that role for their own form results.
          <div aria-live="polite" aria-atomic="true" className="visually-hidden">
            {status}
          </div>
        ) : null
      }
      hiddenFields={hiddenFields(place)}
    />
  );
}
