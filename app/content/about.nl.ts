import type { ContentPage } from "./types";

export const aboutNl: ContentPage = {
  title: "Over Buurtoogst",
  description:
    "Buurtoogst verbindt hobbytuinders en kleine kwekers met buren die vers en lokaal willen eten, zonder verspilling. Lees ons verhaal.",
  intro:
    "Buurtoogst is de marktplaats voor wat er bij jou in de buurt groeit. Hobbytuinders en kleine kwekers in Nederland en België verkopen hier hun oogst, of geven die weg, aan mensen om de hoek.",
  sections: [
    {
      id: "story",
      heading: "Ons verhaal",
      paragraphs: [
        "Het begon, zoals zoveel moestuinverhalen, met te veel courgettes. Eén plant is genoeg voor een heel gezin, maar wij hadden er vier. Half augustus lagen ze overal: op het aanrecht, in de koelkast en in een krat bij de voordeur, met een briefje erop: ‘Neem maar mee!’",
        "Tegelijk hoorden we van buren dat ze graag vers en lokaal wilden eten, maar niet goed wisten waar ze moesten beginnen. De markt was op zaterdagochtend, net als ze moesten werken, en in de supermarkt kwamen de bonen uit Kenia. Terwijl drie tuinen verderop de bonen aan de stokken hingen en de appels onder de boom lagen te rotten.",
        "Zo ontstond Buurtoogst: een plek waar iedereen met een tuin, een volkstuin, een balkon of een kas zijn oogst kan aanbieden aan mensen in de buurt. Wat overblijft, verdwijnt niet op de composthoop maar komt op het bord van de buren. Minder voedselverspilling, minder kilometers tussen tuin en keuken, en meer contact in de straat.",
        "We zijn begonnen in Utrecht. Inmiddels kun je in heel Nederland en België aanbieden en kopen, van een bakje frambozen tot een pakket voor de hele week.",
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
        "Leg producten uit verschillende tuinen in één winkelwagen en reken in één keer af, met je kaart of met iDEAL.",
        "Haal je bestelling op bij de tuin of laat hem opsturen, afhankelijk van wat de aanbieder aanbiedt.",
        "Volg je bestelling en stuur de kweker een bericht als je iets wilt vragen of een ophaalmoment wilt afspreken.",
        "Markeer je bestelling als ontvangen zodra je hem hebt, en laat een review achter.",
        "Is er iets mis en kom je er samen niet uit? Open dan een geschil, dan bemiddelen wij.",
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
        "Koppel je bankrekening via Stripe, zodat we je kunnen uitbetalen.",
        "Krijg je een bestelling, dan laten we het je weten. Spreek een ophaalmoment af of verstuur het pakket.",
        "Ongeveer 7 dagen nadat de koper de bestelling als ontvangen heeft gemarkeerd, betalen we je uit.",
      ],
    },
    {
      id: "fees",
      heading: "Wat het kost",
      paragraphs: [
        "Rondkijken, een account aanmaken en advertenties plaatsen is gratis. Pas als je iets verkoopt, houden we 25% van de verkoopprijs in. Dat is all-in: de betaalkosten, de uitbetaling, de berichten, de bemiddeling bij geschillen en het platform zelf zitten erbij. Geen abonnement, geen advertentiekosten en geen verrassingen achteraf.",
        "Een voorbeeld: verkoop je een bos bloemen voor € 8, dan ontvang je € 6. Geef je iets weg met ‘Gratis’, dan betaal je niets.",
        "We betalen je uit ongeveer 7 dagen nadat de koper de bestelling als ontvangen heeft gemarkeerd. In die dagen kan de koper nog een probleem melden. Zo blijft kopen en verkopen eerlijk voor iedereen.",
        "Bij heel kleine bestellingen kan voor de koper een minimumbestelvergoeding gelden. Die staat altijd vooraf in de winkelwagen.",
        "Waarom 25%? Omdat we het liever eenvoudig en eerlijk houden dan goedkoop lijken met kleine lettertjes. Van die vergoeding betalen we de transactiekosten, de hosting, de hulp bij vragen en geschillen, en het werk om Buurtoogst veilig en prettig te houden.",
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
        "Eerlijk en open: echte foto’s, eerlijke beschrijvingen en reviews van mensen die echt iets hebben gekocht.",
        "Respect voor elkaar: een vriendelijk bericht, op tijd zijn bij het ophalen en problemen samen oplossen.",
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
        "Buurtoogst B.V. is gevestigd in Utrecht. Ons KvK-nummer sturen we je op verzoek toe.",
      ],
    },
  ],
};
