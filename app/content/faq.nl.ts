import type { FaqPage } from "./types";

export const faqNl: FaqPage = {
  title: "Veelgestelde vragen",
  description:
    "Antwoorden op veelgestelde vragen over kopen, verkopen, betalen, uitbetalen, ophalen, verzenden en je account bij Buurtoogst.",
  intro:
    "Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet bij? Mail ons via hallo@buurtoogst.nl, dan helpen we je binnen twee werkdagen verder.",
  groups: [
    {
      heading: "Kopen",
      entries: [
        {
          question: "Wat betekent ‘Gratis’?",
          answer:
            "Sommige aanbieders geven hun oogst weg, bijvoorbeeld omdat ze meer hebben dan ze zelf op kunnen. Die advertenties herken je aan het label ‘Gratis’. Je betaalt niets voor het product zelf. Laat je het opsturen, dan kunnen er verzendkosten gelden; die zie je altijd vooraf in je winkelwagen. Bestel alleen wat je echt ophaalt of gebruikt, zodat het niet alsnog verloren gaat.",
        },
        {
          question: "Kan ik in één keer bij meerdere tuinen bestellen?",
          answer:
            "Ja. Je verzamelt producten van verschillende aanbieders in één winkelwagen en rekent in één keer af. Per aanbieder ontstaat een aparte bestelling, die je ook apart volgt: de ene tuin laat je misschien ophalen, de andere verstuurt. Zo heb je één betaling en toch per aanbieder duidelijke afspraken.",
        },
        {
          question: "Hoe vind ik aanbod bij mij in de buurt?",
          answer:
            "Vul bovenaan een trefwoord in, zoals ‘aardbeien’, ‘pompoen’ of ‘tomatenplanten’, en kies een plaats uit de suggesties, of ‘Huidige locatie’ als je browser je locatie mag gebruiken. Enkelvoud en meervoud maken niet uit (‘tomaat’ vindt ook ‘tomaten’) en een tikfout vangen we meestal op. Op de kaart naast de resultaten zie je waar het aanbod is; versleep of zoom de kaart en de resultaten volgen. Met de filters kies je een categorie, een prijs en of je wilt ophalen of laten verzenden.",
        },
        {
          question: "Kan ik mijn bestelling annuleren of terugsturen?",
          answer:
            "Veel aanbod op Buurtoogst komt van particulieren, zoals hobbytuinders. Voor hen geldt het wettelijke herroepingsrecht van 14 dagen niet. Koop je van een professionele aanbieder, dan geldt het meestal wel, maar niet voor producten die snel bederven, zoals verse groenten, fruit, snijbloemen en eieren. Wil je annuleren voordat je bestelling is verzonden of opgehaald, stuur de aanbieder dan meteen een bericht: vaak valt er best iets te regelen. Meer hierover lees je in onze algemene voorwaarden.",
        },
        {
          question: "Hoe werken reviews?",
          answer:
            "Na een afgeronde bestelling geven koper en aanbieder elkaar een beoordeling van 1 tot 5, met een korte toelichting. Alleen wie echt een bestelling met elkaar heeft gehad, kan een review geven. Wees eerlijk, vertel over je eigen ervaring en blijf vriendelijk; reviews die beledigend zijn of niet over de bestelling gaan, halen we weg.",
        },
      ],
    },
    {
      heading: "Verkopen",
      entries: [
        {
          question: "Wat kost het om te verkopen?",
          answer:
            "Een account aanmaken en advertenties plaatsen is gratis. Verkoop je iets, dan houden we 25% van de verkoopprijs in. Dat is all-in: betaalkosten, uitbetaling en het gebruik van het platform zitten erbij. Verkoop je een krat appels voor € 12, dan ontvang je € 9. Over gratis aanbod rekenen we niets.",
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
            "Niet als je als hobbytuinder af en toe je overschot verkoopt. Ga je structureel verkopen met de bedoeling winst te maken, dan ben je mogelijk ondernemer en moet je je inschrijven bij de Kamer van Koophandel. In België geldt iets vergelijkbaars voor de inschrijving in de Kruispuntbank van Ondernemingen (KBO). Twijfel je, bekijk dan de criteria op kvk.nl of vraag het na bij een ondernemingsloket. Geef in je profiel eerlijk aan of je als particulier of als professional verkoopt. Let op: verkoop je 30 keer of vaker per jaar, of voor meer dan € 2.000, dan moeten we je gegevens volgens de DAC7-regels doorgeven aan de Belastingdienst. Je belastingaangifte blijft je eigen verantwoordelijkheid.",
        },
        {
          question: "Hoe maak ik een advertentie die opvalt?",
          answer:
            "Maak een scherpe foto bij daglicht van wat je echt aanbiedt. Vertel in de beschrijving om welk ras of welke soort het gaat, hoeveel je aanbiedt, wanneer je het hebt geoogst en of je biologisch of zonder bestrijdingsmiddelen kweekt. Vermeld duidelijk wanneer mensen kunnen ophalen. En houd je voorraad bij, zodat niemand iets bestelt wat al op is.",
        },
      ],
    },
    {
      heading: "Betalen en uitbetalen",
      entries: [
        {
          question: "Hoe kan ik betalen?",
          answer:
            "Je betaalt veilig via onze betaalpartner Stripe, met iDEAL of met een creditcard of betaalkaart. Met iDEAL rond je de betaling direct af in de app of op de website van je eigen bank. Wij zien nooit je volledige kaartnummer.",
        },
        {
          question: "Wanneer krijg ik als aanbieder mijn geld?",
          answer:
            "Ongeveer 7 dagen nadat de koper de bestelling als ontvangen heeft gemarkeerd. In die dagen kan de koper nog een probleem melden. Daarna maken we je opbrengst min 25% platformkosten over naar de rekening die je via Stripe hebt gekoppeld. Loopt er een geschil, dan wachten we met uitbetalen tot dat is opgelost.",
        },
        {
          question: "Wat zijn minimumbestelkosten?",
          answer:
            "Bij heel kleine bestellingen kan een kleine toeslag gelden, omdat de vaste kosten van een betaling anders niet op te brengen zijn. Of en hoeveel je betaalt, zie je altijd in je winkelwagen, voordat je afrekent. Vaak kun je de toeslag voorkomen door nog iets extra’s uit dezelfde tuin mee te nemen.",
        },
        {
          question: "Waarom vraagt Stripe om mijn identiteit?",
          answer:
            "Stripe is als betaalinstelling wettelijk verplicht om te controleren wie er geld ontvangt, om witwassen en fraude tegen te gaan. Daarom vraagt Stripe je bij het koppelen van je bankrekening om gegevens zoals je naam, je geboortedatum en soms een identiteitsbewijs. Die gegevens gaan naar Stripe, niet naar ons.",
        },
        {
          question: "Krijg ik mijn geld terug als een bestelling niet doorgaat?",
          answer:
            "Ja. Annuleert de aanbieder, of besluiten we na een geschil dat je geld terugkrijgt, dan storten we het bedrag terug via de betaalmethode waarmee je hebt betaald. Afhankelijk van je bank staat het binnen 5 tot 10 werkdagen weer op je rekening.",
        },
      ],
    },
    {
      heading: "Bezorgen en ophalen",
      entries: [
        {
          question: "Hoe werkt ophalen?",
          answer:
            "Na je bestelling zie je het ophaaladres. Spreek via de berichtenfunctie een moment af met de aanbieder. Ben je verhinderd, laat het dan zo snel mogelijk weten en spreek samen een nieuw moment af: verse oogst wacht niet eindeloos. Heb je je bestelling, markeer hem dan als ontvangen.",
        },
        {
          question: "Wat als mijn bestelling beschadigd of bedorven aankomt?",
          answer:
            "Maak meteen duidelijke foto’s van het product en de verpakking en stuur de aanbieder een bericht, bij verse producten het liefst binnen 48 uur. Vaak is het met een vervangend product of een gedeeltelijke terugbetaling snel opgelost. Kom je er samen niet uit, open dan via je bestelling een geschil. Wij bekijken de foto’s en de berichten en doen een voorstel. Zolang het geschil loopt, wordt de aanbieder niet uitbetaald.",
        },
        {
          question: "Wie betaalt de verzendkosten?",
          answer:
            "De aanbieder bepaalt de verzendkosten. Je ziet ze bij de advertentie en in je winkelwagen, voordat je betaalt. Tot je het pakket hebt ontvangen, is de aanbieder verantwoordelijk voor verlies of schade onderweg.",
        },
        {
          question: "Mag ik planten en zaden naar België of Nederland versturen?",
          answer:
            "Binnen je eigen land is dat voor hobbytuinders meestal geen probleem. Over de grens is voor planten, stekken, bollen en sommige zaden vaak een plantenpaspoort nodig. Heb je de vereiste fytosanitaire documenten niet, bied je planten en zaden dan alleen aan om op te halen of om binnen je eigen land te verzenden. Meer informatie vind je bij de NVWA en het FAVV.",
        },
      ],
    },
    {
      heading: "Account en veiligheid",
      entries: [
        {
          question: "Hoe bevestig ik mijn e-mailadres?",
          answer:
            "Na je aanmelding sturen we je een e-mail met een bevestigingslink. Klik op die link en je e-mailadres is bevestigd; daarna kun je bestellen en advertenties plaatsen. Geen mail gekregen? Kijk in je map met ongewenste e-mail en controleer of je je adres goed hebt gespeld. Je kunt ook een nieuwe link aanvragen. Lukt het dan nog niet, mail ons dan.",
        },
        {
          question: "Ik ben mijn wachtwoord vergeten. Wat nu?",
          answer:
            "Klik bij het inloggen op ‘Wachtwoord vergeten’ en vul je e-mailadres in. Je krijgt dan een link waarmee je een nieuw wachtwoord instelt. Kies een sterk wachtwoord dat je nergens anders gebruikt.",
        },
        {
          question: "Hoe verwijder ik mijn account?",
          answer:
            "Dat kan in je accountinstellingen, of door ons te mailen vanaf het e-mailadres van je account. Rond eerst lopende bestellingen en geschillen af en wacht tot openstaande uitbetalingen binnen zijn. We verwijderen je gegevens binnen 30 dagen, behalve wat we wettelijk moeten bewaren, zoals bestelgegevens voor de belastingadministratie (7 jaar). Meer daarover staat in onze privacyverklaring.",
        },
        {
          question: "Hoe herken ik oplichting?",
          answer:
            "Betaal en communiceer altijd via Buurtoogst. Wij vragen je nooit per e-mail of bericht om je wachtwoord of bankgegevens. Vraagt iemand je om buiten het platform te betalen, bijvoorbeeld met een betaalverzoek of een link, ga er dan niet op in en meld het ons. Alleen betalingen via Buurtoogst vallen onder onze geschillenregeling.",
        },
        {
          question: "Hoe meld ik een advertentie of gebruiker?",
          answer:
            "Zie je een advertentie, bericht of review die niet door de beugel kan, bijvoorbeeld een verboden plant of onveilig voedsel? Meld het via de meldfunctie op het platform of mail naar hallo@buurtoogst.nl. We bekijken elke melding en laten je weten wat we ermee hebben gedaan.",
        },
      ],
    },
  ],
};
