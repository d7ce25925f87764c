import type { PlaceId } from "../../tests/factories";
import { BE_PROVIDERS } from "./demo-providers-be";
import { BE_PROVIDERS_2 } from "./demo-providers-be-2";
import { NL_PROVIDERS } from "./demo-providers-nl";
import { NL_PROVIDERS_2 } from "./demo-providers-nl-2";
import type { DemoProvider } from "./demo-types";

/**
 * The demo catalogue: who sells what where. Plain data, turned into rows by
 * seed.ts with the same factories the tests use.
 */

export type DemoAccount = {
  role: "buyer" | "provider" | "operator";
  email: string;
  password: string;
};

/** Accounts with known passwords, printed at start-up and listed in the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: "buyer", email: "koper@buurtoogst.nl", password: "Koper2026!" },
  { role: "provider", email: "kweker@buurtoogst.nl", password: "Kweker2026!" },
  { role: "operator", email: "beheer@buurtoogst.nl", password: "Beheer2026!" },
];

type DemoPerson = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  displayName: string;
  place: PlaceId;
  joinedDaysAgo: number;
  isOperator?: boolean;
};

export const DEMO_BUYER: DemoPerson = {
  email: "koper@buurtoogst.nl",
  password: "Koper2026!",
  firstName: "Sanne",
  lastName: "de Vries",
  displayName: "Sanne de Vries",
  place: "utrecht",
  joinedDaysAgo: 45,
};

/**
 * The demo operator's authenticator secret (decision 085), published in the README so anyone
 * trying the demo can add it to an authenticator app. A real installation's operators get
 * their own from `npm run operator:create`.
 */
export const DEMO_OPERATOR_TOTP_SECRET = "BUURTOOGSTBEHEERDEMOTOTPSECRETAB";

export const DEMO_OPERATOR: DemoPerson = {
  email: "beheer@buurtoogst.nl",
  password: "Beheer2026!",
  firstName: "Team",
  lastName: "Buurtoogst",
  displayName: "Buurtoogst Beheer",
  place: "utrecht",
  joinedDaysAgo: 365,
  isOperator: true,
};

export const DEMO_PROVIDERS: DemoProvider[] = [
  ...NL_PROVIDERS,
  ...NL_PROVIDERS_2,
  ...BE_PROVIDERS,
  ...BE_PROVIDERS_2,
];

/** Reviews the demo buyer wrote about providers, optionally about one of their listings. */
export const DEMO_REVIEWS: Array<{
  provider: string;
  listingTitle?: string;
  rating: number;
  content: string;
  daysAgo: number;
}> = [
  {
    provider: "kweker@buurtoogst.nl",
    listingTitle: "Groentepakket van de week",
    rating: 5,
    content:
      "Wat een volle kist! Alles was vers en Jan vertelde bij het ophalen precies hoe ik de pompoen moest klaarmaken. Volgende week weer.",
    daysAgo: 2.5,
  },
  {
    provider: "kweker@buurtoogst.nl",
    listingTitle: "Trostomaten, vanochtend geplukt",
    rating: 4,
    content: "Heerlijke tomaten, echt anders dan uit de supermarkt. Ophalen ging makkelijk.",
    daysAgo: 9,
  },
  {
    provider: "ineke@demo.buurtoogst.nl",
    listingTitle: "Dahlia's uit de pluktuin",
    rating: 5,
    content:
      "Prachtige bos dahlia's, ze stonden bijna twee weken in de vaas. Ineke had er nog een extra takje bij gedaan.",
    daysAgo: 4,
  },
  {
    provider: "kees@demo.buurtoogst.nl",
    listingTitle: "Aardbeienjam, zelfgemaakt",
    rating: 5,
    content:
      "De jam kwam goed verpakt aan en smaakt naar echte aardbeien. Niet te zoet, precies goed.",
    daysAgo: 6,
  },
  {
    provider: "marloes@demo.buurtoogst.nl",
    listingTitle: "Verse scharreleieren, doos van 6",
    rating: 4,
    content:
      "Mooie verse eieren met knaloranje dooiers. Ik moest even wachten omdat de doos nog niet klaarstond.",
    daysAgo: 11,
  },
  {
    provider: "pieter@demo.buurtoogst.nl",
    listingTitle: "Groninger bloemenhoning, 450 gram",
    rating: 5,
    content:
      "Romige, milde honing en een heel aardige imker. Hij liet me zelfs even de kasten zien.",
    daysAgo: 13,
  },
  {
    provider: "lieven@demo.buurtoogst.nl",
    listingTitle: "Groentepakket 'Gentse tuin'",
    rating: 3,
    content:
      "De groenten waren prima, maar het pakket was kleiner dan ik had verwacht voor de prijs. Levering was wel stipt op tijd.",
    daysAgo: 15,
  },
  {
    provider: "an@demo.buurtoogst.nl",
    listingTitle: "Eieren van Mechelse Koekoeken",
    rating: 5,
    content:
      "Leuk om eieren van een echt streekras te kopen. De kinderen mochten de kippen voeren!",
    daysAgo: 20,
  },
];
