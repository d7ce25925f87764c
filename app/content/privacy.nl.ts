import type { ContentPage } from "./types";

export const privacyNl: ContentPage = {
  title: "Privacyverklaring",
  description:
    "Hoe Buurtoogst met je persoonsgegevens omgaat: welke gegevens we verwerken, waarom, hoe lang, met wie we ze delen en wat je rechten zijn.",
  lastUpdated: "2026-11-27",
  intro:
    "Als je Buurtoogst gebruikt, vertrouw je ons je gegevens toe. Daar gaan we zorgvuldig mee om, en we verzamelen niet meer dan nodig is. In deze privacyverklaring lees je welke persoonsgegevens we verwerken, waarom we dat doen en welke rechten je hebt onder de Algemene verordening gegevensbescherming (AVG).",
  sections: [
    {
      id: "controller",
      heading: "Wie is verantwoordelijk voor je gegevens?",
      paragraphs: [
        "Buurtoogst B.V., gevestigd in Utrecht, is de verwerkingsverantwoordelijke voor de persoonsgegevens die we via het platform verwerken. Ons KvK-nummer sturen we je op verzoek toe.",
        "Voor alle vragen over privacy kun je mailen naar hallo@buurtoogst.nl. Je vraag komt dan direct terecht bij de mensen die erover gaan.",
      ],
    },
    {
      id: "data",
      heading: "Welke gegevens we verwerken",
      paragraphs: [
        "We verwerken gegevens die je zelf aan ons geeft, gegevens die ontstaan als je het platform gebruikt en gegevens die we van Stripe ontvangen over betalingen en uitbetalingen. Het gaat om:",
      ],
      list: [
        "Accountgegevens: je e-mailadres, je wachtwoord (alleen opgeslagen als hash, zodat niemand het kan teruglezen), of je e-mailadres is bevestigd, je taalvoorkeur en de datum waarop je je hebt aangemeld.",
        "Profielgegevens: je naam of schermnaam, je woonplaats en, als je die toevoegt, een profielfoto en een korte beschrijving. Ook je reviews en je gemiddelde beoordeling horen bij je profiel.",
        "Advertenties: de beschrijvingen, foto’s, prijzen, voorraad en ophaal- en verzendopties die je als aanbieder plaatst.",
        "Locatiegegevens: het ophaaladres dat je als aanbieder opgeeft, en de plaats of postcode waarop je zoekt. Daarmee berekenen we afstanden en tonen we aanbod in de buurt. We volgen je locatie niet op de achtergrond.",
        "Berichten: de berichten die je via het platform met andere gebruikers uitwisselt.",
        "Bestellingen: wat je hebt gekocht of verkocht, de bedragen, de status, het bezorgadres bij verzending, en gegevens over eventuele geschillen.",
        "Betaalgegevens: betalingen lopen via Stripe. Wij zien nooit je volledige kaartnummer. We ontvangen alleen gegevens zoals de betaalmethode, het kaartmerk, de laatste vier cijfers van je kaart en of de betaling is gelukt. Voor uitbetalingen verwerkt Stripe de bank- en identiteitsgegevens van aanbieders; wij ontvangen daarvan alleen wat nodig is om uitbetalingen te volgen.",
        "Fiscale gegevens: kom je als aanbieder boven de drempels van de Europese DAC7-regels, dan verwerken we je naam, adres, geboortedatum, fiscaal identificatienummer, rekeningnummer en je opbrengst per kwartaal.",
        "Technische gegevens: je IP-adres, het type browser en apparaat, en logbestanden van bijvoorbeeld inlogpogingen en foutmeldingen. Die hebben we nodig om het platform veilig en werkend te houden.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "We gebruiken alleen functionele cookies: kleine bestanden die nodig zijn om Buurtoogst te laten werken. We gebruiken geen advertentie-, tracking- of analysecookies van derden.",
        "Tijdens het betalen kan Stripe eigen cookies plaatsen om fraude te voorkomen; daarvoor geldt het privacybeleid van Stripe. Je kunt cookies altijd verwijderen via je browser, maar zonder sessiecookie kun je niet inloggen.",
        "Wij plaatsen deze cookies:",
      ],
      list: [
        "Sessiecookie: houdt je ingelogd terwijl je Buurtoogst gebruikt. Het verdwijnt als je uitlogt of als de sessie verloopt.",
        "Taalcookie: onthoudt of je Buurtoogst in het Nederlands of het Engels wilt zien. We bewaren het maximaal een jaar.",
        "Cookiemelding (euCookiesAccepted): onthoudt dat je de cookiemelding hebt gezien, zodat die niet steeds terugkomt. We bewaren het maximaal een jaar.",
      ],
    },
    {
      id: "purposes",
      heading: "Waarvoor we je gegevens gebruiken en op welke grondslag",
      paragraphs: [
        "We gebruiken je gegevens alleen voor duidelijke doelen en altijd op basis van een grondslag uit de AVG:",
      ],
      list: [
        "Uitvoering van de overeenkomst: om je account aan te maken en te beheren, je e-mailadres te verifiëren, advertenties te tonen, bestellingen en betalingen af te handelen, uitbetalingen te doen, berichten af te leveren, reviews te tonen en je service-e-mails te sturen, zoals een orderbevestiging.",
        "Wettelijke verplichting: om onze administratie te bewaren zoals de belastingwetgeving vereist, om te voldoen aan de Europese regels voor online platforms, zoals de Digital Services Act, en om gegevens van aanbieders aan de Belastingdienst te verstrekken als de DAC7-regels dat vereisen.",
        "Gerechtvaardigd belang: om het platform te beveiligen, fraude, spam en misbruik te voorkomen, meldingen en geschillen te behandelen, advertenties te modereren en Buurtoogst te verbeteren. We wegen daarbij steeds af of jouw privacy niet zwaarder weegt.",
        "Toestemming: als we je ergens apart om toestemming vragen, bijvoorbeeld voor een nieuwsbrief. We sturen je nooit marketing zonder je toestemming, en je kunt een gegeven toestemming altijd weer intrekken.",
      ],
    },
    {
      id: "sharing",
      heading: "Met wie we gegevens delen",
      paragraphs: [
        "Bij een bestelling delen we wat nodig is met de andere partij. De aanbieder ziet je naam en, als de bestelling wordt verzonden, je bezorgadres. De koper ziet de naam van de aanbieder en, bij ophalen, het ophaaladres. Op openbare pagina’s tonen we alleen je naam of schermnaam, je plaats, je advertenties en je reviews, niet je straat en huisnummer.",
        "Gegevens die je van een ander krijgt, gebruik je alleen om die bestelling af te handelen. Het is niet toegestaan ze voor iets anders te gebruiken, zoals reclame.",
        "Verder delen we gegevens met de dienstverleners die ons helpen het platform te draaien (zie hieronder), en met overheidsinstanties als de wet ons daartoe verplicht, zoals de Belastingdienst of, bij onveilig voedsel, de NVWA of het FAVV.",
        "We verkopen je gegevens nooit en gebruiken ze niet voor gerichte advertenties.",
      ],
    },
    {
      id: "processors",
      heading: "Verwerkers en andere dienstverleners",
      paragraphs: [
        "We werken met een klein aantal zorgvuldig gekozen dienstverleners. Met onze verwerkers hebben we een verwerkersovereenkomst gesloten, zodat ze je gegevens alleen in onze opdracht en volgens de AVG gebruiken.",
      ],
      list: [
        "Stripe (Stripe Payments Europe, Ltd., Ierland) verwerkt de betalingen met kaart en iDEAL en de uitbetalingen aan aanbieders. Voor onder meer fraudebestrijding en de wettelijke identiteitscontrole is Stripe zelf verwerkingsverantwoordelijke; daarvoor geldt het privacybeleid van Stripe. Stripe kan gegevens ook buiten de Europese Economische Ruimte verwerken, bijvoorbeeld in de Verenigde Staten, en gebruikt daarbij passende waarborgen, zoals het EU-VS Data Privacy Framework en standaardcontractbepalingen.",
        "Onze hostingprovider beheert de servers en databases waarop Buurtoogst draait. Die staan in een datacenter binnen de Europese Unie.",
        "Onze e-maildienst verstuurt service-e-mails, zoals de verificatielink, orderbevestigingen en meldingen van nieuwe berichten. We kiezen een dienst die gegevens binnen de EU verwerkt, of daarbuiten alleen met passende waarborgen.",
      ],
    },
    {
      id: "retention",
      heading: "Hoe lang we gegevens bewaren",
      paragraphs: [
        "We bewaren gegevens niet langer dan nodig. Daarbij houden we deze termijnen aan:",
      ],
      list: [
        "Account en profiel: zolang je account bestaat. Hef je je account op, dan verwijderen of anonimiseren we deze gegevens binnen 30 dagen, behalve wat we om een van de redenen hieronder langer moeten bewaren.",
        "Advertenties: zolang ze online staan. Verwijderde advertenties bewaren we nog 6 maanden, zodat we meldingen en geschillen kunnen afhandelen.",
        "Berichten: tot 2 jaar na het laatste bericht in een gesprek, of langer als ze nodig zijn voor een lopend geschil.",
        "Bestellingen, betalingen en uitbetalingen: 7 jaar, omdat de fiscale bewaarplicht dat vereist.",
        "DAC7-gegevens: zo lang als de wet voorschrijft, maximaal 10 jaar.",
        "Reviews: zolang het account van de schrijver bestaat. Daarna tonen we de review zonder naam, als ‘Verwijderde gebruiker’.",
        "Meldingen en moderatiebesluiten: tot 2 jaar na het besluit.",
        "Technische logbestanden: maximaal 90 dagen, tenzij we ze nodig hebben om een beveiligingsincident te onderzoeken.",
        "Cookies: zie de termijnen bij ‘Cookies’ hierboven.",
      ],
    },
    {
      id: "rights",
      heading: "Jouw rechten",
      paragraphs: ["Onder de AVG heb je de volgende rechten:"],
      list: [
        "Inzage: je kunt opvragen welke gegevens we van je hebben.",
        "Rectificatie: je kunt onjuiste gegevens laten verbeteren of aanvullen.",
        "Verwijdering: je kunt je gegevens laten wissen, behalve wat we wettelijk moeten bewaren. Je account verwijder je zelf onder Account › Account verwijderen; dan wissen we direct je naam, e-mailadres, wachtwoord, contact- en profielgegevens en sluiten we je advertenties. Lukt dat niet, mail ons dan vanaf het e-mailadres van je account.",
        "Beperking: je kunt vragen de verwerking tijdelijk stil te zetten, bijvoorbeeld terwijl we een bezwaar beoordelen.",
        "Overdraagbaarheid: je kunt je gegevens opvragen in een gangbaar, machineleesbaar formaat, om ze mee te nemen naar een andere dienst.",
        "Bezwaar: je kunt bezwaar maken tegen verwerkingen die we baseren op ons gerechtvaardigd belang.",
        "Toestemming intrekken: heb je ergens toestemming voor gegeven, dan kun je die op elk moment weer intrekken.",
        "Geen geautomatiseerde besluiten: we nemen geen besluiten met rechtsgevolgen voor jou die uitsluitend op geautomatiseerde verwerking zijn gebaseerd. Bij moderatie en geschillen kijkt altijd een mens mee.",
      ],
    },
    {
      id: "exercise-rights",
      heading: "Zo gebruik je je rechten",
      paragraphs: [
        "Veel gegevens kun je zelf bekijken en aanpassen in je account. Voor de rest stuur je een e-mail naar hallo@buurtoogst.nl, bij voorkeur vanaf het e-mailadres van je account. Om te voorkomen dat iemand anders jouw gegevens opvraagt, kunnen we je vragen je identiteit te bevestigen.",
        "We reageren binnen een maand. Is je verzoek ingewikkeld, dan kan die termijn met twee maanden worden verlengd; dat laten we je dan binnen de eerste maand weten.",
        "Ben je niet tevreden over hoe we met je gegevens of je verzoek omgaan, laat het ons dan eerst weten. Je hebt ook altijd het recht een klacht in te dienen bij de toezichthouder: de Autoriteit Persoonsgegevens in Nederland (autoriteitpersoonsgegevens.nl) of, als je in België woont, de Gegevensbeschermingsautoriteit (gegevensbeschermingsautoriteit.be).",
      ],
    },
    {
      id: "security",
      heading: "Beveiliging",
      paragraphs: [
        "We beveiligen je gegevens met passende technische en organisatorische maatregelen. De verbinding met Buurtoogst is versleuteld (https), wachtwoorden slaan we alleen op als hash en alleen medewerkers die het voor hun werk nodig hebben, hebben toegang tot persoonsgegevens.",
        "Je kunt zelf ook helpen: kies een sterk wachtwoord dat je nergens anders gebruikt. We vragen je nooit per e-mail of bericht om je wachtwoord of bankgegevens. Krijg je zo’n verzoek, dan is het phishing. Meld het ons en ga er niet op in.",
        "Gaat er toch iets mis, dan handelen we zoals de wet voorschrijft: we melden een datalek waar nodig bij de toezichthouder en informeren jou als het risico voor je groot is.",
      ],
    },
    {
      id: "children",
      heading: "Kinderen",
      paragraphs: [
        "Buurtoogst is niet bedoeld voor kinderen jonger dan 16 jaar; zij kunnen geen account aanmaken. Ben je 16 of 17, dan heb je toestemming van je ouder of voogd nodig. Ontdekken we dat we gegevens hebben van een kind jonger dan 16, dan verwijderen we die. Vermoed je dat dit zo is? Laat het ons weten.",
      ],
    },
    {
      id: "changes",
      heading: "Wijzigingen",
      paragraphs: [
        "We passen deze privacyverklaring aan als onze dienst of de wet verandert. Op deze pagina zie je wanneer we haar voor het laatst hebben bijgewerkt. Bij belangrijke wijzigingen sturen we je een e-mail voordat ze ingaan.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "Vragen over privacy of over deze verklaring? Mail naar hallo@buurtoogst.nl. We reageren binnen twee werkdagen.",
        "Buurtoogst B.V., Utrecht. Ons KvK-nummer sturen we je op verzoek toe.",
      ],
    },
  ],
};
