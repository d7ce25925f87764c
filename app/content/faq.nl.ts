import type { FaqPage } from "./types";

export const faqNl: FaqPage = {
  title: "Veelgestelde vragen",
  description:
    "Antwoorden op veelgestelde vragen over zoeken, aanbieden, ophalen, verzenden en je account bij Buurtoogst.",
  intro:
    "Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet bij? Mail ons via hallo@buurtoogst.nl, dan helpen we je binnen twee werkdagen verder.",
  groups: [
    {
      heading: "Aanbod vinden",
      entries: [
        {
          question: "Hoe vind ik aanbod bij mij in de buurt?",
          answer:
            "Vul bovenaan een trefwoord in, zoals ‘aardbeien’, ‘pompoen’ of ‘tomatenplanten’, en kies een plaats uit de suggesties, of ‘Huidige locatie’ als je browser je locatie mag gebruiken. Enkelvoud en meervoud maken niet uit (‘tomaat’ vindt ook ‘tomaten’) en een tikfout vangen we meestal op. Op de kaart naast de resultaten zie je waar het aanbod is; versleep of zoom de kaart en de resultaten volgen. Met de filters kies je een categorie, een prijs en of je wilt ophalen of laten verzenden.",
        },
        {
          question: "Wat betekent ‘Gratis’?",
          answer:
            "Sommige aanbieders geven hun oogst weg, bijvoorbeeld omdat ze meer hebben dan ze zelf op kunnen. Die advertenties herken je aan het label ‘Gratis’: je betaalt niets voor het product zelf. Wordt het verzonden, dan kunnen er verzendkosten gelden; die staan bij de advertentie.",
        },
        {
          question: "Wat zeggen de beoordelingen bij een kweker?",
          answer:
            "Op het profiel van een kweker zie je de beoordelingen die die kreeg: 1 tot 5 sterren met een korte toelichting, apart als verkoper en als koper. Reviews die beledigend zijn of niet over de ervaring gaan, halen we weg.",
        },
      ],
    },
    {
      heading: "Aanbieden",
      entries: [
        {
          question: "Wat kost het om aan te bieden?",
          answer:
            "Niets. Een account aanmaken en advertenties plaatsen is gratis, zonder abonnement of advertentiekosten. Weggeven kan ook: zet de prijs op 0 en je advertentie staat er als ‘Gratis’.",
        },
        {
          question: "Wat mag ik aanbieden, en wat niet?",
          answer:
            "Alles wat legaal uit je tuin, kas of keuken komt: groenten, fruit, kruiden, bloemen, planten, stekken en zaden, maar ook jam, sap, eieren, groente- en fruitpakketten, tuindiensten en tuinbenodigdheden. Niet toegestaan zijn onder meer invasieve exoten van de Europese Unielijst (zoals reuzenberenklauw en waterhyacint), levende dieren, alcohol en voedsel dat niet veilig is. De volledige lijst staat in de algemene voorwaarden.",
        },
        {
          question: "Mag ik eieren of zelfgemaakte jam verkopen?",
          answer:
            "Ja, zolang het veilig is en je je aan de regels houdt. Als aanbieder ben je zelf verantwoordelijk voor de voedselveiligheid. Werk hygiënisch en vermeld bij jam en andere verwerkte producten de ingrediënten, de allergenen en de datum waarop je ze hebt gemaakt. Bied alleen schone, onbeschadigde eieren aan, bewaar ze op een koele, droge plek en vermeld de legdatum. Verkoop je regelmatig of in grotere hoeveelheden, dan moet je je mogelijk registreren bij de NVWA (Nederland) of het FAVV (België). Op hun websites lees je welke regels voor jou gelden.",
        },
        {
          question: "Heb ik een inschrijving bij de KvK nodig?",
          answer:
            "Niet als je als hobbytuinder af en toe je overschot verkoopt. Ga je structureel verkopen met de bedoeling winst te maken, dan ben je mogelijk ondernemer en moet je je inschrijven bij de Kamer van Koophandel. In België geldt iets vergelijkbaars voor de inschrijving in de Kruispuntbank van Ondernemingen (KBO). Twijfel je, bekijk dan de criteria op kvk.nl of vraag het na bij een ondernemingsloket. Geef in je profiel eerlijk aan of je als particulier of als professional verkoopt. Je belastingaangifte blijft je eigen verantwoordelijkheid.",
        },
        {
          question: "Hoe maak ik een advertentie die opvalt?",
          answer:
            "Maak een scherpe foto bij daglicht van wat je echt aanbiedt. Vertel in de beschrijving om welk ras of welke soort het gaat, hoeveel je aanbiedt, wanneer je het hebt geoogst en of je biologisch of zonder bestrijdingsmiddelen kweekt. Vermeld duidelijk wanneer mensen kunnen ophalen. En houd je voorraad bij, zodat niemand komt voor iets wat al op is.",
        },
        {
          question: "Hoe pas ik een advertentie aan of haal ik hem offline?",
          answer:
            "Onder ‘Mijn aanbod’ in het menu zie je al je advertenties. Daar open je een advertentie om hem aan te passen, en sluit je hem als het op is of het seizoen voorbij is. Een gesloten advertentie open je later gewoon weer.",
        },
      ],
    },
    {
      heading: "Ophalen en verzenden",
      entries: [
        {
          question: "Hoe zie ik of ik iets kan ophalen?",
          answer:
            "Bij elke advertentie staat of je het kunt ophalen, laten verzenden of allebei, en in welke plaats je het ophaalt. In de zoekresultaten filter je op ophalen of verzenden.",
        },
        {
          question: "Wat kost verzenden?",
          answer:
            "De aanbieder bepaalt de verzendkosten: een bedrag voor het eerste product en een bedrag voor elk volgend product. Je ziet ze bij de advertentie.",
        },
        {
          question: "Mag ik planten en zaden naar België of Nederland versturen?",
          answer:
            "Binnen je eigen land is dat voor hobbytuinders meestal geen probleem. Over de grens is voor planten, stekken, bollen en sommige zaden vaak een plantenpaspoort nodig. Heb je de vereiste fytosanitaire documenten niet, bied je planten en zaden dan alleen aan om op te halen of om binnen je eigen land te verzenden. Meer informatie vind je bij de NVWA en het FAVV.",
        },
      ],
    },
    {
      heading: "Betalen",
      entries: [
        {
          question: "Kan ik mijn kaart bewaren voor een volgende keer?",
          answer:
            "Ja. Vink bij het afrekenen ‘Bewaar deze kaart voor de volgende keer’ aan, of sla een kaart op bij Account › Betaalmethoden. Bij je volgende bestelling staat die kaart al klaar; je kunt er ook voor kiezen een nieuwe kaart te gebruiken en op te slaan, of eenmalig met een andere kaart te betalen. Onder Betaalmethoden vervang of verwijder je de kaart. Is je opgeslagen kaart verlopen, dan zie je dat bij het afrekenen en kies je een andere. We bewaren alleen het merk, de laatste vier cijfers en de vervaldatum: je kaartnummer gaat rechtstreeks naar de betaaldienst.",
        },
        {
          question: "Waarom staat er ‘iDEAL | Wero’?",
          answer:
            "iDEAL wordt stap voor stap Wero, de Europese betaalmethode van de banken. Daarom heet iDEAL nu ‘iDEAL | Wero’. Je betaalt er op dezelfde manier mee als altijd: via je eigen bank.",
        },
      ],
    },
    {
      heading: "Account en veiligheid",
      entries: [
        {
          question: "Hoe bevestig ik mijn e-mailadres?",
          answer:
            "Na je aanmelding sturen we je een e-mail met een bevestigingslink. Klik op die link en je e-mailadres is bevestigd. Geen mail gekregen? Kijk in je map met ongewenste e-mail en controleer of je je adres goed hebt gespeld. Je kunt ook een nieuwe link aanvragen. Lukt het dan nog niet, mail ons dan.",
        },
        {
          question: "Ik ben mijn wachtwoord vergeten. Wat nu?",
          answer:
            "Klik bij het inloggen op ‘Wachtwoord vergeten’ en vul je e-mailadres in. Je krijgt dan een link waarmee je een nieuw wachtwoord instelt. Kies een sterk wachtwoord dat je nergens anders gebruikt.",
        },
        {
          question: "Hoe verwijder ik mijn account?",
          answer:
            "Dat doe je zelf, onder Account › Account verwijderen. Je bevestigt het met je wachtwoord; daarna word je overal uitgelogd. We wissen meteen je naam, e-mailadres, wachtwoord, telefoonnummer, profielfoto, beschrijving en woonplaats, en je advertenties worden gesloten. Je bestellingen en verkopen met hun berichten en reviews bewaren we, omdat de wet dat vraagt; daar staat dan ‘Verwijderde gebruiker’ in plaats van je naam. Loopt er nog een bestelling of verkoop, rond die dan eerst af: de pagina laat zien welke. Met hetzelfde e-mailadres kun je later een nieuw account maken. Lukt het niet, mail ons dan vanaf het e-mailadres van je account. Meer staat in onze privacyverklaring.",
        },
        {
          question: "Hoe herken ik oplichting?",
          answer:
            "Wij vragen je nooit per e-mail om je wachtwoord of bankgegevens. Krijg je zo’n verzoek namens Buurtoogst, ga er dan niet op in en laat het ons weten via hallo@buurtoogst.nl.",
        },
        {
          question: "Hoe meld ik een advertentie of gebruiker?",
          answer:
            "Zie je een advertentie of profiel die niet door de beugel kan, bijvoorbeeld een verboden plant of onveilig voedsel? Mail de link naar hallo@buurtoogst.nl. We bekijken elke melding en laten je weten wat we ermee hebben gedaan.",
        },
      ],
    },
  ],
};
