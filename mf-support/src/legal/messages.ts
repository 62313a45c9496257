import { britishOf, defineCatalog } from '@store/shared';
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The legal pages' shared chrome; `en` is the SPEC's text. */
const messages = defineMessages({
  lastUpdated: defineMessage<{ date: string }>({
    id: 'legal.lastUpdated',
    defaultMessage: 'Last updated: {date}',
  }),
});

export const LEGAL_MESSAGES = messages;

export const legalCatalog = defineCatalog(messages, {
  de: { lastUpdated: 'Zuletzt aktualisiert: {date}' },
  nl: { lastUpdated: 'Laatst bijgewerkt: {date}' },
  fr: { lastUpdated: 'Dernière mise à jour : {date}' },
  it: { lastUpdated: 'Ultimo aggiornamento: {date}' },
  es: { lastUpdated: 'Última actualización: {date}' },
  'pt-BR': { lastUpdated: 'Última atualização: {date}' },
  'en-GB': britishOf(messages),
});

/** The store's name where it has one, else these words ('this store'), as ICU. */
const STORE = '{named, select, yes {{store}} other {this store}}';

/** The privacy policy, paragraph by paragraph; `en` is the SPEC's text. */
const privacy = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Privacy Policy' },
  intro: defineMessage<{ named: 'yes' | 'no'; store: string }>({
    id: 'privacy.intro',
    defaultMessage: `This Privacy Policy explains what personal information ${STORE} collects when you visit the store or buy from it, how we use it, who we share it with, and the choices you have.`,
  }),
  collectHeading: { id: 'privacy.collectHeading', defaultMessage: '1. Information we collect' },
  collectOrder: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectOrder',
    defaultMessage:
      '<b>Order information</b>: your name, email address, shipping address, phone number and the products you buy, so we can print, ship and support your order.',
  }),
  collectPayment: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectPayment',
    defaultMessage:
      '<b>Payment information</b>: card and wallet payments are handled by our payment providers. We receive a confirmation and limited details (such as the card brand and last four digits), never your full card number.',
  }),
  collectUsage: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectUsage',
    defaultMessage:
      '<b>Usage information</b>: pages viewed, products added to the cart, device and browser type, and approximate location derived from your IP address, collected with cookies and similar technologies.',
  }),
  collectMessages: defineMessage<{ b: MessageTag }>({
    id: 'privacy.collectMessages',
    defaultMessage:
      '<b>Messages</b>: what you send us through the contact form, email or live chat.',
  }),
  useHeading: { id: 'privacy.useHeading', defaultMessage: '2. How we use your information' },
  use: {
    id: 'privacy.use',
    defaultMessage:
      'We use your information to process and deliver orders, send order and shipping updates, answer support requests, prevent fraud, remember your cart and preferences (region, currency and language), improve the store, and, if you agreed to it, send you marketing emails. Consent to marketing is never a condition of purchase.',
  },
  cookiesHeading: { id: 'privacy.cookiesHeading', defaultMessage: '3. Cookies' },
  cookies: {
    id: 'privacy.cookies',
    defaultMessage:
      'We use cookies to keep your cart, remember your preferences, measure how the store is used and, where permitted, show relevant advertising. You can block or delete cookies in your browser settings; the cart and checkout may not work without them.',
  },
  sharingHeading: { id: 'privacy.sharingHeading', defaultMessage: '4. Sharing your information' },
  sharing: {
    id: 'privacy.sharing',
    defaultMessage:
      'We share information only as needed to run the store: with our printing and fulfillment partners and shipping carriers to make and deliver your order, with payment providers to take payment, with service providers that host the store or help us with analytics and support, and with authorities when the law requires it. We do not sell your personal information.',
  },
  childrenHeading: { id: 'privacy.childrenHeading', defaultMessage: "5. Children's privacy" },
  children: defineMessage<{ link: MessageTag }>({
    id: 'privacy.children',
    defaultMessage:
      'The store is not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please <link>contact us</link> and we will delete it.',
  }),
  choicesHeading: {
    id: 'privacy.choicesHeading',
    defaultMessage: '6. Your choices and opting out',
  },
  choices: {
    id: 'privacy.choices',
    defaultMessage:
      'You can unsubscribe from marketing emails at any time with the link in any marketing email or by contacting us. Please allow up to ten business days for an opt-out request to take effect; you will still receive messages about orders you have placed. You may also ask us to access, correct or delete the personal information we hold about you, subject to records we must keep by law.',
  },
  retentionHeading: {
    id: 'privacy.retentionHeading',
    defaultMessage: '7. Data retention and security',
  },
  retention: {
    id: 'privacy.retention',
    defaultMessage:
      'We keep order records for as long as needed to fulfil orders, handle returns and meet legal, tax and accounting obligations. We protect information with encryption in transit, access controls and trusted providers, but no method of transmission or storage is completely secure.',
  },
  changesHeading: { id: 'privacy.changesHeading', defaultMessage: '8. Changes to this policy' },
  changes: {
    id: 'privacy.changes',
    defaultMessage:
      'We may update this policy from time to time. The date at the top of this page shows when it was last changed.',
  },
  contactHeading: { id: 'privacy.contactHeading', defaultMessage: '9. Contact' },
  contact: defineMessage<{ contact: MessageTag; terms: MessageTag }>({
    id: 'privacy.contact',
    defaultMessage:
      'Questions about your privacy? Reach us through our <contact>contact form</contact>. See also our <terms>Terms of Use</terms>.',
  }),
});

export const PRIVACY_MESSAGES = privacy;

