/**
 * What a Dutch or Flemish buyer means by a search, over the demo catalogue (db/seed): the
 * listings each query should find (`want`) and those it may find without being wrong (`ok`:
 * a fruit box for "appels", a soup mentioned in passing). Every other listing should not come
 * back. Titles name the listings; the demo catalogue's titles are unique.
 * Read by relevance.int.test.ts and bench/relevance.ts (precision and recall, decision 028).
 */
export type LabelledQuery = {
  query: string;
  want: string[];
  ok?: string[];
  /** Why a label was chosen where it is not obvious. */
  note?: string;
};

const T = {
  trostomaten: "Trostomaten, vanochtend geplukt",
  courgettes: "Courgettes over – gratis af te halen",
  hokkaido: "Hokkaido-pompoenen",
  sperziebonen: "Sperziebonen, dagvers",
  aardappelen: "Kruimige aardappelen, zak van 2,5 kilo",
  groentepakket: "Groentepakket van de week",
  cherrytomaten: "Cherrytomaten, mix van kleuren",
  kropsla: "Kropsla en eikenbladsla",
  dahlias: "Dahlia's uit de pluktuin",
  pannenkoekenplant: "Stekjes van de pannenkoekenplant – gratis",
  basilicum: "Verse basilicum",
  aardbeien: "Zoete aardbeien van de volle grond",
  elstar: "Elstar-appels",
  conference: "Conference-peren",
  aardbeienjam: "Aardbeienjam, zelfgemaakt",
  fruitpakket: "Fruitpakket: appels, peren en jam",
  tomatenrassen: "Zaden ruilen: oude tomatenrassen",
  bloemenweide: "Bloemenweide-zaadmix voor bijen",
  stokboon: "Stokboon 'Blauwhilde', zakje zaad",
  pootaardappelen: "Pootaardappelen 'Frieslander'",
  boerenkool: "Zaailingen van boerenkool",
  scharreleieren: "Verse scharreleieren, doos van 6",
  araucana: "Blauwgroene eieren van Araucana-kippen",
  peterselie: "Bos verse peterselie",
  munt: "Muntstekjes – gratis",
  kruidenplantjes: "Kruidenplantjes: tijm, salie en oregano",
  bloemenhoning: "Groninger bloemenhoning, 450 gram",
  zomerhoning: "Vloeibare zomerhoning, 250 gram",
  phacelia: "Phacelia-zaad: bijenvoer voor je tuin",
  moestuinhulp: "Hulp in je moestuin, per dagdeel",
  wormencompost: "Wormencompost uit de wijk",
  potgrond: "Biologische potgrond, zak van 40 liter",
  tuinschepjes: "Tuinschepjes en handvorken, gebruikt",
  snoeiadvies: "Snoeiadvies voor je fruitbomen",
  vleestomaten: "Vleestomaten 'Coeur de Boeuf'",
  rucola: "Rucola en pluksla-mix",
  zonnebloemen: "Zonnebloemen en zinnia's, bos van 5",
  bieslook: "Bieslook en koriander, dagvers",
  gentsePakket: "Groentepakket 'Gentse tuin'",
  wortelen: "Wortelen met loof",
  tomatenAnanas: "Tomaten 'Ananas' en 'Zwarte Krim'",
  stamboontjes: "Stamboontjes",
  pompoenen: "Pompoenen: Muscade en Hokkaido",
  tulpen: "Tulpen in alle kleuren, bos van 10",
  plukboeket: "Plukboeket van het seizoen",
  dahliaknollen: "Dahliaknollen, gescheurd uit eigen tuin",
  zinniaZaad: "Zaad van zinnia en cosmos",
  jonagold: "Jonagold-appels uit Haspengouw",
  comice: "Doyenné du Comice-peren",
  stroop: "Limburgse appel-perenstroop",
  valappels: "Valappels voor moes – gratis",
  koekoeken: "Eieren van Mechelse Koekoeken",
  eendeneieren: "Verse eendeneieren",
  patatten: "Patatten (Bintje), zak van 5 kilo",
  boerenpakket: "Boerenpakket: groenten en eieren",
  omspitten: "Hulp bij het omspitten van je moestuin",
  kruidenbundel: "Kruidenbundel: rozemarijn en tijm",
  kruidenthee: "Kruidenthee van munt en citroenmelisse",
  lavendel: "Stekjes van lavendel en salie – gratis",
  tomaatPlantjes: "Plantjes van tomaat en paprika",
  zaaibakken: "Zaaibakken en potjes, tweedehands",
} as const;

