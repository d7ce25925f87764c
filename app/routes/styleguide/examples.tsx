import type { ReactNode } from "react";
import { ListingCard } from "~/components/listing-card/listing-card";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, SelectField, TextArea, TextField } from "~/components/ui/field";
import { Logo } from "~/components/ui/logo";

export type Example = { id: string; title: string; render: () => ReactNode };
export type ComponentEntry = { id: string; group: string; title: string; examples: Example[] };

/** Every shared component with its examples; the styleguide routes render from this list. */
export const STYLEGUIDE: ComponentEntry[] = [
  {
    id: "Button",
    group: "elements",
    title: "Button",
    examples: [
      { id: "primary", title: "Primary", render: () => <Button type="button">Opslaan</Button> },
      {
        id: "accent",
        title: "Accent",
        render: () => (
          <Button type="button" variant="accent">
            Plaats je oogst
          </Button>
        ),
      },
      {
        id: "secondary",
        title: "Secondary",
        render: () => (
          <Button type="button" variant="secondary">
            Annuleren
          </Button>
        ),
      },
      {
        id: "in-progress",
        title: "In progress",
        render: () => (
          <Button type="button" inProgress>
            Bezig…
          </Button>
        ),
      },
      {
        id: "disabled",
        title: "Disabled",
        render: () => (
          <Button type="button" disabled>
            Uitverkocht
          </Button>
        ),
      },
    ],
  },
  {
    id: "TextField",
    group: "forms",
    title: "Text field",
    examples: [
      {
        id: "default",
        title: "Default",
        render: () => (
          <TextField label="E-mailadres" name="sg-email" placeholder="jan@voorbeeld.nl" />
        ),
      },
      {
        id: "help",
        title: "With help",
        render: () => (
          <TextField label="Wachtwoord" type="password" name="sg-pw" help="Minstens 8 tekens." />
        ),
      },
      {
        id: "error",
        title: "With error",
        render: () => <TextField label="Voornaam" name="sg-first" error="Vul je voornaam in." />,
      },
    ],
  },
  {
    id: "TextArea",
    group: "forms",
    title: "Text area",
    examples: [
      {
        id: "default",
        title: "Default",
        render: () => <TextArea label="Over jou" name="sg-bio" />,
      },
    ],
  },
  {
    id: "SelectField",
    group: "forms",
    title: "Select field",
    examples: [
      {
        id: "country",
        title: "Country",
        render: () => (
          <SelectField label="Land" name="sg-country" defaultValue="NL">
            <option value="NL">Nederland</option>
            <option value="BE">België</option>
          </SelectField>
        ),
      },
    ],
  },
  {
    id: "FormMessages",
    group: "forms",
    title: "Form messages",
    examples: [
      {
        id: "error",
        title: "Error",
        render: () => <FormError>Er ging iets mis. Probeer het opnieuw.</FormError>,
      },
      { id: "success", title: "Success", render: () => <FormSuccess>Opgeslagen!</FormSuccess> },
    ],
  },
  {
    id: "Logo",
    group: "brand",
    title: "Logo",
    examples: [
      { id: "full", title: "Full", render: () => <Logo /> },
      { id: "compact", title: "Compact", render: () => <Logo compact /> },
    ],
  },
  {
    id: "Avatar",
    group: "elements",
    title: "Avatar",
    examples: [
      {
        id: "medium",
        title: "Medium",
        render: () => <Avatar firstName="Sanne" lastName="de Vries" displayName="Sanne de Vries" />,
      },
      {
        id: "large",
        title: "Large",
        render: () => (
          <Avatar firstName="Jan" lastName="Bakker" displayName="Moestuin Bakker" size="lg" />
        ),
      },
    ],
  },
  {
    id: "ListingCard",
    group: "listings",
    title: "Listing card",
    examples: [
      {
        id: "priced",
        title: "Priced, no image",
        render: () => (
          <div style={{ maxWidth: 260 }}>
            <ListingCard
              listing={{
                id: "00000000-0000-4000-8000-000000000001",
                title: "Trostomaten van de koude grond",
                priceAmount: 350,
                priceCurrency: "EUR",
                unit: "perKg",
                place: "Zwolle",
                image: null,
              }}
            />
          </div>
        ),
      },
      {
        id: "gratis",
        title: "Gratis",
        render: () => (
          <div style={{ maxWidth: 260 }}>
            <ListingCard
              listing={{
                id: "00000000-0000-4000-8000-000000000002",
                title: "Courgettes over, kom ze halen",
                priceAmount: 0,
                priceCurrency: "EUR",
                unit: "perPiece",
                place: "Gent",
                image: null,
              }}
            />
          </div>
        ),
      },
    ],
  },
];

export const GROUPS = [...new Set(STYLEGUIDE.map((c) => c.group))];
