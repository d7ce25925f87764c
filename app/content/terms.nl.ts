import type { ContentPage } from "./types";

export const termsNl: ContentPage = {
  title: "Algemene voorwaarden",
  description:
    "De algemene voorwaarden van Buurtoogst: afspraken over kopen, verkopen, betalen, uitbetalen, ophalen, verzenden, geschillen en reviews.",
  lastUpdated: "2026-11-21",
  intro:
    "Fijn dat je Buurtoogst gebruikt. In deze voorwaarden staat wat je van ons mag verwachten en wat wij van jou verwachten, of je nu koopt, verkoopt of iets weggeeft. We hebben ze zo duidelijk mogelijk opgeschreven. Lees ze even door voordat je een account aanmaakt: door je te registreren ga je ermee akkoord.",
  sections: [
    {
      id: "who-we-are",
      heading: "1. Wie we zijn",
      paragraphs: [
        "Buurtoogst is een online marktplaats van Buurtoogst B.V., gevestigd in Utrecht. Ons KvK-nummer sturen we je op verzoek toe.",
        "Je bereikt ons via hallo@buurtoogst.nl. Met ‘wij’, ‘ons’ en ‘Buurtoogst’ bedoelen we in deze voorwaarden steeds Buurtoogst B.V.",
        "Deze voorwaarden gelden voor elk gebruik van de website en de diensten van Buurtoogst, door kopers en aanbieders in Nederland en België.",
      ],
    },
    {
      id: "definitions",
      heading: "2. Begrippen",
      paragraphs: ["In deze voorwaarden gebruiken we de volgende begrippen:"],
      list: [
        "Platform: de website van Buurtoogst en alle diensten die we daarop aanbieden.",
        "Gebruiker: iedereen met een account op het platform.",
        "Aanbieder: een gebruiker die producten of diensten aanbiedt, zoals een hobbytuinder, volkstuinder of kleine kweker.",
        "Koper: een gebruiker die via het platform iets bestelt, ook als het gratis is.",
        "Advertentie: het aanbod van een aanbieder op het platform, met beschrijving, foto’s, prijs en ophaal- of verzendopties.",
        "Bestelling: de koopovereenkomst tussen koper en aanbieder die via het platform tot stand komt. Reken je producten van meerdere aanbieders in één keer af, dan sluit je met elke aanbieder een afzonderlijke overeenkomst.",
        "Platformkosten: de vergoeding van 25% die wij inhouden op de opbrengst van een verkoop.",
        "Gratis aanbod: advertenties waarvoor de aanbieder geen prijs vraagt, te herkennen aan het label ‘Gratis’.",
        "Professionele aanbieder: een aanbieder die handelt in de uitoefening van een beroep of bedrijf (een ‘handelaar’ in de zin van het consumentenrecht).",
        "Particuliere aanbieder: een aanbieder die niet handelt in de uitoefening van een beroep of bedrijf.",
        "Consument: een natuurlijk persoon die niet handelt in de uitoefening van een beroep of bedrijf.",
      ],
    },
    {
      id: "accounts",
      heading: "3. Je account en je leeftijd",
      paragraphs: [
        "Om te kopen of te verkopen heb je een account nodig. Je registreert je met je e-mailadres en een wachtwoord en bevestigt je e-mailadres via de link die we je sturen. Pas daarna kun je bestellen of advertenties plaatsen.",
        "Je moet 18 jaar of ouder zijn. Ben je 16 of 17, dan mag je Buurtoogst alleen gebruiken met toestemming van je ouder of voogd. Ben je jonger dan 16, dan kun je geen account aanmaken.",
        "Je geeft bij je registratie juiste en volledige gegevens op en houdt die actueel. Je account is persoonlijk: je deelt het niet met anderen en je houdt je wachtwoord geheim. Wat via je account gebeurt, komt voor jouw rekening, tenzij je aantoont dat iemand anders er buiten jouw schuld misbruik van heeft gemaakt.",
        "Merk je dat iemand anders toegang heeft tot je account? Wijzig dan direct je wachtwoord en laat het ons weten via hallo@buurtoogst.nl.",
        "Je kunt je account op elk moment opheffen. Lopende bestellingen en geschillen handel je eerst af.",
      ],
    },
    {
      id: "platform-role",
      heading: "4. Onze rol: we brengen kopers en aanbieders samen",
      paragraphs: [
        "Buurtoogst is een tussenpersoon. Wij bieden het platform waarop aanbieders hun oogst en producten laten zien en kopers kunnen bestellen en betalen. We zijn zelf geen verkoper en worden nooit eigenaar van de producten.",
        "De koopovereenkomst komt rechtstreeks tot stand tussen koper en aanbieder. De aanbieder is verantwoordelijk voor het product, de beschrijving, de kwaliteit, de voedselveiligheid en de levering of overdracht. De koper is verantwoordelijk voor de betaling en, als de bestelling wordt opgehaald, voor het op tijd ophalen.",
        "Aanbieders geven aan of ze als particulier of als professionele aanbieder verkopen, en wij tonen die informatie aan kopers. Koop je van een particuliere aanbieder, dan gelden de rechten uit het consumentenrecht, zoals het wettelijke herroepingsrecht, niet (zie artikel 12).",
        "We controleren advertenties niet vooraf, maar we kunnen ze wel achteraf beoordelen, aanpassen of verwijderen (zie artikel 17).",
      ],
    },
    {
      id: "listings",
      heading: "5. Regels voor advertenties",
      paragraphs: [
        "Als aanbieder ben je verantwoordelijk voor je advertenties. Je beschrijft je aanbod eerlijk en volledig: wat het is, hoeveel, in welke staat, wanneer het geoogst of gemaakt is en of je het laat ophalen of verstuurt.",
        "Gebruik foto’s van wat je echt aanbiedt, vermeld een juiste prijs en houd je voorraad bij. Is iets op, zet de advertentie dan offline of pas de voorraad aan.",
        "Je mag aanbieden wat legaal uit je tuin, kas of keuken komt, zoals:",
      ],
      list: [
        "groenten, fruit en kruiden;",
        "planten, stekken, bollen, knollen en zaden;",
        "bloemen, van snijbloemen tot droogboeketten;",
        "verwerkte producten zoals jam, chutney, sap, honing of gedroogde kruiden;",
        "eieren en zuivel, binnen de regels voor voedselveiligheid (zie artikel 7);",
        "groente- en fruitpakketten;",
        "diensten rond de tuin, zoals snoeien, moestuinhulp of tuinadvies;",
        "tuinbenodigdheden, zoals compost, potten, kweekbakken en gereedschap.",
      ],
    },
    {
      id: "prohibited",
      heading: "6. Wat niet is toegestaan",
      paragraphs: [
        "Sommige dingen horen niet op Buurtoogst, ook niet als je ze gratis aanbiedt. Twijfel je? Vraag het ons dan voordat je een advertentie plaatst.",
        "Je mag kopers niet vragen buiten het platform te betalen, geen misleidende, beledigende of discriminerende inhoud plaatsen en geen advertenties maken voor iets wat je niet echt aanbiedt.",
        "Niet toegestaan zijn in elk geval:",
      ],
      list: [
        "invasieve exoten die op de Unielijst van de Europese Unie staan (Verordening (EU) nr. 1143/2014), zoals reuzenberenklauw, reuzenbalsemien, waterhyacint, grote waternavel en parelvederkruid, inclusief hun zaden en plantendelen;",
        "planten, stekken, bollen, knollen en zaden die je over de grens verstuurt zonder de vereiste fytosanitaire documenten, zoals een plantenpaspoort;",
        "levende dieren, zoals kippen, konijnen, vissen en bijenvolken;",
        "voedsel dat niet veilig is, zoals bedorven, beschimmelde of verontreinigde producten, producten die niet goed gekoeld zijn bewaard en producten waarvan de ‘te gebruiken tot’-datum is verstreken;",
        "wilde paddenstoelen en planten die in de natuur zijn geplukt of uitgestoken;",
        "alcoholische dranken;",
        "gewasbeschermingsmiddelen die in Nederland of België niet zijn toegelaten;",
        "drugs, en planten of zaden die bedoeld zijn om drugs te kweken;",
        "alles wat verder in strijd is met de wet of met de rechten van anderen.",
      ],
    },
    {
      id: "food-safety",
      heading: "7. Voedselveiligheid en hygiëne",
      paragraphs: [
        "Verkoop of geef je iets wat gegeten of gedronken wordt, dan ben jij als aanbieder verantwoordelijk voor de veiligheid ervan. Dat geldt ook als je hobbytuinder bent en maar af en toe een kleine hoeveelheid aanbiedt.",
        "Werk schoon, oogst en verpak hygiënisch, bewaar bederfelijke producten koel en bied alleen aan wat je zelf ook zou eten. Vermeld bij verwerkte producten zoals jam, chutney of pesto de ingrediënten, de allergenen en de datum waarop je ze hebt gemaakt. Vermeld bij eieren de legdatum en bied alleen schone, onbeschadigde eieren aan.",
        "Welke regels voor jou gelden, hangt af van wat je verkoopt, hoeveel en hoe vaak. Verkoop je regelmatig of in grotere hoeveelheden, dan word je mogelijk gezien als levensmiddelenbedrijf en moet je je registreren bij de voedselautoriteit: de Nederlandse Voedsel- en Warenautoriteit (NVWA) of, in België, het Federaal Agentschap voor de Veiligheid van de Voedselketen (FAVV). Voor eieren en zuivel gelden aanvullende regels. Zuivel bied je alleen aan als je daarvoor bij de NVWA of het FAVV bent geregistreerd.",
        "Het is jouw verantwoordelijkheid om de regels die voor jou gelden te kennen en na te leven. Krijgen we signalen dat een product onveilig kan zijn, dan kunnen we de advertentie direct offline halen en, waar nodig, de bevoegde autoriteit informeren.",
      ],
    },
    {
      id: "prices-fees",
      heading: "8. Prijzen en kosten",
      paragraphs: [
        "Aanbieders bepalen zelf hun prijzen. Verzendkosten en eventuele minimumbestelkosten zie je als koper apart in je winkelwagen, altijd voordat je betaalt.",
        "Een account aanmaken, rondkijken en advertenties plaatsen is gratis. Verkoop je iets, dan houden wij 25% platformkosten in op je opbrengst. Dat bedrag is all-in: de kosten van de betaling, de uitbetaling en het gebruik van het platform zitten erbij inbegrepen. Verkoop je bijvoorbeeld een kistje tomaten voor € 10, dan ontvang je € 7,50.",
        "Voor kleine bestellingen kan een minimumbestelbedrag gelden. Blijft je bestelling onder dat bedrag, dan betaal je als koper een kleine toeslag: de minimumbestelkosten. Je ziet die altijd vooraf in je winkelwagen.",
        "Gratis aanbod is echt gratis: de aanbieder vraagt geen prijs en wij rekenen er geen platformkosten over. Wel kunnen er verzendkosten of minimumbestelkosten gelden; ook die zie je vooraf.",
        "We mogen onze tarieven wijzigen. Dat kondigen we minstens 30 dagen van tevoren aan. Voor bestellingen die al zijn geplaatst, verandert er niets.",
      ],
    },
    {
      id: "payment",
      heading: "9. Betalen",
      paragraphs: [
        "Je betaalt via het platform, met een creditcard of betaalkaart of met iDEAL. De betalingen worden verwerkt door onze betaaldienstverlener Stripe. Je kaartgegevens gaan rechtstreeks naar Stripe: wij zien nooit je volledige kaartnummer.",
        "Een bestelling is definitief zodra de betaling is gelukt. Het geld wordt bewaard tot de bestelling is afgerond en gaat pas daarna naar de aanbieder. Wordt een bestelling geannuleerd of krijg je na een geschil geld terug, dan storten we het terug via de betaalmethode waarmee je hebt betaald.",
        "Betalen buiten het platform om is niet toegestaan. Doe je het toch, dan ben je niet beschermd door onze geschillenregeling.",
      ],
    },
    {
      id: "payout",
      heading: "10. Uitbetaling aan aanbieders",
      paragraphs: [
        "Om uitbetalingen te ontvangen koppel je een bankrekening via Stripe. Stripe is wettelijk verplicht je identiteit te controleren; daarvoor gelden ook de voorwaarden van Stripe.",
        "Heeft de koper de bestelling als ontvangen gemarkeerd, dan betalen we ongeveer 7 dagen later je opbrengst min de platformkosten uit. In die dagen kan de koper nog een probleem melden. Hoe snel het geld daarna op je rekening staat, hangt ook af van je bank.",
        "Markeert de koper een bestelling niet als ontvangen terwijl die wel is opgehaald of bezorgd, dan kunnen we de bestelling na een redelijke termijn zelf als ontvangen aanmerken, bijvoorbeeld op basis van track-and-tracegegevens. Neem gerust contact met ons op als dat speelt.",
        "Loopt er een geschil over de bestelling, dan houden we de uitbetaling vast tot het geschil is opgelost.",
        "Verkoop je in een kalenderjaar 30 keer of vaker, of voor meer dan € 2.000, dan zijn we op grond van Europese regels (DAC7) verplicht je gegevens en je opbrengst door te geven aan de Nederlandse Belastingdienst, die ze zo nodig deelt met de belastingdienst van je eigen land. We vragen je dan om aanvullende gegevens, zoals je fiscaal identificatienummer. Je eigen belastingaangifte blijft jouw verantwoordelijkheid.",
      ],
    },
    {
      id: "pickup-shipping",
      heading: "11. Ophalen en verzenden",
      paragraphs: [
        "Bij elke advertentie staat of je het product kunt ophalen, laten verzenden of allebei. Bij ophalen spreken koper en aanbieder via de berichtenfunctie een moment af. Kun je niet op de afgesproken tijd, laat het de ander dan zo snel mogelijk weten.",
        "Na een bestelling met ophalen ziet de koper het ophaaladres. Dat adres gebruik je alleen om die bestelling op te halen.",
        "Verstuurt de aanbieder, dan zorgt die voor een stevige, passende verpakking en verzendt zo snel mogelijk, bij voorkeur met track-and-trace. Bederfelijke producten verstuur je alleen als ze de reis goed doorstaan, en liefst aan het begin van de week, zodat ze niet een weekend bij de vervoerder blijven liggen.",
        "Het risico van verlies of beschadiging tijdens de verzending ligt bij de aanbieder, tot de koper het product heeft ontvangen.",
        "Verstuur je van Nederland naar België of andersom, let dan extra op de regels voor planten, zaden en voedsel (zie artikel 6 en 7).",
      ],
    },
    {
      id: "withdrawal",
      heading: "12. Herroepingsrecht: wanneer kun je een koop ongedaan maken?",
      paragraphs: [
        "Wie online koopt bij een bedrijf, heeft als consument meestal 14 dagen bedenktijd: het herroepingsrecht. Op Buurtoogst werkt dat anders dan in een gewone webwinkel, en dat leggen we je graag eerlijk uit.",
        "Koop je van een particuliere aanbieder, zoals een hobbytuinder, dan geldt het wettelijke herroepingsrecht niet. Dat recht geldt alleen bij aankopen van een professionele verkoper; een particulier is er niet aan gebonden. Natuurlijk staat het iedere aanbieder vrij om een koop in overleg toch terug te draaien.",
        "Koop je als consument van een professionele aanbieder, dan heb je in principe wel 14 dagen bedenktijd, gerekend vanaf de dag waarop je het product hebt ontvangen. De professionele aanbieder vertelt je hoe je herroept en wie de kosten van het terugsturen betaalt.",
        "Ook dan zijn er uitzonderingen. Het herroepingsrecht geldt niet voor producten die snel bederven of kort houdbaar zijn, zoals verse groenten, fruit, snijbloemen, eieren en zuivel. Het geldt evenmin voor verzegelde producten die om redenen van gezondheid of hygiëne niet terug kunnen als de verzegeling na levering is verbroken, zoals een geopende pot jam. Voor diensten en voor producten die speciaal voor jou zijn gemaakt, kunnen ook uitzonderingen gelden.",
        "Los van het herroepingsrecht moet elk product overeenkomen met wat er is beschreven en afgesproken, ook als je van een particulier koopt. Klopt er iets niet, dan kun je een geschil openen (zie artikel 13). Bij een professionele aanbieder heb je daarnaast de wettelijke garantie op een deugdelijk product.",
      ],
    },
    {
      id: "disputes",
      heading: "13. Problemen en geschillen",
      paragraphs: [
        "Gaat er iets mis met een bestelling, neem dan eerst contact op met de ander via de berichtenfunctie. De meeste problemen los je samen snel op, bijvoorbeeld met een vervangend product of een gedeeltelijke terugbetaling.",
        "Kom je er samen niet uit, dan kun je als koper via de bestelling een geschil openen. Dat kan tot de uitbetaling aan de aanbieder heeft plaatsgevonden. Meld een probleem met verse producten bij voorkeur binnen 48 uur na ontvangst en voeg duidelijke foto’s toe.",
        "We bemiddelen dan als neutrale partij. We bekijken de berichten, de foto’s en de gegevens van de bestelling, vragen beide kanten om hun verhaal en doen daarna een voorstel: een volledige of gedeeltelijke terugbetaling aan de koper, uitbetaling aan de aanbieder, of iets daartussenin. We streven ernaar een geschil binnen 14 dagen af te ronden.",
        "Zolang het geschil loopt, houden we de betaling vast. Ons besluit voeren we uit met het geld dat via het platform is betaald. Ben je het er niet mee eens, dan kun je het geschil altijd aan de bevoegde rechter voorleggen. Je wettelijke rechten blijven ook na afloop van de geschillenregeling gewoon bestaan.",
        "Heb je een klacht over Buurtoogst zelf, bijvoorbeeld over hoe we een geschil hebben behandeld? Mail ons via hallo@buurtoogst.nl. We bevestigen je klacht binnen twee werkdagen en reageren binnen 14 dagen inhoudelijk.",
      ],
    },
    {
      id: "reviews",
      heading: "14. Reviews",
      paragraphs: [
        "Na een afgeronde bestelling kunnen koper en aanbieder elkaar een review geven: een beoordeling van 1 tot 5 met een korte toelichting. Alleen wie echt een bestelling met elkaar heeft gehad, kan een review plaatsen. Zo is elke review gebaseerd op een echte aankoop.",
        "Een review is eerlijk, gaat over je eigen ervaring met die bestelling en blijft netjes. Niet toegestaan zijn beledigingen, discriminatie, dreigementen, reclame en persoonsgegevens van anderen. Je mag geen review geven of vragen in ruil voor een tegenprestatie, zoals korting of een extra bosje peterselie, en je mag niet dreigen met een slechte review om iets gedaan te krijgen.",
        "We verwijderen of verbergen een review alleen als die in strijd is met deze regels of met de wet, nooit alleen omdat hij negatief is. Vind je dat een review over jou de regels overtreedt? Meld het ons.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "15. Foto’s en andere inhoud",
      paragraphs: [
        "Foto’s, teksten en andere inhoud die je op Buurtoogst plaatst, blijven van jou. Plaats alleen inhoud waarop je de rechten hebt: maak je foto’s zelf of gebruik foto’s waarvoor je toestemming hebt. Neem geen foto’s van internet over.",
        "Door inhoud te plaatsen geef je ons een niet-exclusieve, kosteloze licentie om die op te slaan, te tonen, te verkleinen of bij te snijden en te gebruiken op het platform en om je advertentie of Buurtoogst onder de aandacht te brengen. Die licentie eindigt als je de inhoud of je account verwijdert, met uitzondering van kopieën in back-ups en gebruik dat al rechtmatig heeft plaatsgevonden.",
        "De naam Buurtoogst, ons logo, het ontwerp van het platform en de software zijn van ons. Je mag ze niet zonder onze toestemming gebruiken of kopiëren.",
        "Denk je dat iemand op Buurtoogst inbreuk maakt op jouw rechten, bijvoorbeeld door jouw foto’s te gebruiken? Laat het ons weten via hallo@buurtoogst.nl, dan zoeken we het uit.",
      ],
    },
    {
      id: "liability",
      heading: "16. Aansprakelijkheid",
      paragraphs: [
        "Omdat de koopovereenkomst tussen koper en aanbieder wordt gesloten, is de aanbieder aansprakelijk voor het eigen aanbod: de kwaliteit, de veiligheid, de beschrijving en de levering. Buurtoogst is daarvoor niet aansprakelijk.",
        "We doen ons best om het platform goed en veilig te laten werken, maar we kunnen niet garanderen dat het altijd en zonder fouten beschikbaar is. Voor schade door storingen of onderhoud zijn we niet aansprakelijk, tenzij ons daarbij iets ernstigs te verwijten valt.",
        "Zijn we toch aansprakelijk, dan is dat beperkt tot directe schade en tot het bedrag aan platformkosten en minimumbestelkosten dat we in de twaalf maanden daarvoor van jou hebben ontvangen, of € 100 als dat meer is.",
        "Deze beperkingen gelden niet bij opzet of bewuste roekeloosheid van Buurtoogst, en ook niet voor zover de wet ze niet toestaat, bijvoorbeeld bij letselschade of als dwingend consumentenrecht iets anders bepaalt.",
        "Overtreed je als aanbieder de wet of deze voorwaarden en spreekt iemand ons daarop aan, dan vergoed je de schade die wij daardoor lijden.",
      ],
    },
    {
      id: "suspension",
      heading: "17. Moderatie, schorsen en blokkeren",
      paragraphs: [
        "Iedereen kan een advertentie, bericht, review of profiel melden dat in strijd lijkt met de wet of met deze voorwaarden. Mail daarvoor naar hallo@buurtoogst.nl, met een link ernaar. We beoordelen meldingen zorgvuldig en zo snel mogelijk.",
        "Is een advertentie of gedrag in strijd met deze voorwaarden of de wet, dan kunnen we passende maatregelen nemen: een advertentie aanpassen of offline halen, een review verbergen, functies beperken, een account tijdelijk schorsen of, bij ernstige of herhaalde overtredingen, een account definitief blokkeren. Bij fraude, onveilige producten of misbruik kunnen we direct ingrijpen.",
        "Nemen we zo’n maatregel, dan laten we je weten welke en waarom, tenzij de wet of een autoriteit ons dat verbiedt. Ben je het er niet mee eens, dan kun je bezwaar maken via hallo@buurtoogst.nl. Iemand die niet bij het eerste besluit betrokken was, bekijkt je bezwaar opnieuw. Je kunt ook een erkende instantie voor buitengerechtelijke geschilbeslechting inschakelen of naar de rechter stappen.",
        "Blokkeren we een account, dan handelen we lopende bestellingen zo goed mogelijk af. Geld dat een aanbieder toekomt voor een correct uitgevoerde bestelling betalen we uit, tenzij er sprake is van fraude.",
      ],
    },
    {
      id: "changes",
      heading: "18. Wijzigingen in deze voorwaarden",
      paragraphs: [
        "We kunnen deze voorwaarden aanpassen, bijvoorbeeld als we nieuwe functies toevoegen of als de wet verandert. Belangrijke wijzigingen laten we je minstens 30 dagen van tevoren per e-mail weten. Kleine wijzigingen, zoals een duidelijkere formulering, publiceren we op deze pagina.",
        "Ben je het niet eens met een wijziging, dan kun je je account opheffen voordat de wijziging ingaat. Blijf je Buurtoogst daarna gebruiken, dan gelden de nieuwe voorwaarden. Voor bestellingen die al zijn geplaatst, blijven de voorwaarden gelden die op dat moment van toepassing waren.",
      ],
    },
    {
      id: "law",
      heading: "19. Toepasselijk recht en bevoegde rechter",
      paragraphs: [
        "Op deze voorwaarden en op het gebruik van Buurtoogst is Nederlands recht van toepassing. Woon je als consument in België, dan houd je de bescherming van de dwingende regels van het Belgische recht.",
        "Geschillen met Buurtoogst leggen we voor aan de bevoegde rechter van de rechtbank Midden-Nederland. Ben je consument, dan kun je ook naar de rechter van je eigen woonplaats stappen, en kunnen wij jou alleen daar dagvaarden.",
        "Is een bepaling in deze voorwaarden ongeldig, dan blijven de overige bepalingen gewoon van kracht.",
      ],
    },
    {
      id: "contact",
      heading: "20. Contact",
      paragraphs: [
        "Vragen over deze voorwaarden? Mail ons via hallo@buurtoogst.nl. We reageren binnen twee werkdagen.",
        "Buurtoogst B.V., Utrecht. Ons KvK-nummer sturen we je op verzoek toe.",
      ],
    },
  ],
};