const tomatoes = [
  T.tomatenAnanas,
  T.tomaatPlantjes,
  T.trostomaten,
  T.cherrytomaten,
  T.vleestomaten,
  T.tomatenrassen,
];
const tomatoBoxes = [T.groentepakket, T.gentsePakket];
const beans = [T.sperziebonen, T.stokboon, T.stamboontjes];
const potatoes = [T.aardappelen, T.pootaardappelen, T.patatten];
const apples = [T.elstar, T.jonagold, T.valappels, T.fruitpakket];
const pears = [T.conference, T.comice, T.fruitpakket];
const eggs = [T.scharreleieren, T.araucana, T.koekoeken, T.eendeneieren, T.boerenpakket];
const seeds = [T.tomatenrassen, T.bloemenweide, T.stokboon, T.phacelia, T.zinniaZaad];
const fruit = [T.aardbeien, T.elstar, T.conference, T.jonagold, T.comice, T.valappels];

export const LABELLED_QUERIES: LabelledQuery[] = [
  // Compounds: the part finds the whole (trostomaten, tomatenrassen), both ways of the plural.
  { query: "tomaten", want: tomatoes, ok: tomatoBoxes },
  { query: "tomaat", want: tomatoes, ok: tomatoBoxes },
  { query: "tomaatjes", want: tomatoes, ok: tomatoBoxes },
  { query: "cherrytomaten", want: [T.cherrytomaten] },
  { query: "trostomaat", want: [T.trostomaten] },
  { query: "vleestomaat", want: [T.vleestomaten] },
  { query: "tomatenzaad", want: [T.tomatenrassen], note: "the query is the compound" },
  // Stems must not collide: 'paarse' is not 'een paar kilo'.
  { query: "paarse", want: [T.stokboon] },
  { query: "paarse bonen", want: [T.stokboon] },
  { query: "paars", want: [T.stokboon] },
  // Vowel and consonant changes in plurals, both ways.
  { query: "bonen", want: beans },
  { query: "boon", want: beans },
  { query: "boontjes", want: beans },
  { query: "stokbonen", want: [T.stokboon] },
  { query: "sperziebonen", want: [T.sperziebonen], ok: [T.stamboontjes] },
  { query: "peren", want: pears, ok: [T.stroop, T.snoeiadvies] },
  { query: "peer", want: pears, ok: [T.stroop, T.snoeiadvies] },
  { query: "handperen", want: [T.comice] },
  { query: "eikenblad", want: [T.kropsla], note: "eikenbladsla; blad → bladeren" },
  { query: "bladsla", want: [T.kropsla] },
  // 'appel' is not 'aardappel'.
  { query: "appels", want: apples, ok: [T.stroop, T.snoeiadvies] },
  { query: "appel", want: apples, ok: [T.stroop, T.snoeiadvies] },
  { query: "appelstroop", want: [T.stroop] },
  { query: "perenstroop", want: [T.stroop] },
  { query: "aardappelen", want: potatoes, ok: [T.groentepakket, T.gentsePakket] },
  { query: "aardappel", want: potatoes, ok: [T.groentepakket, T.gentsePakket] },
  { query: "pootaardappelen", want: [T.pootaardappelen] },
  { query: "bintjes", want: [T.aardappelen, T.patatten] },
  { query: "frieten", want: [T.aardappelen, T.patatten], note: "frieten / frietjes" },
  { query: "aardbeien", want: [T.aardbeien, T.aardbeienjam, T.fruitpakket] },
  { query: "aardbei", want: [T.aardbeien, T.aardbeienjam, T.fruitpakket] },
  { query: "aardbeienjam", want: [T.aardbeienjam, T.fruitpakket] },
  { query: "jam", want: [T.aardbeienjam, T.fruitpakket], ok: [T.aardbeien] },
  { query: "eieren", want: eggs },
  { query: "ei", want: eggs },
  { query: "eendeneieren", want: [T.eendeneieren] },
  { query: "scharreleieren", want: [T.scharreleieren] },
  { query: "verse eieren", want: [T.scharreleieren, T.eendeneieren] },
  { query: "sla", want: [T.kropsla, T.rucola], ok: [T.groentepakket, T.gentsePakket] },
  { query: "pluksla", want: [T.rucola] },
  { query: "kropsla", want: [T.kropsla] },
  { query: "basilicum", want: [T.basilicum] },
  { query: "peterselie", want: [T.peterselie] },
  {
    query: "kruiden",
    want: [T.basilicum, T.peterselie, T.bieslook, T.kruidenbundel, T.kruidenplantjes],
    ok: [T.kruidenthee],
  },
  { query: "kruidenplantjes", want: [T.kruidenplantjes] },
  { query: "tijm", want: [T.kruidenplantjes, T.kruidenbundel] },
  { query: "salie", want: [T.kruidenplantjes, T.lavendel] },
  { query: "munt", want: [T.munt, T.kruidenthee] },
  { query: "lavendel", want: [T.lavendel], ok: [T.kruidenthee] },
  { query: "honing", want: [T.bloemenhoning, T.zomerhoning] },
  { query: "bloemenhoning", want: [T.bloemenhoning] },
  {
    query: "bloemen",
    want: [T.dahlias, T.zonnebloemen, T.tulpen, T.plukboeket],
    ok: [T.bloemenweide, T.bloemenhoning, T.zinniaZaad, T.dahliaknollen],
  },
  { query: "tulpen", want: [T.tulpen] },
  { query: "dahlia", want: [T.dahlias, T.dahliaknollen] },
  { query: "zonnebloemen", want: [T.zonnebloemen] },
  {
    query: "zaad",
    want: seeds,
    ok: [T.pootaardappelen, T.kruidenplantjes],
    note: "not the honey whose blossom is koolzaad",
  },
  { query: "zaden", want: seeds, ok: [T.pootaardappelen, T.kruidenplantjes] },
  { query: "pompoen", want: [T.hokkaido, T.pompoenen] },
  { query: "pompoenen", want: [T.hokkaido, T.pompoenen] },
  { query: "courgette", want: [T.courgettes], ok: tomatoBoxes },
  { query: "wortelen", want: [T.wortelen], ok: tomatoBoxes },
  { query: "wortel", want: [T.wortelen], ok: tomatoBoxes },
  { query: "boerenkool", want: [T.boerenkool] },
  { query: "kool", want: [T.boerenkool], note: "not koolzaad" },
  { query: "potgrond", want: [T.potgrond] },
  { query: "compost", want: [T.wormencompost, T.potgrond] },
  { query: "moestuin", want: [T.moestuinhulp, T.omspitten], ok: [T.groentepakket, T.potgrond] },
  { query: "hulp moestuin", want: [T.moestuinhulp, T.omspitten] },
  { query: "groentepakket", want: [T.groentepakket, T.gentsePakket], ok: [T.boerenpakket] },
  {
    query: "pakket",
    want: [T.groentepakket, T.gentsePakket, T.fruitpakket, T.boerenpakket],
  },
  { query: "fruit", want: [...fruit, T.fruitpakket], ok: [T.snoeiadvies, T.stroop] },
  { query: "stekjes", want: [T.pannenkoekenplant, T.munt, T.lavendel], ok: [T.kruidenplantjes] },
  {
    query: "plantjes",
    want: [T.kruidenplantjes, T.tomaatPlantjes, T.boerenkool],
    ok: [T.pannenkoekenplant],
  },
  { query: "gratis courgettes", want: [T.courgettes] },
  { query: "hokkaido", want: [T.hokkaido, T.pompoenen] },
  { query: "jonagold", want: [T.jonagold] },
  { query: "honing groningen", want: [T.bloemenhoning] },
  { query: "tuinschep", want: [T.tuinschepjes] },
  { query: "zaaibak", want: [T.zaaibakken] },
  { query: "koriander", want: [T.bieslook] },
  { query: "rozemarijn", want: [T.kruidenbundel] },
  { query: "bijen", want: [T.bloemenweide, T.phacelia], ok: [T.bloemenhoning] },
  // Flemish: patatten are aardappelen, confituur is jam; a listing written in Flemish is found
  // by its Dutch word and the other way round.
  { query: "patatten", want: potatoes, ok: [T.groentepakket, T.gentsePakket] },
  { query: "patat", want: potatoes, ok: [T.groentepakket, T.gentsePakket] },
  { query: "confituur", want: [T.aardbeienjam, T.fruitpakket], ok: [T.aardbeien] },
  {
    query: "serre",
    want: [T.tomaatPlantjes],
    note: "Flemish for kas",
    ok: [T.trostomaten, T.basilicum],
  },
  { query: "kersen", want: [], note: "only a closed listing has them" },
];
