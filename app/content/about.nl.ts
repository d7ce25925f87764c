import type { ContentPage } from "./types";

export const aboutNl: ContentPage = {
  title: "Over Buurtoogst",
  description:
    "Buurtoogst verbindt hobbytuinders en kleine kwekers met buren die vers en lokaal willen eten, zonder verspilling. Lees ons verhaal.",
  intro:
    "Buurtoogst is de marktplaats voor wat er bij jou in de buurt groeit. Hobbytuinders en kleine kwekers in Nederland en België bieden hier hun oogst aan, te koop of gratis, aan mensen om de hoek.",
  sections: [
    {
      id: "story",
      heading: "Ons verhaal",
      paragraphs: [
        "Het begon, zoals zoveel moestuinverhalen, met te veel courgettes. Eén plant is genoeg voor een heel gezin, maar wij hadden er vier. Half augustus lagen ze overal: op het aanrecht, in de koelkast en in een krat bij de voordeur, met een briefje erop: ‘Neem maar mee!’",
        "Tegelijk hoorden we van buren dat ze graag vers en lokaal wilden eten, maar niet goed wisten waar ze moesten beginnen. De markt was op zaterdagochtend, net als ze moesten werken, en in de supermarkt kwamen de bonen uit Kenia. Terwijl drie tuinen verderop de bonen aan de stokken hingen en de appels onder de boom lagen te rotten.",
        "Zo ontstond Buurtoogst: een plek waar iedereen met een tuin, een volkstuin, een balkon of een kas zijn oogst kan aanbieden aan mensen in de buurt. Wat overblijft, verdwijnt niet op de composthoop maar komt op het bord van de buren. Minder voedselverspilling, minder kilometers tussen tuin en keuken, en meer contact in de straat.",
        "We zijn begonnen in Utrecht. Inmiddels vind je aanbod in heel Nederland en België, van een bakje frambozen tot een pakket voor de hele week.",
      ],
    },
    {
      id: "buyers",
      heading: "Zo werkt het voor kopers",
      paragraphs: [
        "Zoek op wat je wilt en waar je bent, en ontdek wat er in jouw buurt te krijgen is.",
      ],
      list: [
        "Zoek op een trefwoord, zoals ‘tomaten’, ‘stekjes’ of ‘eieren’, en kies je woonplaats uit de suggesties, of je huidige locatie.",
        "Bekijk de resultaten als lijst of op de kaart, en filter op categorie, prijs en of je wilt ophalen of laten verzenden.",
        "Bij elke advertentie zie je foto’s, de prijs, hoeveel er nog is, waar je het ophaalt of wat verzenden kost.",
        "Op het profiel van de kweker lees je wie het kweekt, wat die nog meer aanbiedt en welke beoordelingen die kreeg.",
      ],
    },
    {
      id: "growers",
      heading: "Zo werkt het voor kwekers",
      paragraphs: [
        "Heb je meer dan je zelf op kunt, of kweek je met plezier voor anderen? Dan zet je je aanbod in een paar minuten online.",
      ],
      list: [
        "Maak een gratis account aan en bevestig je e-mailadres.",
        "Plaats een advertentie met een foto, een eerlijke beschrijving en een prijs, of kies voor ‘Gratis’. Geef aan of je aanbod opgehaald kan worden, verzonden kan worden of allebei.",
        "Houd je voorraad bij: staat die op 0, dan zien bezoekers dat het op is.",
        "Onder ‘Mijn aanbod’ pas je je advertenties aan, sluit je ze als het seizoen voorbij is en open je ze weer.",
        "Vul je profiel in met een foto en een paar zinnen over je tuin, zodat mensen weten bij wie ze terechtkomen.",
      ],
    },
    {
      id: "fees",
      heading: "Wat het kost",
      paragraphs: [
        "Rondkijken, een account aanmaken en advertenties plaatsen is gratis. Geen abonnement, geen advertentiekosten en geen kleine lettertjes.",
        "Geef je iets weg met ‘Gratis’, dan staat dat zo bij je advertentie. Zet je er een prijs bij, dan is dat de prijs die bezoekers zien, met de verzendkosten apart.",
      ],
    },
    {
      id: "values",
      heading: "Waar we voor staan",
      paragraphs: [
        "Buurtoogst is meer dan een winkel. Het is een gemeenschap van mensen die houden van kweken, delen en goed eten. Dit vinden we belangrijk:",
      ],
      list: [
        "Lokaal eerst: hoe korter de weg van tuin naar tafel, hoe verser het eten en hoe minder voedselkilometers.",
        "Niets verspillen: een overvolle pruimenboom is een cadeautje voor de buurt, geen probleem.",
        "Eerlijk en open: echte foto’s, eerlijke beschrijvingen en een voorraad die klopt.",
        "Respect voor elkaar: vriendelijk blijven, afspraken nakomen en problemen samen oplossen.",
        "Zorg voor de natuur: geen invasieve exoten, zorgvuldig omgaan met planten en zaden, en zo min mogelijk verpakking.",
        "Voor iedereen: van de beginnende balkontuinier tot de doorgewinterde volkstuinder.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "Heb je een vraag, een idee, of loopt er iets niet zoals het hoort? Mail ons via hallo@buurtoogst.nl. We lezen alles zelf en reageren binnen twee werkdagen.",
        "Voor snelle antwoorden kun je ook even kijken bij de veelgestelde vragen.",
      ],
    },
  ],
};