export const privacyCatalog = defineCatalog(privacy, {
  de: {
    title: 'Datenschutzerklärung',
    intro:
      'Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten {named, select, yes {{store}} other {dieser Shop}} erhebt, wenn du den Shop besuchst oder dort einkaufst, wie wir sie verwenden, an wen wir sie weitergeben und welche Wahlmöglichkeiten du hast.',
    collectHeading: '1. Welche Daten wir erheben',
    collectOrder:
      '<b>Bestelldaten</b>: dein Name, deine E-Mail-Adresse, Lieferadresse und Telefonnummer sowie die Produkte, die du kaufst, damit wir deine Bestellung drucken, versenden und betreuen können.',
    collectPayment:
      '<b>Zahlungsdaten</b>: Karten- und Wallet-Zahlungen wickeln unsere Zahlungsanbieter ab. Wir erhalten eine Bestätigung und wenige Angaben (etwa die Kartenmarke und die letzten vier Ziffern), niemals deine vollständige Kartennummer.',
    collectUsage:
      '<b>Nutzungsdaten</b>: aufgerufene Seiten, in den Warenkorb gelegte Produkte, Geräte- und Browsertyp sowie dein ungefährer Standort, abgeleitet aus deiner IP-Adresse, erfasst mit Cookies und ähnlichen Technologien.',
    collectMessages:
      '<b>Nachrichten</b>: was du uns über das Kontaktformular, per E-Mail oder im Live-Chat schickst.',
    useHeading: '2. Wie wir deine Daten verwenden',
    use: 'Wir verwenden deine Daten, um Bestellungen zu bearbeiten und zu liefern, dir Bestell- und Versandupdates zu schicken, Supportanfragen zu beantworten, Betrug zu verhindern, uns deinen Warenkorb und deine Einstellungen (Region, Währung und Sprache) zu merken, den Shop zu verbessern und dir, wenn du zugestimmt hast, Marketing-E-Mails zu senden. Die Einwilligung in Marketing ist nie Voraussetzung für einen Kauf.',
    cookiesHeading: '3. Cookies',
    cookies:
      'Wir verwenden Cookies, um deinen Warenkorb zu speichern, uns deine Einstellungen zu merken, die Nutzung des Shops zu messen und, wo zulässig, passende Werbung zu zeigen. Du kannst Cookies in deinen Browsereinstellungen blockieren oder löschen; Warenkorb und Kasse funktionieren ohne sie möglicherweise nicht.',
    sharingHeading: '4. Weitergabe deiner Daten',
    sharing:
      'Wir geben Daten nur weiter, soweit es für den Betrieb des Shops nötig ist: an unsere Druck- und Fulfillment-Partner und Versanddienstleister, um deine Bestellung herzustellen und zu liefern, an Zahlungsanbieter, um die Zahlung abzuwickeln, an Dienstleister, die den Shop hosten oder uns bei Analyse und Support unterstützen, und an Behörden, wenn das Gesetz es verlangt. Wir verkaufen deine personenbezogenen Daten nicht.',
    childrenHeading: '5. Datenschutz für Kinder',
    children:
      'Der Shop richtet sich nicht an Kinder unter 13 Jahren, und wir erheben wissentlich keine personenbezogenen Daten von Kindern unter 13 Jahren. Wenn du glaubst, dass uns ein Kind unter 13 Jahren personenbezogene Daten gegeben hat, <link>kontaktiere uns</link> bitte, und wir löschen sie.',
    choicesHeading: '6. Deine Wahlmöglichkeiten und Abmeldung',
    choices:
      'Du kannst dich jederzeit über den Link in jeder Marketing-E-Mail oder mit einer Nachricht an uns von Marketing-E-Mails abmelden. Bitte rechne mit bis zu zehn Werktagen, bis eine Abmeldung wirksam wird; Nachrichten zu Bestellungen, die du aufgegeben hast, erhältst du weiterhin. Du kannst uns außerdem bitten, dir Auskunft über die personenbezogenen Daten zu geben, die wir über dich speichern, oder sie zu berichtigen oder zu löschen, soweit wir keine Unterlagen gesetzlich aufbewahren müssen.',
    retentionHeading: '7. Speicherdauer und Sicherheit',
    retention:
      'Wir bewahren Bestelldaten so lange auf, wie es nötig ist, um Bestellungen auszuführen, Rücksendungen zu bearbeiten und gesetzliche, steuerliche und buchhalterische Pflichten zu erfüllen. Wir schützen Daten mit Verschlüsselung bei der Übertragung, Zugriffskontrollen und vertrauenswürdigen Anbietern, doch keine Übertragungs- oder Speichermethode ist vollkommen sicher.',
    changesHeading: '8. Änderungen dieser Erklärung',
    changes:
      'Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt geändert wurde.',
    contactHeading: '9. Kontakt',
    contact:
      'Fragen zum Datenschutz? Erreiche uns über unser <contact>Kontaktformular</contact>. Siehe auch unsere <terms>Nutzungsbedingungen</terms>.',
  },
  nl: {
    title: 'Privacybeleid',
    intro:
      'Dit privacybeleid legt uit welke persoonsgegevens {named, select, yes {{store}} other {deze winkel}} verzamelt wanneer je de winkel bezoekt of er iets koopt, hoe we ze gebruiken, met wie we ze delen en welke keuzes je hebt.',
    collectHeading: '1. Welke gegevens we verzamelen',
    collectOrder:
      '<b>Bestelgegevens</b>: je naam, e-mailadres, verzendadres, telefoonnummer en de producten die je koopt, zodat we je bestelling kunnen drukken, verzenden en ondersteunen.',
    collectPayment:
      '<b>Betaalgegevens</b>: betalingen met kaart en wallet worden afgehandeld door onze betaalproviders. We ontvangen een bevestiging en beperkte gegevens (zoals het kaartmerk en de laatste vier cijfers), nooit je volledige kaartnummer.',
    collectUsage:
      '<b>Gebruiksgegevens</b>: bekeken pagina’s, producten die aan de winkelwagen zijn toegevoegd, type apparaat en browser, en je geschatte locatie op basis van je IP-adres, verzameld met cookies en vergelijkbare technieken.',
    collectMessages:
      '<b>Berichten</b>: wat je ons stuurt via het contactformulier, e-mail of livechat.',
    useHeading: '2. Hoe we je gegevens gebruiken',
    use: 'We gebruiken je gegevens om bestellingen te verwerken en te leveren, updates over bestellingen en verzending te sturen, supportvragen te beantwoorden, fraude te voorkomen, je winkelwagen en voorkeuren (regio, valuta en taal) te onthouden, de winkel te verbeteren en, als je daarmee hebt ingestemd, je marketingmails te sturen. Toestemming voor marketing is nooit een voorwaarde voor een aankoop.',
    cookiesHeading: '3. Cookies',
    cookies:
      'We gebruiken cookies om je winkelwagen te bewaren, je voorkeuren te onthouden, te meten hoe de winkel wordt gebruikt en, waar toegestaan, relevante advertenties te tonen. Je kunt cookies blokkeren of verwijderen in je browserinstellingen; de winkelwagen en het afrekenen werken dan mogelijk niet.',
    sharingHeading: '4. Je gegevens delen',
    sharing:
      'We delen gegevens alleen voor zover nodig om de winkel te runnen: met onze druk- en fulfilmentpartners en vervoerders om je bestelling te maken en te leveren, met betaalproviders om de betaling te verwerken, met dienstverleners die de winkel hosten of ons helpen met analyse en support, en met autoriteiten als de wet dat vereist. We verkopen je persoonsgegevens niet.',
    childrenHeading: '5. Privacy van kinderen',
    children:
      'De winkel is niet gericht op kinderen jonger dan 13 jaar, en we verzamelen niet bewust persoonsgegevens van kinderen jonger dan 13 jaar. Denk je dat een kind jonger dan 13 ons persoonsgegevens heeft gegeven, <link>neem dan contact met ons op</link> en we verwijderen ze.',
    choicesHeading: '6. Je keuzes en afmelden',
    choices:
      'Je kunt je op elk moment afmelden voor marketingmails via de link in elke marketingmail of door contact met ons op te nemen. Houd rekening met maximaal tien werkdagen voordat een afmelding van kracht wordt; berichten over bestellingen die je hebt geplaatst, blijf je ontvangen. Je kunt ons ook vragen om de persoonsgegevens die we over je hebben in te zien, te corrigeren of te verwijderen, behalve de gegevens die we wettelijk moeten bewaren.',
    retentionHeading: '7. Bewaartermijn en beveiliging',
    retention:
      'We bewaren bestelgegevens zolang dat nodig is om bestellingen uit te voeren, retouren af te handelen en aan wettelijke, fiscale en boekhoudkundige verplichtingen te voldoen. We beschermen gegevens met versleuteling tijdens verzending, toegangscontrole en betrouwbare providers, maar geen enkele manier van verzenden of opslaan is volledig veilig.',
    changesHeading: '8. Wijzigingen in dit beleid',
    changes:
      'We kunnen dit beleid van tijd tot tijd bijwerken. De datum bovenaan deze pagina laat zien wanneer het voor het laatst is gewijzigd.',
    contactHeading: '9. Contact',
    contact:
      'Vragen over je privacy? Neem contact met ons op via ons <contact>contactformulier</contact>. Zie ook onze <terms>gebruiksvoorwaarden</terms>.',
  },
  fr: {
    title: 'Politique de confidentialité',
    intro:
      'La présente politique de confidentialité explique quelles données personnelles {named, select, yes {{store}} other {cette boutique}} collecte lorsque vous visitez la boutique ou y effectuez un achat, comment nous les utilisons, avec qui nous les partageons et quels choix s’offrent à vous.',
    collectHeading: '1. Les informations que nous collectons',
    collectOrder:
      '<b>Informations de commande</b> : votre nom, votre adresse e-mail, votre adresse de livraison, votre numéro de téléphone et les produits que vous achetez, afin que nous puissions imprimer, expédier et suivre votre commande.',
    collectPayment:
      '<b>Informations de paiement</b> : les paiements par carte et portefeuille électronique sont traités par nos prestataires de paiement. Nous recevons une confirmation et quelques détails (comme la marque de la carte et ses quatre derniers chiffres), jamais votre numéro de carte complet.',
    collectUsage:
      '<b>Informations d’utilisation</b> : pages consultées, produits ajoutés au panier, type d’appareil et de navigateur, et localisation approximative déduite de votre adresse IP, collectés au moyen de cookies et de technologies similaires.',
    collectMessages:
      '<b>Messages</b> : ce que vous nous envoyez via le formulaire de contact, par e-mail ou par chat en direct.',
    useHeading: '2. Comment nous utilisons vos informations',
    use: 'Nous utilisons vos informations pour traiter et livrer les commandes, envoyer des informations sur les commandes et leur expédition, répondre aux demandes d’assistance, prévenir la fraude, mémoriser votre panier et vos préférences (région, devise et langue), améliorer la boutique et, si vous l’avez accepté, vous envoyer des e-mails marketing. Le consentement au marketing n’est jamais une condition d’achat.',
    cookiesHeading: '3. Cookies',
    cookies:
      'Nous utilisons des cookies pour conserver votre panier, mémoriser vos préférences, mesurer l’utilisation de la boutique et, lorsque cela est autorisé, afficher des publicités pertinentes. Vous pouvez bloquer ou supprimer les cookies dans les paramètres de votre navigateur ; le panier et le paiement risquent alors de ne pas fonctionner.',
    sharingHeading: '4. Partage de vos informations',
    sharing:
      'Nous ne partageons des informations que dans la mesure nécessaire au fonctionnement de la boutique : avec nos partenaires d’impression et de logistique et les transporteurs pour fabriquer et livrer votre commande, avec les prestataires de paiement pour encaisser le paiement, avec les prestataires qui hébergent la boutique ou nous aident pour l’analyse et l’assistance, et avec les autorités lorsque la loi l’exige. Nous ne vendons pas vos données personnelles.',
    childrenHeading: '5. Confidentialité des enfants',
    children:
      'La boutique ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment de données personnelles concernant des enfants de moins de 13 ans. Si vous pensez qu’un enfant de moins de 13 ans nous a communiqué des données personnelles, veuillez <link>nous contacter</link> et nous les supprimerons.',
    choicesHeading: '6. Vos choix et la désinscription',
    choices:
      'Vous pouvez vous désinscrire des e-mails marketing à tout moment grâce au lien présent dans chacun d’eux ou en nous contactant. Prévoyez jusqu’à dix jours ouvrés pour que la désinscription prenne effet ; vous continuerez à recevoir les messages concernant les commandes que vous avez passées. Vous pouvez aussi nous demander d’accéder aux données personnelles que nous détenons sur vous, de les corriger ou de les supprimer, sous réserve des documents que la loi nous oblige à conserver.',
    retentionHeading: '7. Conservation et sécurité des données',
    retention:
      'Nous conservons les données de commande aussi longtemps que nécessaire pour exécuter les commandes, gérer les retours et respecter nos obligations légales, fiscales et comptables. Nous protégeons les informations par le chiffrement lors des transferts, des contrôles d’accès et des prestataires de confiance, mais aucune méthode de transmission ou de stockage n’est totalement sûre.',
    changesHeading: '8. Modifications de cette politique',
    changes:
      'Nous pouvons mettre à jour cette politique de temps à autre. La date en haut de cette page indique sa dernière modification.',
    contactHeading: '9. Contact',
    contact:
      'Des questions sur vos données personnelles ? Contactez-nous via notre <contact>formulaire de contact</contact>. Consultez aussi nos <terms>conditions d’utilisation</terms>.',
  },
  it: {
    title: 'Informativa sulla privacy',
    intro:
      'La presente informativa sulla privacy spiega quali dati personali {named, select, yes {{store}} other {questo negozio}} raccoglie quando visiti il negozio o vi effettui un acquisto, come li usiamo, con chi li condividiamo e quali scelte hai a disposizione.',
    collectHeading: '1. Dati che raccogliamo',
    collectOrder:
      '<b>Dati dell’ordine</b>: nome, indirizzo email, indirizzo di spedizione, numero di telefono e i prodotti che acquisti, così da poter stampare, spedire e gestire il tuo ordine.',
    collectPayment:
      '<b>Dati di pagamento</b>: i pagamenti con carta e wallet sono gestiti dai nostri fornitori di servizi di pagamento. Riceviamo una conferma e pochi dettagli (come il circuito della carta e le ultime quattro cifre), mai il numero completo della carta.',
    collectUsage:
      '<b>Dati di utilizzo</b>: pagine visitate, prodotti aggiunti al carrello, tipo di dispositivo e browser e posizione approssimativa ricavata dal tuo indirizzo IP, raccolti tramite cookie e tecnologie simili.',
    collectMessages:
      '<b>Messaggi</b>: ciò che ci invii tramite il modulo di contatto, via email o in chat dal vivo.',
    useHeading: '2. Come usiamo i tuoi dati',
    use: 'Usiamo i tuoi dati per elaborare e consegnare gli ordini, inviare aggiornamenti su ordini e spedizioni, rispondere alle richieste di assistenza, prevenire le frodi, ricordare il tuo carrello e le tue preferenze (regione, valuta e lingua), migliorare il negozio e, se hai dato il consenso, inviarti email di marketing. Il consenso al marketing non è mai una condizione per l’acquisto.',
    cookiesHeading: '3. Cookie',
    cookies:
      'Usiamo i cookie per conservare il tuo carrello, ricordare le tue preferenze, misurare l’utilizzo del negozio e, dove consentito, mostrare pubblicità pertinente. Puoi bloccare o eliminare i cookie nelle impostazioni del browser; senza di essi il carrello e il checkout potrebbero non funzionare.',
    sharingHeading: '4. Condivisione dei tuoi dati',
    sharing:
      'Condividiamo i dati solo nella misura necessaria a gestire il negozio: con i nostri partner di stampa e logistica e i corrieri per realizzare e consegnare il tuo ordine, con i fornitori di servizi di pagamento per incassare il pagamento, con i fornitori che ospitano il negozio o ci aiutano con analisi e assistenza, e con le autorità quando la legge lo richiede. Non vendiamo i tuoi dati personali.',
    childrenHeading: '5. Privacy dei minori',
    children:
      'Il negozio non è rivolto ai minori di 13 anni e non raccogliamo consapevolmente dati personali di minori di 13 anni. Se ritieni che un minore di 13 anni ci abbia fornito dati personali, <link>contattaci</link> e li cancelleremo.',
    choicesHeading: '6. Le tue scelte e la revoca',
    choices:
      'Puoi annullare l’iscrizione alle email di marketing in qualsiasi momento tramite il link presente in ogni email di marketing o contattandoci. Attendi fino a dieci giorni lavorativi perché la richiesta di revoca abbia effetto; continuerai a ricevere i messaggi relativi agli ordini effettuati. Puoi anche chiederci di accedere ai dati personali che conserviamo su di te, di correggerli o di cancellarli, fatti salvi i documenti che siamo tenuti per legge a conservare.',
    retentionHeading: '7. Conservazione e sicurezza dei dati',
    retention:
      'Conserviamo i dati degli ordini per il tempo necessario a evadere gli ordini, gestire i resi e adempiere agli obblighi legali, fiscali e contabili. Proteggiamo i dati con la crittografia durante la trasmissione, controlli di accesso e fornitori affidabili, ma nessun metodo di trasmissione o archiviazione è completamente sicuro.',
    changesHeading: '8. Modifiche a questa informativa',
    changes:
      'Potremmo aggiornare questa informativa di tanto in tanto. La data in cima a questa pagina indica quando è stata modificata l’ultima volta.',
    contactHeading: '9. Contatti',
    contact:
      'Domande sulla tua privacy? Scrivici tramite il nostro <contact>modulo di contatto</contact>. Consulta anche le nostre <terms>Condizioni d’uso</terms>.',
  },
  es: {
    title: 'Política de privacidad',
    intro:
      'Esta Política de privacidad explica qué información personal recopila {named, select, yes {{store}} other {esta tienda}} cuando visitas la tienda o compras en ella, cómo la usamos, con quién la compartimos y qué opciones tienes.',
    collectHeading: '1. Información que recopilamos',
    collectOrder:
      '<b>Información del pedido</b>: tu nombre, dirección de correo electrónico, dirección de envío, número de teléfono y los productos que compras, para que podamos imprimir, enviar y gestionar tu pedido.',
    collectPayment:
      '<b>Información de pago</b>: los pagos con tarjeta y monedero digital los gestionan nuestros proveedores de pago. Recibimos una confirmación y datos limitados (como la marca de la tarjeta y los últimos cuatro dígitos), nunca el número completo de tu tarjeta.',
    collectUsage:
      '<b>Información de uso</b>: páginas visitadas, productos añadidos al carrito, tipo de dispositivo y navegador, y ubicación aproximada obtenida de tu dirección IP, recopilada mediante cookies y tecnologías similares.',
    collectMessages:
      '<b>Mensajes</b>: lo que nos envías a través del formulario de contacto, por correo electrónico o por chat en vivo.',
    useHeading: '2. Cómo usamos tu información',
    use: 'Usamos tu información para procesar y entregar pedidos, enviar novedades sobre pedidos y envíos, responder a solicitudes de soporte, prevenir el fraude, recordar tu carrito y tus preferencias (región, moneda e idioma), mejorar la tienda y, si lo has aceptado, enviarte correos de marketing. El consentimiento al marketing nunca es una condición de compra.',
    cookiesHeading: '3. Cookies',
    cookies:
      'Usamos cookies para conservar tu carrito, recordar tus preferencias, medir cómo se usa la tienda y, cuando está permitido, mostrar publicidad relevante. Puedes bloquear o eliminar las cookies en la configuración de tu navegador; es posible que el carrito y el proceso de pago no funcionen sin ellas.',
    sharingHeading: '4. Cómo compartimos tu información',
    sharing:
      'Solo compartimos información en la medida necesaria para gestionar la tienda: con nuestros socios de impresión y logística y con las empresas de transporte para fabricar y entregar tu pedido, con los proveedores de pago para cobrar el pago, con los proveedores de servicios que alojan la tienda o nos ayudan con la analítica y el soporte, y con las autoridades cuando la ley lo exige. No vendemos tu información personal.',
    childrenHeading: '5. Privacidad de los menores',
    children:
      'La tienda no está dirigida a menores de 13 años y no recopilamos a sabiendas información personal de menores de 13 años. Si crees que un menor de 13 años nos ha facilitado información personal, <link>ponte en contacto con nosotros</link> y la eliminaremos.',
    choicesHeading: '6. Tus opciones y la baja',
    choices:
      'Puedes darte de baja de los correos de marketing en cualquier momento con el enlace incluido en cualquiera de ellos o poniéndote en contacto con nosotros. Una solicitud de baja puede tardar hasta diez días hábiles en hacerse efectiva; seguirás recibiendo mensajes sobre los pedidos que hayas realizado. También puedes pedirnos acceder a la información personal que tenemos sobre ti, corregirla o eliminarla, salvo los registros que debamos conservar por ley.',
    retentionHeading: '7. Conservación y seguridad de los datos',
    retention:
      'Conservamos los registros de pedidos durante el tiempo necesario para completar los pedidos, gestionar las devoluciones y cumplir las obligaciones legales, fiscales y contables. Protegemos la información con cifrado en tránsito, controles de acceso y proveedores de confianza, pero ningún método de transmisión o almacenamiento es completamente seguro.',
    changesHeading: '8. Cambios en esta política',
    changes:
      'Podemos actualizar esta política de vez en cuando. La fecha que aparece al principio de esta página indica cuándo se modificó por última vez.',
    contactHeading: '9. Contacto',
    contact:
      '¿Tienes preguntas sobre tu privacidad? Escríbenos a través de nuestro <contact>formulario de contacto</contact>. Consulta también nuestras <terms>Condiciones de uso</terms>.',
  },
  'pt-BR': {
    title: 'Política de Privacidade',
    intro:
      'Esta Política de Privacidade explica quais informações pessoais {named, select, yes {{store}} other {esta loja}} coleta quando você visita a loja ou compra nela, como as usamos, com quem as compartilhamos e quais escolhas você tem.',
    collectHeading: '1. Informações que coletamos',
    collectOrder:
      '<b>Informações do pedido</b>: seu nome, e-mail, endereço de entrega, telefone e os produtos que você compra, para que possamos imprimir, enviar e dar suporte ao seu pedido.',
    collectPayment:
      '<b>Informações de pagamento</b>: pagamentos com cartão e carteira digital são processados pelos nossos provedores de pagamento. Recebemos uma confirmação e poucos detalhes (como a bandeira do cartão e os quatro últimos dígitos), nunca o número completo do seu cartão.',
    collectUsage:
      '<b>Informações de uso</b>: páginas visitadas, produtos adicionados ao carrinho, tipo de dispositivo e navegador e localização aproximada obtida a partir do seu endereço IP, coletadas com cookies e tecnologias semelhantes.',
    collectMessages:
      '<b>Mensagens</b>: o que você nos envia pelo formulário de contato, por e-mail ou pelo chat ao vivo.',
    useHeading: '2. Como usamos suas informações',
    use: 'Usamos suas informações para processar e entregar pedidos, enviar atualizações sobre pedidos e entregas, responder a solicitações de suporte, evitar fraudes, lembrar seu carrinho e suas preferências (região, moeda e idioma), melhorar a loja e, se você concordou, enviar e-mails de marketing. O consentimento para marketing nunca é condição para a compra.',
    cookiesHeading: '3. Cookies',
    cookies:
      'Usamos cookies para manter seu carrinho, lembrar suas preferências, medir como a loja é usada e, quando permitido, exibir publicidade relevante. Você pode bloquear ou excluir cookies nas configurações do navegador; o carrinho e o checkout podem não funcionar sem eles.',
    sharingHeading: '4. Compartilhamento de suas informações',
    sharing:
      'Compartilhamos informações apenas quando necessário para operar a loja: com nossos parceiros de impressão e logística e transportadoras para produzir e entregar seu pedido, com provedores de pagamento para receber o pagamento, com prestadores de serviço que hospedam a loja ou nos ajudam com análises e suporte, e com autoridades quando a lei exigir. Não vendemos suas informações pessoais.',
    childrenHeading: '5. Privacidade de crianças',
    children:
      'A loja não é direcionada a crianças menores de 13 anos, e não coletamos intencionalmente informações pessoais de crianças menores de 13 anos. Se você acredita que uma criança menor de 13 anos nos forneceu informações pessoais, <link>fale conosco</link> e nós as excluiremos.',
    choicesHeading: '6. Suas escolhas e cancelamento',
    choices:
      'Você pode cancelar a inscrição nos e-mails de marketing a qualquer momento pelo link presente em qualquer e-mail de marketing ou entrando em contato conosco. Aguarde até dez dias úteis para que o pedido de cancelamento tenha efeito; você continuará recebendo mensagens sobre os pedidos que fez. Você também pode nos pedir para acessar, corrigir ou excluir as informações pessoais que temos sobre você, ressalvados os registros que devemos manter por lei.',
    retentionHeading: '7. Retenção e segurança dos dados',
    retention:
      'Mantemos os registros de pedidos pelo tempo necessário para atender aos pedidos, lidar com devoluções e cumprir obrigações legais, fiscais e contábeis. Protegemos as informações com criptografia em trânsito, controles de acesso e provedores confiáveis, mas nenhum método de transmissão ou armazenamento é totalmente seguro.',
    changesHeading: '8. Alterações nesta política',
    changes:
      'Podemos atualizar esta política periodicamente. A data no topo desta página mostra quando ela foi alterada pela última vez.',
    contactHeading: '9. Contato',
    contact:
      'Dúvidas sobre sua privacidade? Fale conosco pelo nosso <contact>formulário de contato</contact>. Veja também nossos <terms>Termos de Uso</terms>.',
  },
  'en-GB': britishOf(privacy, {
    sharing:
      'We share information only as needed to run the store: with our printing and fulfilment partners and shipping carriers to make and deliver your order, with payment providers to take payment, with service providers that host the store or help us with analytics and support, and with authorities when the law requires it. We do not sell your personal information.',
  }),
});

