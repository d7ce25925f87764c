import { type ComponentType, useRef, useState } from "react";
import { searchHiddenFields } from "./hidden-fields";
import type { LocationCombobox, LocationSearchFieldProps, Takeover } from "./location-combobox";
import { LocationFieldShell } from "./location-field-shell";

export type { LocationSearchFieldProps };

type Combobox = typeof LocationCombobox;
let combobox: Combobox | null = null;
let loading: Promise<Combobox> | null = null;

/** One download for every place field of the page; a failed one may be tried again. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import("./location-combobox").then(
    (module) => {
      combobox = module.LocationCombobox;
      return combobox;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const DEFAULT_HIDDEN = searchHiddenFields({ includeOrigin: true });

/**
 * The place field (spec §9). The server renders a plain text input, which a GET form submits
 * without JavaScript; the combobox with its suggestions (location-combobox, ~3 KB gzip) loads
 * when the field is first pointed at, focused or typed in, and takes over the input with its
 * text, focus and caret, in markup identical to the plain field's (decision 060).
 */
export function LocationSearchField(props: LocationSearchFieldProps) {
  // A page reached by client navigation after the code has loaded starts with the combobox.
  const [Loaded, setLoaded] = useState<ComponentType<
    LocationSearchFieldProps & { takeover?: Takeover }
  > | null>(() => combobox);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const [takeover] = useState<Takeover>(() => ({
    input: inputRef,
    get typed() {
      return typed.current;
    },
  }));

  if (Loaded) return <Loaded {...props} takeover={takeover} />;

  const load = () => {
    loadCombobox().then(
      (component) => setLoaded(() => component),
      // Offline or a new deployment: the plain field still submits its form.
      (error: unknown) => console.error(error),
    );
  };
  const {
    defaultPlace = null,
    defaultValue,
    name = "address",
    hiddenFields = DEFAULT_HIDDEN,
  } = props;
  return (
    <LocationFieldShell
      {...props}
      inputRef={inputRef}
      input={{
        name,
        defaultValue: defaultPlace?.label ?? defaultValue ?? "",
        onPointerEnter: load,
        onFocus: load,
        onInput: () => {
          typed.current = true;
          load();
        },
      }}
      hiddenFields={hiddenFields(defaultPlace)}
    />
  );
}