/** The terms of use, paragraph by paragraph; `en` is the SPEC's text. */
const terms = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Terms of Use' },
  intro: defineMessage<{ named: 'yes' | 'no'; store: string }>({
    id: 'terms.intro',
    defaultMessage: `Welcome to ${STORE}. These Terms of Use govern your access to and use of this online store, including browsing, buying products and contacting our support team. By using the store you agree to these terms. If you do not agree, please do not use the store.`,
  }),
  whoHeading: { id: 'terms.whoHeading', defaultMessage: '1. Who may use the store' },
  who: {
    id: 'terms.who',
    defaultMessage:
      'You must be 18 years of age or older to use this store and to place an order. By placing an order you confirm that you are at least 18 years old and legally able to enter into a binding contract. If you are under 18, you may only browse the store under the supervision of a parent or legal guardian, who must place any order on your behalf.',
  },
  printHeading: { id: 'terms.printHeading', defaultMessage: '2. Print-on-demand products' },
  print: {
    id: 'terms.print',
    defaultMessage:
      'Every product is printed to order after you buy it. Colours shown on screen may differ slightly from the printed product because of differences between displays and printing processes. Product designs are provided by the store owner, who is responsible for having the rights to use them.',
  },
  ordersHeading: { id: 'terms.ordersHeading', defaultMessage: '3. Orders, prices and payment' },
  orders: {
    id: 'terms.orders',
    defaultMessage:
      'All prices are shown in the currency you select and include the item price only; shipping and any applicable taxes are calculated at checkout before you pay. An order is accepted when we send you an order confirmation. We may refuse or cancel an order, for example when a product is no longer available or a pricing error occurred; in that case any amount you paid is refunded in full. Payments are processed by our payment providers; we do not store your full card number.',
  },
  shippingHeading: { id: 'terms.shippingHeading', defaultMessage: '4. Shipping and delivery' },
  shipping: {
    id: 'terms.shipping',
    defaultMessage:
      'Estimated delivery dates are shown at checkout. They are estimates, not guarantees, and may be affected by production volume, carriers and customs. Risk of loss passes to you when the carrier delivers your order to the address you provided.',
  },
  returnsHeading: { id: 'terms.returnsHeading', defaultMessage: '5. Returns and refunds' },
  returns: defineMessage<{ days: number; link: MessageTag }>({
    id: 'terms.returns',
    defaultMessage:
      'We offer a {days} day free return policy on physical products. Digital products cannot be returned once they have been delivered. Details of how to return an item are in our <link>help centre</link>.',
  }),
  useHeading: { id: 'terms.useHeading', defaultMessage: '6. Acceptable use' },
  use: {
    id: 'terms.use',
    defaultMessage:
      "You agree not to misuse the store: you may not attempt to gain unauthorized access to our systems, interfere with the store's operation, use automated means to scrape or place orders, or use the store for any unlawful purpose. You may report a product you believe infringes your rights through the report link on its page.",
  },
  ipHeading: { id: 'terms.ipHeading', defaultMessage: '7. Intellectual property' },
  ip: {
    id: 'terms.ip',
    defaultMessage:
      'The store, its software and its content are protected by copyright, trademark and other laws. Buying a product gives you ownership of that physical or digital item for personal use; it does not transfer any rights in the design itself.',
  },
  disclaimerHeading: { id: 'terms.disclaimerHeading', defaultMessage: '8. Disclaimer' },
  disclaimer: {
    id: 'terms.disclaimer',
    defaultMessage:
      'The store is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, except those that cannot be excluded by law.',
  },
  liabilityHeading: {
    id: 'terms.liabilityHeading',
    defaultMessage: '9. Limitation of liability',
  },
  liability: {
    id: 'terms.liability',
    defaultMessage:
      'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages arising out of your use of the store. Our total liability to you for all claims arising out of or relating to these terms, the store or any order is limited to fifty US dollars ($50).',
  },
  changesHeading: { id: 'terms.changesHeading', defaultMessage: '10. Changes to these terms' },
  changes: {
    id: 'terms.changes',
    defaultMessage:
      'We may update these terms from time to time. The date at the top of this page shows when they were last changed. Continuing to use the store after a change means you accept the updated terms.',
  },
  contactHeading: { id: 'terms.contactHeading', defaultMessage: '11. Contact' },
  contact: defineMessage<{ contact: MessageTag; privacy: MessageTag }>({
    id: 'terms.contact',
    defaultMessage:
      'Questions about these terms? Reach us through our <contact>contact form</contact>. See also our <privacy>Privacy Policy</privacy>.',
  }),
});

export const TERMS_MESSAGES = terms;

export const termsCatalog = defineCatalog(terms, {
  de: {
    title: 'Nutzungsbedingungen',
    intro:
      'Willkommen bei {named, select, yes {{store}} other {diesem Shop}}. Diese Nutzungsbedingungen regeln deinen Zugang zu diesem Onlineshop und seine Nutzung, einschließlich Stöbern, dem Kauf von Produkten und der Kontaktaufnahme mit unserem Support-Team. Indem du den Shop nutzt, stimmst du diesen Bedingungen zu. Wenn du nicht zustimmst, nutze den Shop bitte nicht.',
    whoHeading: '1. Wer den Shop nutzen darf',
    who: 'Du musst mindestens 18 Jahre alt sein, um diesen Shop zu nutzen und eine Bestellung aufzugeben. Mit einer Bestellung bestätigst du, dass du mindestens 18 Jahre alt und rechtlich in der Lage bist, einen verbindlichen Vertrag zu schließen. Wenn du jünger als 18 bist, darfst du den Shop nur unter Aufsicht eines Elternteils oder Erziehungsberechtigten ansehen, der jede Bestellung für dich aufgeben muss.',
    printHeading: '2. Print-on-Demand-Produkte',
    print:
      'Jedes Produkt wird nach deinem Kauf auf Bestellung gedruckt. Die Farben auf dem Bildschirm können wegen Unterschieden zwischen Displays und Druckverfahren leicht vom gedruckten Produkt abweichen. Die Produktdesigns stellt der Shopbetreiber bereit, der dafür verantwortlich ist, die Rechte an ihrer Nutzung zu besitzen.',
    ordersHeading: '3. Bestellungen, Preise und Bezahlung',
    orders:
      'Alle Preise werden in der von dir gewählten Währung angezeigt und umfassen nur den Artikelpreis; Versand und gegebenenfalls anfallende Steuern werden an der Kasse berechnet, bevor du bezahlst. Eine Bestellung ist angenommen, sobald wir dir eine Bestellbestätigung senden. Wir können eine Bestellung ablehnen oder stornieren, zum Beispiel wenn ein Produkt nicht mehr verfügbar ist oder ein Preisfehler aufgetreten ist; in diesem Fall erstatten wir jeden von dir gezahlten Betrag vollständig. Zahlungen wickeln unsere Zahlungsanbieter ab; wir speichern deine vollständige Kartennummer nicht.',
    shippingHeading: '4. Versand und Lieferung',
    shipping:
      'Voraussichtliche Liefertermine werden an der Kasse angezeigt. Sie sind Schätzungen, keine Garantien, und können von Produktionsmenge, Versanddienstleistern und Zoll beeinflusst werden. Die Gefahr des Verlusts geht auf dich über, wenn der Versanddienstleister deine Bestellung an die von dir angegebene Adresse zustellt.',
    returnsHeading: '5. Rückgaben und Erstattungen',
    returns:
      'Für physische Produkte bieten wir eine kostenlose Rückgabe innerhalb von {days} Tagen. Digitale Produkte können nach der Lieferung nicht zurückgegeben werden. Wie du einen Artikel zurückschickst, erfährst du in unserem <link>Hilfe-Center</link>.',
    useHeading: '6. Zulässige Nutzung',
    use: 'Du verpflichtest dich, den Shop nicht zu missbrauchen: Du darfst nicht versuchen, unbefugt auf unsere Systeme zuzugreifen, den Betrieb des Shops zu stören, automatisiert Inhalte auszulesen oder Bestellungen aufzugeben oder den Shop für rechtswidrige Zwecke zu nutzen. Ein Produkt, das deiner Meinung nach deine Rechte verletzt, kannst du über den Melde-Link auf seiner Seite melden.',
    ipHeading: '7. Geistiges Eigentum',
    ip: 'Der Shop, seine Software und seine Inhalte sind durch Urheber-, Marken- und andere Gesetze geschützt. Mit dem Kauf eines Produkts erwirbst du das Eigentum an diesem physischen oder digitalen Artikel zur persönlichen Nutzung; Rechte am Design selbst werden dadurch nicht übertragen.',
    disclaimerHeading: '8. Haftungsausschluss',
    disclaimer:
      'Der Shop wird „wie besehen“ und „wie verfügbar“ bereitgestellt. Soweit gesetzlich zulässig, schließen wir alle ausdrücklichen oder stillschweigenden Gewährleistungen aus, einschließlich der Gewährleistung der Marktgängigkeit, der Eignung für einen bestimmten Zweck und der Nichtverletzung von Rechten, mit Ausnahme derer, die gesetzlich nicht ausgeschlossen werden können.',
    liabilityHeading: '9. Haftungsbeschränkung',
    liability:
      'Soweit gesetzlich zulässig, haften wir nicht für indirekte, zufällige, besondere, Folge- oder Strafschäden, die aus deiner Nutzung des Shops entstehen. Unsere Gesamthaftung dir gegenüber für alle Ansprüche aus oder im Zusammenhang mit diesen Bedingungen, dem Shop oder einer Bestellung ist auf fünfzig US-Dollar (50 $) begrenzt.',
    changesHeading: '10. Änderungen dieser Bedingungen',
    changes:
      'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt geändert wurden. Wenn du den Shop nach einer Änderung weiter nutzt, akzeptierst du die aktualisierten Bedingungen.',
    contactHeading: '11. Kontakt',
    contact:
      'Fragen zu diesen Bedingungen? Erreiche uns über unser <contact>Kontaktformular</contact>. Siehe auch unsere <privacy>Datenschutzerklärung</privacy>.',
  },
  nl: {
    title: 'Gebruiksvoorwaarden',
    intro:
      'Welkom bij {named, select, yes {{store}} other {deze winkel}}. Deze gebruiksvoorwaarden regelen je toegang tot en gebruik van deze onlinewinkel, waaronder rondkijken, producten kopen en contact opnemen met ons supportteam. Door de winkel te gebruiken ga je akkoord met deze voorwaarden. Ga je niet akkoord, gebruik de winkel dan niet.',
    whoHeading: '1. Wie de winkel mag gebruiken',
    who: 'Je moet 18 jaar of ouder zijn om deze winkel te gebruiken en een bestelling te plaatsen. Door een bestelling te plaatsen bevestig je dat je minstens 18 jaar oud bent en wettelijk een bindende overeenkomst mag aangaan. Ben je jonger dan 18, dan mag je de winkel alleen bekijken onder toezicht van een ouder of wettelijke voogd, die elke bestelling namens jou moet plaatsen.',
    printHeading: '2. Print-on-demandproducten',
    print:
      'Elk product wordt op bestelling gedrukt nadat je het hebt gekocht. Kleuren op het scherm kunnen iets afwijken van het gedrukte product door verschillen tussen beeldschermen en drukprocessen. Productontwerpen worden geleverd door de eigenaar van de winkel, die ervoor verantwoordelijk is dat hij de rechten heeft om ze te gebruiken.',
    ordersHeading: '3. Bestellingen, prijzen en betaling',
    orders:
      'Alle prijzen worden getoond in de valuta die je kiest en omvatten alleen de artikelprijs; verzendkosten en eventuele belastingen worden bij het afrekenen berekend voordat je betaalt. Een bestelling is geaccepteerd wanneer we je een orderbevestiging sturen. We kunnen een bestelling weigeren of annuleren, bijvoorbeeld als een product niet meer beschikbaar is of er een prijsfout is gemaakt; in dat geval wordt elk bedrag dat je hebt betaald volledig terugbetaald. Betalingen worden verwerkt door onze betaalproviders; we slaan je volledige kaartnummer niet op.',
    shippingHeading: '4. Verzending en levering',
    shipping:
      'Geschatte leverdata worden bij het afrekenen getoond. Het zijn schattingen, geen garanties, en ze kunnen worden beïnvloed door productievolume, vervoerders en douane. Het risico van verlies gaat op jou over wanneer de vervoerder je bestelling aflevert op het adres dat je hebt opgegeven.',
    returnsHeading: '5. Retouren en terugbetalingen',
    returns:
      'Voor fysieke producten bieden we {days} dagen gratis retourneren. Digitale producten kunnen na levering niet worden geretourneerd. Hoe je een artikel retourneert, lees je in ons <link>helpcentrum</link>.',
    useHeading: '6. Aanvaardbaar gebruik',
    use: 'Je gaat ermee akkoord de winkel niet te misbruiken: je mag niet proberen zonder toestemming toegang te krijgen tot onze systemen, de werking van de winkel verstoren, geautomatiseerde middelen gebruiken om gegevens te verzamelen of bestellingen te plaatsen, of de winkel voor onwettige doeleinden gebruiken. Je kunt een product waarvan je denkt dat het inbreuk maakt op je rechten melden via de meldlink op de productpagina.',
    ipHeading: '7. Intellectueel eigendom',
    ip: 'De winkel, de software en de inhoud zijn beschermd door auteursrecht, merkenrecht en andere wetten. Door een product te kopen word je eigenaar van dat fysieke of digitale artikel voor persoonlijk gebruik; er worden geen rechten op het ontwerp zelf overgedragen.',
    disclaimerHeading: '8. Disclaimer',
    disclaimer:
      'De winkel wordt aangeboden "zoals hij is" en "zoals beschikbaar". Voor zover de wet het toestaat, wijzen we alle uitdrukkelijke of stilzwijgende garanties af, waaronder garanties van verkoopbaarheid, geschiktheid voor een bepaald doel en het niet inbreuk maken op rechten, behalve garanties die wettelijk niet kunnen worden uitgesloten.',
    liabilityHeading: '9. Beperking van aansprakelijkheid',
    liability:
      'Voor zover de wet het toestaat, zijn we niet aansprakelijk voor indirecte, incidentele, bijzondere, gevolg- of punitieve schade die voortvloeit uit je gebruik van de winkel. Onze totale aansprakelijkheid jegens jou voor alle claims die voortvloeien uit of verband houden met deze voorwaarden, de winkel of een bestelling is beperkt tot vijftig Amerikaanse dollar ($ 50).',
    changesHeading: '10. Wijzigingen in deze voorwaarden',
    changes:
      'We kunnen deze voorwaarden van tijd tot tijd bijwerken. De datum bovenaan deze pagina laat zien wanneer ze voor het laatst zijn gewijzigd. Als je de winkel na een wijziging blijft gebruiken, accepteer je de bijgewerkte voorwaarden.',
    contactHeading: '11. Contact',
    contact:
      'Vragen over deze voorwaarden? Neem contact met ons op via ons <contact>contactformulier</contact>. Zie ook ons <privacy>privacybeleid</privacy>.',
  },
  fr: {
    title: 'Conditions d’utilisation',
    intro:
      'Bienvenue sur {named, select, yes {{store}} other {cette boutique}}. Les présentes conditions d’utilisation régissent votre accès à cette boutique en ligne et son utilisation, y compris la navigation, l’achat de produits et la prise de contact avec notre équipe d’assistance. En utilisant la boutique, vous acceptez ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser la boutique.',
    whoHeading: '1. Qui peut utiliser la boutique',
    who: 'Vous devez avoir 18 ans ou plus pour utiliser cette boutique et passer une commande. En passant commande, vous confirmez avoir au moins 18 ans et être juridiquement capable de conclure un contrat contraignant. Si vous avez moins de 18 ans, vous ne pouvez parcourir la boutique que sous la surveillance d’un parent ou d’un tuteur légal, qui doit passer toute commande en votre nom.',
    printHeading: '2. Produits imprimés à la demande',
    print:
      'Chaque produit est imprimé à la commande après votre achat. Les couleurs affichées à l’écran peuvent différer légèrement du produit imprimé en raison des différences entre les écrans et les procédés d’impression. Les designs des produits sont fournis par le propriétaire de la boutique, qui est responsable de disposer des droits pour les utiliser.',
    ordersHeading: '3. Commandes, prix et paiement',
    orders:
      'Tous les prix sont affichés dans la devise que vous choisissez et comprennent uniquement le prix de l’article ; la livraison et les éventuelles taxes applicables sont calculées lors du paiement, avant que vous ne payiez. Une commande est acceptée lorsque nous vous envoyons une confirmation de commande. Nous pouvons refuser ou annuler une commande, par exemple lorsqu’un produit n’est plus disponible ou qu’une erreur de prix s’est produite ; dans ce cas, tout montant payé vous est intégralement remboursé. Les paiements sont traités par nos prestataires de paiement ; nous ne conservons pas votre numéro de carte complet.',
    shippingHeading: '4. Expédition et livraison',
    shipping:
      'Les dates de livraison estimées sont indiquées lors du paiement. Il s’agit d’estimations et non de garanties, qui peuvent être affectées par le volume de production, les transporteurs et les douanes. Le risque de perte vous est transféré lorsque le transporteur livre votre commande à l’adresse que vous avez indiquée.',
    returnsHeading: '5. Retours et remboursements',
    returns:
      'Nous proposons le retour gratuit sous {days} jours pour les produits physiques. Les produits numériques ne peuvent pas être retournés une fois livrés. La marche à suivre pour retourner un article se trouve dans notre <link>centre d’aide</link>.',
    useHeading: '6. Utilisation acceptable',
    use: 'Vous vous engagez à ne pas faire un usage abusif de la boutique : vous ne pouvez pas tenter d’accéder sans autorisation à nos systèmes, perturber le fonctionnement de la boutique, utiliser des moyens automatisés pour en extraire des données ou passer des commandes, ni utiliser la boutique à des fins illicites. Vous pouvez signaler un produit qui, selon vous, porte atteinte à vos droits grâce au lien de signalement sur sa page.',
    ipHeading: '7. Propriété intellectuelle',
    ip: 'La boutique, son logiciel et son contenu sont protégés par le droit d’auteur, le droit des marques et d’autres lois. L’achat d’un produit vous rend propriétaire de cet article physique ou numérique pour un usage personnel ; il ne vous transfère aucun droit sur le design lui-même.',
    disclaimerHeading: '8. Exclusion de garantie',
    disclaimer:
      'La boutique est fournie « en l’état » et « selon sa disponibilité ». Dans toute la mesure permise par la loi, nous excluons toute garantie, expresse ou implicite, y compris les garanties de qualité marchande, d’adéquation à un usage particulier et d’absence de contrefaçon, à l’exception de celles qui ne peuvent être exclues par la loi.',
    liabilityHeading: '9. Limitation de responsabilité',
    liability:
      'Dans toute la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs résultant de votre utilisation de la boutique. Notre responsabilité totale envers vous pour toute réclamation découlant de ces conditions, de la boutique ou d’une commande, ou s’y rapportant, est limitée à cinquante dollars américains (50 $ US).',
    changesHeading: '10. Modifications de ces conditions',
    changes:
      'Nous pouvons mettre à jour ces conditions de temps à autre. La date en haut de cette page indique leur dernière modification. Continuer à utiliser la boutique après une modification signifie que vous acceptez les conditions mises à jour.',
    contactHeading: '11. Contact',
    contact:
      'Des questions sur ces conditions ? Contactez-nous via notre <contact>formulaire de contact</contact>. Consultez aussi notre <privacy>politique de confidentialité</privacy>.',
  },
  it: {
    title: 'Condizioni d’uso',
    intro:
      'Benvenuto su {named, select, yes {{store}} other {questo negozio}}. Le presenti Condizioni d’uso regolano il tuo accesso a questo negozio online e il suo utilizzo, compresi la navigazione, l’acquisto di prodotti e il contatto con il nostro team di assistenza. Usando il negozio accetti queste condizioni. Se non le accetti, ti preghiamo di non usare il negozio.',
    whoHeading: '1. Chi può usare il negozio',
    who: 'Devi avere almeno 18 anni per usare questo negozio ed effettuare un ordine. Effettuando un ordine confermi di avere almeno 18 anni e di avere la capacità legale di stipulare un contratto vincolante. Se hai meno di 18 anni, puoi solo navigare nel negozio sotto la supervisione di un genitore o di un tutore legale, che deve effettuare qualsiasi ordine per tuo conto.',
    printHeading: '2. Prodotti stampati su richiesta',
    print:
      'Ogni prodotto viene stampato su ordinazione dopo l’acquisto. I colori visualizzati sullo schermo possono differire leggermente dal prodotto stampato a causa delle differenze tra schermi e processi di stampa. I design dei prodotti sono forniti dal proprietario del negozio, che è responsabile di disporre dei diritti per utilizzarli.',
    ordersHeading: '3. Ordini, prezzi e pagamento',
    orders:
      'Tutti i prezzi sono indicati nella valuta che selezioni e comprendono solo il prezzo dell’articolo; la spedizione e le eventuali imposte applicabili vengono calcolate al checkout prima del pagamento. Un ordine è accettato quando ti inviamo la conferma d’ordine. Possiamo rifiutare o annullare un ordine, ad esempio quando un prodotto non è più disponibile o si è verificato un errore di prezzo; in tal caso qualsiasi importo pagato viene rimborsato integralmente. I pagamenti sono elaborati dai nostri fornitori di servizi di pagamento; non conserviamo il numero completo della tua carta.',
    shippingHeading: '4. Spedizione e consegna',
    shipping:
      'Le date di consegna stimate sono indicate al checkout. Sono stime, non garanzie, e possono dipendere dai volumi di produzione, dai corrieri e dalla dogana. Il rischio di perdita passa a te quando il corriere consegna l’ordine all’indirizzo che hai indicato.',
    returnsHeading: '5. Resi e rimborsi',
    returns:
      'Offriamo il reso gratuito entro {days} giorni sui prodotti fisici. I prodotti digitali non possono essere restituiti una volta consegnati. Le istruzioni per restituire un articolo sono nel nostro <link>centro assistenza</link>.',
    useHeading: '6. Uso consentito',
    use: 'Ti impegni a non fare un uso improprio del negozio: non puoi tentare di accedere senza autorizzazione ai nostri sistemi, interferire con il funzionamento del negozio, usare mezzi automatizzati per estrarre dati o effettuare ordini, né usare il negozio per scopi illeciti. Puoi segnalare un prodotto che ritieni violi i tuoi diritti tramite il link di segnalazione sulla sua pagina.',
    ipHeading: '7. Proprietà intellettuale',
    ip: 'Il negozio, il suo software e i suoi contenuti sono protetti dalle leggi sul diritto d’autore, sui marchi e da altre leggi. L’acquisto di un prodotto ti rende proprietario di quell’articolo fisico o digitale per uso personale; non trasferisce alcun diritto sul design stesso.',
    disclaimerHeading: '8. Esclusione di garanzia',
    disclaimer:
      'Il negozio è fornito "così com’è" e "come disponibile". Nella misura massima consentita dalla legge, escludiamo qualsiasi garanzia, espressa o implicita, comprese le garanzie di commerciabilità, idoneità a uno scopo particolare e non violazione, salvo quelle che non possono essere escluse per legge.',
    liabilityHeading: '9. Limitazione di responsabilità',
    liability:
      'Nella misura massima consentita dalla legge, non siamo responsabili di danni indiretti, incidentali, speciali, consequenziali o punitivi derivanti dal tuo uso del negozio. La nostra responsabilità complessiva nei tuoi confronti per tutte le pretese derivanti da o relative a queste condizioni, al negozio o a qualsiasi ordine è limitata a cinquanta dollari statunitensi (50 $).',
    changesHeading: '10. Modifiche a queste condizioni',
    changes:
      'Potremmo aggiornare queste condizioni di tanto in tanto. La data in cima a questa pagina indica quando sono state modificate l’ultima volta. Continuare a usare il negozio dopo una modifica significa accettare le condizioni aggiornate.',
    contactHeading: '11. Contatti',
    contact:
      'Domande su queste condizioni? Scrivici tramite il nostro <contact>modulo di contatto</contact>. Consulta anche la nostra <privacy>Informativa sulla privacy</privacy>.',
  },
  es: {
    title: 'Condiciones de uso',
    intro:
      'Te damos la bienvenida a {named, select, yes {{store}} other {esta tienda}}. Estas Condiciones de uso regulan tu acceso a esta tienda online y su uso, incluidos la navegación, la compra de productos y el contacto con nuestro equipo de soporte. Al usar la tienda aceptas estas condiciones. Si no estás de acuerdo, no uses la tienda.',
    whoHeading: '1. Quién puede usar la tienda',
    who: 'Debes tener 18 años o más para usar esta tienda y realizar un pedido. Al realizar un pedido confirmas que tienes al menos 18 años y capacidad legal para celebrar un contrato vinculante. Si eres menor de 18 años, solo puedes navegar por la tienda bajo la supervisión de tu madre, padre o tutor legal, que deberá realizar cualquier pedido en tu nombre.',
    printHeading: '2. Productos impresos bajo demanda',
    print:
      'Cada producto se imprime por encargo después de que lo compres. Los colores que se ven en pantalla pueden diferir ligeramente del producto impreso debido a las diferencias entre pantallas y procesos de impresión. Los diseños de los productos los proporciona el propietario de la tienda, que es responsable de tener los derechos para usarlos.',
    ordersHeading: '3. Pedidos, precios y pago',
    orders:
      'Todos los precios se muestran en la moneda que elijas e incluyen solo el precio del artículo; el envío y los impuestos aplicables se calculan al finalizar la compra, antes de pagar. Un pedido se acepta cuando te enviamos la confirmación del pedido. Podemos rechazar o cancelar un pedido, por ejemplo cuando un producto ya no está disponible o se ha producido un error en el precio; en ese caso te reembolsamos íntegramente cualquier importe pagado. Los pagos los procesan nuestros proveedores de pago; no guardamos el número completo de tu tarjeta.',
    shippingHeading: '4. Envío y entrega',
    shipping:
      'Las fechas de entrega estimadas se muestran al finalizar la compra. Son estimaciones, no garantías, y pueden verse afectadas por el volumen de producción, las empresas de transporte y las aduanas. El riesgo de pérdida pasa a ti cuando el transportista entrega tu pedido en la dirección que indicaste.',
    returnsHeading: '5. Devoluciones y reembolsos',
    returns:
      'Ofrecemos devoluciones gratuitas durante {days} días en los productos físicos. Los productos digitales no se pueden devolver una vez entregados. Encontrarás cómo devolver un artículo en nuestro <link>centro de ayuda</link>.',
    useHeading: '6. Uso aceptable',
    use: 'Te comprometes a no hacer un uso indebido de la tienda: no puedes intentar acceder sin autorización a nuestros sistemas, interferir en el funcionamiento de la tienda, usar medios automatizados para extraer datos o realizar pedidos, ni usar la tienda con fines ilícitos. Puedes denunciar un producto que creas que vulnera tus derechos mediante el enlace de denuncia de su página.',
    ipHeading: '7. Propiedad intelectual',
    ip: 'La tienda, su software y su contenido están protegidos por las leyes de derechos de autor, de marcas y otras. Comprar un producto te da la propiedad de ese artículo físico o digital para uso personal; no te transfiere ningún derecho sobre el diseño en sí.',
    disclaimerHeading: '8. Exención de responsabilidad',
    disclaimer:
      'La tienda se ofrece "tal cual" y "según disponibilidad". En la máxima medida permitida por la ley, excluimos todas las garantías, expresas o implícitas, incluidas las de comerciabilidad, idoneidad para un fin determinado y no infracción, salvo las que la ley no permita excluir.',
    liabilityHeading: '9. Limitación de responsabilidad',
    liability:
      'En la máxima medida permitida por la ley, no somos responsables de ningún daño indirecto, incidental, especial, consecuente o punitivo derivado de tu uso de la tienda. Nuestra responsabilidad total ante ti por todas las reclamaciones derivadas de estas condiciones, la tienda o cualquier pedido, o relacionadas con ellos, se limita a cincuenta dólares estadounidenses (50 US$).',
    changesHeading: '10. Cambios en estas condiciones',
    changes:
      'Podemos actualizar estas condiciones de vez en cuando. La fecha que aparece al principio de esta página indica cuándo se modificaron por última vez. Si sigues usando la tienda después de un cambio, aceptas las condiciones actualizadas.',
    contactHeading: '11. Contacto',
    contact:
      '¿Tienes preguntas sobre estas condiciones? Escríbenos a través de nuestro <contact>formulario de contacto</contact>. Consulta también nuestra <privacy>Política de privacidad</privacy>.',
  },
  'pt-BR': {
    title: 'Termos de Uso',
    intro:
      'Boas-vindas a {named, select, yes {{store}} other {esta loja}}. Estes Termos de Uso regem seu acesso e uso desta loja on-line, incluindo navegar, comprar produtos e entrar em contato com nossa equipe de suporte. Ao usar a loja, você concorda com estes termos. Se não concordar, não use a loja.',
    whoHeading: '1. Quem pode usar a loja',
    who: 'Você precisa ter 18 anos ou mais para usar esta loja e fazer um pedido. Ao fazer um pedido, você confirma que tem pelo menos 18 anos e capacidade legal para firmar um contrato vinculante. Se você tiver menos de 18 anos, só poderá navegar pela loja sob a supervisão de um dos pais ou responsável legal, que deverá fazer qualquer pedido em seu nome.',
    printHeading: '2. Produtos impressos sob demanda',
    print:
      'Cada produto é impresso sob encomenda depois que você o compra. As cores exibidas na tela podem diferir um pouco do produto impresso por causa de diferenças entre telas e processos de impressão. Os designs dos produtos são fornecidos pelo dono da loja, que é responsável por ter os direitos de uso deles.',
    ordersHeading: '3. Pedidos, preços e pagamento',
    orders:
      'Todos os preços são exibidos na moeda que você selecionar e incluem apenas o preço do item; o frete e os impostos aplicáveis são calculados no checkout antes do pagamento. Um pedido é aceito quando enviamos a confirmação do pedido. Podemos recusar ou cancelar um pedido, por exemplo quando um produto não está mais disponível ou ocorreu um erro de preço; nesse caso, qualquer valor pago é reembolsado integralmente. Os pagamentos são processados pelos nossos provedores de pagamento; não armazenamos o número completo do seu cartão.',
    shippingHeading: '4. Envio e entrega',
    shipping:
      'As datas estimadas de entrega são exibidas no checkout. São estimativas, não garantias, e podem ser afetadas pelo volume de produção, pelas transportadoras e pela alfândega. O risco de perda passa para você quando a transportadora entrega seu pedido no endereço informado.',
    returnsHeading: '5. Devoluções e reembolsos',
    returns:
      'Oferecemos devolução grátis em até {days} dias para produtos físicos. Produtos digitais não podem ser devolvidos depois de entregues. Veja como devolver um item na nossa <link>central de ajuda</link>.',
    useHeading: '6. Uso aceitável',
    use: 'Você concorda em não fazer mau uso da loja: não pode tentar obter acesso não autorizado aos nossos sistemas, interferir no funcionamento da loja, usar meios automatizados para extrair dados ou fazer pedidos, nem usar a loja para qualquer finalidade ilegal. Você pode denunciar um produto que acredite violar seus direitos pelo link de denúncia na página dele.',
    ipHeading: '7. Propriedade intelectual',
    ip: 'A loja, seu software e seu conteúdo são protegidos por leis de direitos autorais, de marcas e outras. Comprar um produto dá a você a propriedade desse item físico ou digital para uso pessoal; isso não transfere nenhum direito sobre o design em si.',
    disclaimerHeading: '8. Isenção de garantias',
    disclaimer:
      'A loja é fornecida "no estado em que se encontra" e "conforme disponível". Na máxima extensão permitida por lei, excluímos todas as garantias, expressas ou implícitas, incluindo garantias de comercialização, adequação a uma finalidade específica e não violação, exceto aquelas que não podem ser excluídas por lei.',
    liabilityHeading: '9. Limitação de responsabilidade',
    liability:
      'Na máxima extensão permitida por lei, não somos responsáveis por quaisquer danos indiretos, incidentais, especiais, consequenciais ou punitivos decorrentes do seu uso da loja. Nossa responsabilidade total perante você por todas as reclamações decorrentes ou relacionadas a estes termos, à loja ou a qualquer pedido é limitada a cinquenta dólares americanos (US$ 50).',
    changesHeading: '10. Alterações nestes termos',
    changes:
      'Podemos atualizar estes termos periodicamente. A data no topo desta página mostra quando foram alterados pela última vez. Continuar usando a loja após uma alteração significa que você aceita os termos atualizados.',
    contactHeading: '11. Contato',
    contact:
      'Dúvidas sobre estes termos? Fale conosco pelo nosso <contact>formulário de contato</contact>. Veja também nossa <privacy>Política de Privacidade</privacy>.',
  },
  'en-GB': britishOf(terms, {
    use: "You agree not to misuse the store: you may not attempt to gain unauthorised access to our systems, interfere with the store's operation, use automated means to scrape or place orders, or use the store for any unlawful purpose. You may report a product you believe infringes your rights through the report link on its page.",
  }),
});
