import { company } from './company'
import type { SeedAction, SeedBlock, SeedPage } from './types'

const quote: SeedAction = { label: 'Demander un devis', href: '/devis', style: 'primary' }

const quoteCta = (heading: string, text: string): SeedBlock => ({
  blockType: 'cta',
  heading,
  text,
  action: quote,
  settings: { reveal: 'fade-up' },
})

const home: SeedPage = {
  slug: 'accueil',
  title: 'Accueil',
  description:
    'Morel Terrassement, entreprise de travaux publics près d’Orléans : terrassement, assainissement, VRD, démolition et location d’engins avec chauffeur.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Terrassement, assainissement et VRD dans le Loiret',
      text: `Depuis ${company.founded}, Morel Terrassement prépare les terrains des particuliers, des collectivités et des entreprises autour d’Orléans : des engins adaptés à chaque parcelle, des délais tenus et des chantiers rendus propres.`,
      image: 'accueil-hero',
      actions: [quote, { label: 'Nos services', href: '#services', style: 'secondary' }],
    },
    {
      blockType: 'services',
      heading: 'Nos services',
      intro:
        'Un seul interlocuteur du premier coup de pelle à la remise en état du terrain : nous étudions votre projet, le chiffrons au mètre cube près et le réalisons avec nos propres engins.',
      columns: 3,
      items: [
        {
          title: 'Terrassement',
          text: 'Décapage, fouilles de fondations, plateformes, sous-sols et piscines, avec évacuation des déblais vers des filières agréées.',
          href: '/services/terrassement',
          image: 'service-terrassement',
        },
        {
          title: 'Assainissement',
          text: 'Fosse toutes eaux, épandage, microstation, filtre compact ou raccordement au tout-à-l’égout, dans le respect des avis du SPANC.',
          href: '/services/assainissement',
          image: 'service-assainissement',
        },
        {
          title: 'VRD',
          text: 'Voirie et réseaux divers : tranchées, réseaux secs et humides, bordures, structures de chaussée et enrobé pour lotissements et entreprises.',
          href: '/services/vrd',
          image: 'service-vrd',
        },
        {
          title: 'Démolition',
          text: 'Déconstruction de maisons, granges et bâtiments d’activité, curage, tri des matériaux à la source et évacuation des gravats.',
          href: '/services/demolition',
          image: 'service-demolition',
        },
        {
          title: 'Aménagements extérieurs',
          text: 'Cours, allées, terrasses, murs de soutènement, drainage et préparation de pelouses pour un extérieur durable et facile à vivre.',
          href: '/services/amenagements-exterieurs',
          image: 'service-amenagements',
        },
        {
          title: 'Location d’engins avec chauffeur',
          text: 'Mini-pelles, pelles sur chenilles, chargeuse, compacteur et camions bennes, conduits par nos chauffeurs titulaires du CACES.',
          href: '/services/location-engins',
          image: 'service-location',
        },
      ],
      settings: { anchor: 'services', reveal: 'fade-up', templateId: 101 },
    },
    {
      blockType: 'imageText',
      heading: 'Une entreprise familiale, un parc d’engins entretenu',
      content: [
        `Fondée en ${company.founded} par Bernard Morel et dirigée aujourd’hui par son fils ${company.manager}, l’entreprise compte douze salariés, dont huit conducteurs d’engins expérimentés.`,
        'Nous intervenons sur **Orléans Métropole et tout le Loiret**, pour des particuliers comme pour des maîtres d’ouvrage publics et des constructeurs de maisons.',
        '- Un parc de 18 engins renouvelé régulièrement, entretenu dans notre atelier',
        '- Des devis détaillés au mètre cube, sans ligne « divers » imprévue',
        '- Des chantiers balisés, nettoyés chaque soir et livrés dans les délais',
      ],
      image: 'entreprise-parc',
      imagePosition: 'left',
      action: { label: 'Voir nos réalisations', href: '/realisations', style: 'secondary' },
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'gallery',
      heading: 'Chantiers récents',
      intro: 'Quelques chantiers menés ces derniers mois dans l’Orléanais, du jardin de particulier au lotissement communal.',
      items: [
        { image: 'realisation-maison-olivet', caption: 'Fouilles en rigole pour une maison individuelle à Olivet' },
        { image: 'realisation-microstation-chaingy', caption: 'Microstation et rejet en tranchée d’infiltration à Chaingy' },
        { image: 'realisation-lotissement-checy', caption: 'Réseaux et voirie d’un lotissement de 14 lots à Chécy' },
        { image: 'realisation-grange-jargeau', caption: 'Démolition d’une grange avec tri des matériaux à Jargeau' },
        { image: 'realisation-cour-sandillon', caption: 'Cour de ferme de 900 m² reprise en enrobé à Sandillon' },
        { image: 'realisation-jardin-mardie', caption: 'Terrasses et mur en gabions sur un terrain en pente à Mardié' },
      ],
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions fréquentes',
      items: [
        {
          question: 'Dans quel secteur intervenez-vous ?',
          answer: `Nous travaillons principalement sur Orléans Métropole et dans le Loiret, dans un rayon d’environ 40 km autour de ${company.city}. Pour les chantiers importants, nous nous déplaçons aussi dans les départements voisins.`,
        },
        {
          question: 'Le devis est-il gratuit ?',
          answer:
            'Oui. Après votre demande, nous vous rappelons sous 48 heures ouvrées pour fixer une visite sur place. Le devis détaillé, gratuit et sans engagement, vous est envoyé dans les huit jours qui suivent.',
        },
        {
          question: 'Faut-il une autorisation avant de terrasser ?',
          answer:
            'Un simple terrassement ne demande pas toujours d’autorisation, mais un affouillement ou un exhaussement de plus de 2 m sur plus de 100 m² relève d’une déclaration préalable ou d’un permis. Nous faisons dans tous les cas les déclarations DT-DICT auprès des exploitants de réseaux.',
        },
        {
          question: 'Que deviennent les terres et les gravats ?',
          answer:
            'Nous réutilisons sur place tout ce qui peut l’être (terre végétale, remblais sains). Le reste part vers des plateformes de recyclage ou des installations de stockage agréées, avec un bordereau de suivi que nous vous remettons.',
        },
        {
          question: 'Êtes-vous assurés pour les travaux ?',
          answer:
            'Oui, nous sommes couverts en responsabilité civile professionnelle et en garantie décennale. L’attestation d’assurance est jointe à chaque devis.',
        },
      ],
      settings: { anchor: 'faq', reveal: 'fade-up', templateId: 102 },
    },
    {
      blockType: 'cta',
      heading: 'Un projet de terrassement ?',
      text: 'Décrivez votre terrain et vos besoins en quelques minutes, photos à l’appui : nous vous rappelons sous 48 heures ouvrées.',
      action: quote,
      settings: { background: 'cta-chantier', particles: true, reveal: 'fade-in' },
    },
  ],
}

const terrassement: SeedPage = {
  slug: 'services/terrassement',
  title: 'Terrassement',
  description:
    'Terrassement près d’Orléans : décapage, fouilles de fondations, déblai et remblai, plateformes et piscines. Engins adaptés, devis gratuit sous huit jours.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Terrassement pour maisons, extensions et piscines',
      text: 'Du décapage de la terre végétale aux fouilles de fondations, nous préparons votre terrain aux cotes du plan, prêt pour le maçon.',
      image: 'service-terrassement',
      // The steps below, in the lightbox (an inline slide: docs/decisions/041).
      actions: [quote, { label: 'Les étapes en bref', href: '#etapes', style: 'secondary', lightbox: 'inline' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Nos travaux de terrassement',
        'Nous réalisons tous les travaux de préparation du sol, du simple décaissement de terrasse à la plateforme d’un bâtiment d’activité.',
        '- **Décapage de terre végétale** et mise en stock pour la réutiliser en fin de chantier',
        '- Déblai et remblai, mise à niveau de plateformes et talutage',
        '- Fouilles en rigole et en pleine masse pour les fondations et les vides sanitaires',
        '- Terrassement de piscines, de bassins et de sous-sols',
        '- Évacuation des déblais vers des filières agréées',
        '## Les étapes d’un chantier',
        '- **Visite et relevés** : implantation, niveaux, accès des engins et nature du sol',
        '- **Devis détaillé** : volumes, évacuation et délais, sans frais cachés',
        '- **DT-DICT** : déclaration des travaux auprès des exploitants de réseaux',
        '- **Exécution** : décapage, fouilles, remblais compactés par couches de 30 cm',
        '- **Réception** : contrôle des cotes avec le maçon et remise en état des abords',
      ],
      settings: { anchor: 'etapes', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'Des fouilles aux cotes, prêtes pour le maçon',
      content: [
        'Nos pelles sont équipées de **guidage laser** : le fond de fouille est réglé au centimètre, ce qui évite les surconsommations de béton.',
        'La terre végétale est décapée à part et stockée en merlon pour être régalée sur le jardin à la fin des travaux ; les déblais excédentaires sont triés et évacués.',
        'Si l’étude de sol (G2) révèle de l’argile gonflante ou une nappe, nous adaptons la méthode : purge, drainage, blindage des fouilles.',
      ],
      image: 'terrassement-decapage',
      imagePosition: 'right',
      // A video slide, first of the « photos-chantier » gallery with the images of the block below.
      action: {
        label: 'Voir le chantier en vidéo',
        href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        style: 'secondary',
        lightbox: 'video',
        gallery: 'photos-chantier',
      },
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'gallery',
      heading: 'Le chantier en images',
      intro: 'De la fouille au remblai : trois étapes d’un terrassement près d’Orléans.',
      items: [
        { image: 'terrassement-decapage', caption: 'Décapage de la terre végétale, mise en merlon' },
        { image: 'realisation-maison-olivet', caption: 'Fouilles en rigole pour une maison individuelle à Olivet' },
        { image: 'realisation-piscine-saint-cyr', caption: 'Terrassement d’une piscine à Saint-Cyr-en-Val' },
      ],
      settings: { anchor: 'photos-chantier', reveal: 'fade-up' },
    },
    {
      blockType: 'cta',
      heading: 'Et après le terrassement ?',
      text: 'Le raccordement des eaux usées suit souvent les fouilles. Voici comment se déroule un chantier d’assainissement, sans quitter cette page.',
      // An ajax slide: a section of another page of the site, fetched and sanitised on opening; a
      // middle or Ctrl click opens it too (midClick), as the section is no page of its own to read in a tab.
      action: { label: 'Les étapes d’un assainissement', href: '/services/assainissement#etapes', style: 'secondary', lightbox: 'ajax', midClick: true },
      settings: { reveal: 'fade-up' },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur le terrassement',
      items: [
        {
          question: 'Combien de temps dure le terrassement d’une maison ?',
          answer:
            'Pour une maison individuelle de plain-pied sur un terrain accessible, comptez deux à quatre jours entre le décapage et la fin des fouilles. Un sous-sol ou un terrain en pente demande davantage.',
        },
        {
          question: 'Faut-il une étude de sol ?',
          answer:
            'Depuis la loi ELAN, une étude géotechnique est obligatoire à la vente d’un terrain constructible situé en zone d’argiles exposée. Même hors obligation, elle permet de dimensionner les fondations : nous travaillons avec plusieurs bureaux d’études locaux.',
        },
        {
          question: 'Pouvez-vous garder la terre sur place ?',
          answer:
            'Oui, c’est même ce que nous recommandons quand le terrain le permet : la terre végétale et les déblais sains servent à modeler le jardin, ce qui réduit le coût d’évacuation.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Votre terrain est prêt à être terrassé ?',
      'Envoyez-nous le plan de masse et quelques photos : nous chiffrons les volumes et vous proposons une date d’intervention.',
    ),
  ],
}

const assainissement: SeedPage = {
  slug: 'services/assainissement',
  title: 'Assainissement',
  description:
    'Assainissement non collectif et raccordement au tout-à-l’égout dans le Loiret : fosse toutes eaux, épandage, microstation, travaux validés par le SPANC.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Assainissement individuel et raccordement au tout-à-l’égout',
      text: 'Création ou réhabilitation de votre installation, de l’étude de filière au contrôle du SPANC, avec un seul interlocuteur.',
      image: 'service-assainissement',
      actions: [quote, { label: 'Les étapes du chantier', href: '#etapes', style: 'secondary' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Les filières que nous installons',
        'Le choix de la filière dépend de la perméabilité du sol, de la surface disponible et du nombre de pièces principales de la maison.',
        '- **Fosse toutes eaux et épandage** en tranchées ou en lit, la solution la plus rustique quand le sol s’y prête',
        '- **Filtre à sable** vertical drainé ou non drainé, pour les sols peu perméables',
        '- **Microstation** et filtre compact agréés, quand la place manque',
        '- **Raccordement au réseau public** : tranchée, boîte de branchement et déconnexion de l’ancienne fosse',
        '## Les étapes d’un chantier',
        '- **Étude de sol et de filière** par un bureau d’études, obligatoire pour une installation neuve',
        '- **Avis favorable du SPANC** sur le projet avant tout coup de pelle',
        '- **Travaux** : terrassement, pose des cuves, des regards et des drains',
        '- **Contrôle de bonne exécution** par le SPANC, tranchées encore ouvertes',
        '- **Remblaiement et remise en état** du terrain',
      ],
      settings: { anchor: 'etapes', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'Épandage : une mise en œuvre rigoureuse',
      content: [
        'Un épandage dure plusieurs décennies s’il est bien posé. Nous respectons le **DTU 64.1** à la lettre : fond de fouille plat, graviers lavés, pente des drains de 0,5 à 1 %, géotextile avant remblai.',
        'Les tranchées sont ouvertes et comblées dans la journée dès que la météo menace, pour ne pas colmater le sol.',
        'Pour une microstation, nous assurons aussi la mise en service et vous expliquons l’entretien et la fréquence des vidanges.',
      ],
      image: 'assainissement-epandage',
      imagePosition: 'left',
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur l’assainissement',
      items: [
        {
          question: 'Fosse toutes eaux ou microstation ?',
          answer:
            'La fosse toutes eaux suivie d’un épandage n’a presque pas de frais de fonctionnement mais demande de la place et un sol perméable. La microstation tient sur une petite parcelle mais consomme de l’électricité et demande un entretien régulier. L’étude de filière tranche.',
        },
        {
          question: 'Mon installation a été jugée non conforme, que faire ?',
          answer:
            'Si le rapport du SPANC signale un danger pour la santé ou un risque environnemental, les travaux doivent être faits dans les quatre ans, ou dans l’année qui suit une vente. Nous vous aidons à monter le dossier et à chiffrer la réhabilitation.',
        },
        {
          question: 'Existe-t-il des aides ?',
          answer:
            'Selon votre situation, l’éco-prêt à taux zéro « assainissement non collectif » ou des aides de l’agence de l’eau relayées par certaines communautés de communes peuvent financer une partie des travaux.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Besoin de mettre votre assainissement aux normes ?',
      'Joignez le rapport du SPANC ou l’étude de filière à votre demande : nous vous répondons avec un chiffrage précis.',
    ),
  ],
}

const vrd: SeedPage = {
  slug: 'services/vrd',
  title: 'VRD – Voirie et réseaux divers',
  description:
    'Travaux de VRD dans le Loiret : tranchées, réseaux secs et humides, bordures, structure de chaussée et enrobé pour lotissements, parkings et entreprises.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Voirie et réseaux divers pour lotissements et entreprises',
      text: 'Nous viabilisons les terrains et créons les voiries qui les desservent : réseaux enterrés, structures de chaussée, bordures et revêtements.',
      image: 'service-vrd',
      actions: [quote, { label: 'Les étapes du chantier', href: '#etapes', style: 'secondary' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Réseaux et voirie',
        '- **Réseaux humides** : eau potable, eaux usées, eaux pluviales, regards et bassins de rétention',
        '- **Réseaux secs** : fourreaux électriques, télécom et fibre, éclairage public',
        '- Tranchées blindées, lits de pose en sable et grillages avertisseurs de couleur',
        '- Bordures, caniveaux, structures de chaussée en grave non traitée',
        '- Revêtements en enrobé, en bicouche ou en béton désactivé',
        '## Les étapes d’un chantier',
        '- **Piquetage** et déclarations DT-DICT auprès des exploitants',
        '- **Ouverture des tranchées** et pose des réseaux, du plus profond au plus superficiel',
        '- **Essais** : étanchéité, inspection caméra et compactage, avec procès-verbaux',
        '- **Voirie** : couche de forme, grave, bordures puis enrobé',
      ],
      settings: { anchor: 'etapes', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'Des enrobés qui durent',
      content: [
        'La tenue d’un enrobé se joue sous la surface : nous soignons la **couche de forme** et le compactage de la grave, contrôlés à la plaque avant de répandre l’enrobé.',
        'Pour les cours et les parkings privés, nous proposons un enrobé à chaud de 5 à 6 cm sur une fondation adaptée au trafic attendu, poids lourds compris.',
      ],
      image: 'vrd-enrobe',
      imagePosition: 'right',
      action: { label: 'Nos aménagements extérieurs', href: '/services/amenagements-exterieurs', style: 'secondary' },
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur les VRD',
      items: [
        {
          question: 'Travaillez-vous pour les collectivités ?',
          answer:
            'Oui, nous répondons aux marchés publics des communes et des intercommunalités du Loiret, seuls ou en groupement avec des entreprises partenaires.',
        },
        {
          question: 'Qui fait les essais de réception des réseaux ?',
          answer:
            'Les essais d’étanchéité, les inspections caméra et les essais de compactage sont confiés à un organisme indépendant. Les procès-verbaux sont remis au maître d’ouvrage avec les plans de récolement.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Un terrain à viabiliser ?',
      'Transmettez-nous le plan de division et les réponses des concessionnaires : nous établissons un chiffrage poste par poste.',
    ),
  ],
}

const demolition: SeedPage = {
  slug: 'services/demolition',
  title: 'Démolition',
  description:
    'Démolition et déconstruction sélective dans le Loiret : maisons, granges, hangars, curage, désamiantage par un partenaire certifié et tri des gravats.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Démolition et déconstruction sélective',
      text: 'Nous démolissons maisons, granges, hangars et bâtiments d’activité en triant les matériaux à la source, pour recycler plus et payer moins de mise en décharge.',
      image: 'service-demolition',
      actions: [quote, { label: 'Les étapes du chantier', href: '#etapes', style: 'secondary' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Ce que nous prenons en charge',
        '- **Diagnostics** avant travaux : amiante, plomb et, au-delà de 1 000 m², diagnostic PEMD des produits et déchets',
        '- **Désamiantage** confié à une entreprise partenaire certifiée, avant toute démolition',
        '- **Curage** des bâtiments : menuiseries, cloisons, réseaux et équipements',
        '- Démolition mécanique à la pelle équipée de pince ou de brise-roche hydraulique',
        '- Tri des matériaux, concassage du béton et évacuation des gravats',
        '- Arrachage des souches, comblement des caves et remise à niveau du terrain',
        '## Les étapes d’un chantier',
        '- **Visite** et lecture des diagnostics',
        '- **Démarches** : permis de démolir, DT-DICT, coupures de réseaux',
        '- **Curage puis démolition**, avec arrosage pour limiter les poussières',
        '- **Évacuation** avec bordereaux de suivi des déchets et **remise en état** du terrain',
      ],
      settings: { anchor: 'etapes', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'Trier pour recycler',
      content: [
        'Sur chaque chantier, les matériaux sont séparés dès la démolition : **béton et briques**, bois, métaux, plâtre et déchets non dangereux en mélange.',
        'Le béton propre est concassé et réutilisé en remblai ou en couche de forme ; les métaux partent au recyclage. Sur nos derniers chantiers, plus de 85 % des matériaux ont été valorisés.',
      ],
      image: 'demolition-tri',
      imagePosition: 'left',
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur la démolition',
      items: [
        {
          question: 'Faut-il un permis de démolir ?',
          answer:
            'Il est exigé dans les communes qui l’ont instauré, dans les secteurs protégés et aux abords des monuments historiques. Nous vérifions la règle applicable avec la mairie et pouvons préparer le dossier.',
        },
        {
          question: 'Et si le bâtiment contient de l’amiante ?',
          answer:
            'Le repérage amiante avant démolition est obligatoire. Si des matériaux amiantés sont trouvés, ils sont retirés par une entreprise certifiée avant notre intervention, et les déchets suivent une filière dédiée.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Un bâtiment à démolir ?',
      'Indiquez la surface, les matériaux et l’accès au site, et joignez les diagnostics si vous les avez.',
    ),
  ],
}

const amenagements: SeedPage = {
  slug: 'services/amenagements-exterieurs',
  title: 'Aménagements extérieurs',
  description:
    'Aménagements extérieurs près d’Orléans : cours et allées en enrobé ou pavés, terrasses, murs de soutènement en gabions, drainage et préparation de pelouses.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Cours, allées, terrasses et murs de soutènement',
      text: 'Nous créons des extérieurs solides et faciles à entretenir, avec une vraie fondation sous chaque revêtement et une gestion soignée des eaux de pluie.',
      image: 'service-amenagements',
      actions: [quote, { label: 'Les étapes du chantier', href: '#etapes', style: 'secondary' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Nos aménagements',
        '- **Cours et allées** en enrobé, béton désactivé, pavés ou gravillons stabilisés',
        '- **Terrasses** : décaissement, fondation et dalle ou plots pour terrasse bois',
        '- **Murs de soutènement** en gabions, blocs béton ou enrochement',
        '- **Drainage** des zones humides, puits d’infiltration et noues paysagères',
        '- Préparation des sols pour pelouses et massifs, apport de terre végétale criblée',
        '- Tranchées pour clôtures, portails motorisés et éclairage extérieur',
        '## Les étapes d’un chantier',
        '- **Visite** et relevé des niveaux et des écoulements',
        '- **Proposition** de revêtements et de plans, avec échantillons',
        '- **Travaux** : décaissement, fondation, bordures puis revêtement',
        '- **Finitions** : raccords, engazonnement et nettoyage',
      ],
      settings: { anchor: 'etapes', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'Une cour qui ne bouge pas',
      content: [
        'Un revêtement qui se déforme, c’est presque toujours une fondation trop mince. Nous décaissons sur **30 à 40 cm**, posons un géotextile et compactons la grave par couches avant de poser le revêtement.',
        'Les pentes sont calculées pour éloigner l’eau de la maison vers un caniveau, un regard ou un puits d’infiltration, comme le demandent de plus en plus de plans locaux d’urbanisme.',
      ],
      image: 'amenagements-cour',
      imagePosition: 'right',
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur les aménagements',
      items: [
        {
          question: 'Quel revêtement choisir pour mon allée ?',
          answer:
            'L’enrobé est économique et rapide à poser, le béton désactivé offre un bel aspect minéral, les pavés se réparent facilement et les gravillons stabilisés laissent l’eau s’infiltrer. Nous vous conseillons selon l’usage, le budget et le style de la maison.',
        },
        {
          question: 'Intervenez-vous dans un jardin déjà aménagé ?',
          answer:
            'Oui. Nos mini-pelles passent par un portillon de 1 m et nous protégeons les pelouses avec des plaques de roulage.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Envie de refaire votre extérieur ?',
      'Décrivez la surface, l’usage (voitures, camping-car, piétons) et le revêtement souhaité : nous passons vous conseiller sur place.',
    ),
  ],
}

const location: SeedPage = {
  slug: 'services/location-engins',
  title: 'Location d’engins avec chauffeur',
  description:
    'Location d’engins avec chauffeur dans le Loiret : mini-pelles, pelles sur chenilles, chargeuse, compacteur et camions bennes, à l’heure ou à la journée.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Location d’engins avec chauffeur',
      text: 'Un engin adapté et un conducteur expérimenté, à l’heure ou à la journée, pour les entreprises du bâtiment, les paysagistes, les collectivités et les particuliers.',
      image: 'service-location',
      actions: [quote, { label: 'Voir le parc', href: '#parc', style: 'secondary' }],
    },
    {
      blockType: 'richText',
      content: [
        '## Notre parc',
        '- **Mini-pelles** de 1,8 à 5 tonnes, sur chenilles caoutchouc',
        '- **Pelles sur chenilles** de 8 à 22 tonnes, avec godets de curage, orientables et brise-roche',
        '- **Chargeuse sur pneus** et tombereau articulé pour les mouvements de terre',
        '- **Camions bennes** 19 et 26 tonnes, porte-engins pour le transport',
        '- **Compacteurs** monocylindre et plaques vibrantes',
        '## Comment ça marche',
        'Chaque engin est loué **avec son chauffeur**, titulaire du CACES R482 de la catégorie concernée. Le transport, le carburant et l’assurance de l’engin sont compris dans nos tarifs ; seul le transport par porte-engins est facturé à part au-delà de 20 km.',
        'Pour une demande urgente, appelez-nous au [02 38 00 00 00](tel:+33238000000) : nous confirmons la disponibilité dans la journée.',
      ],
      settings: { anchor: 'parc', reveal: 'fade-up' },
    },
    {
      blockType: 'imageText',
      heading: 'La mini-pelle, l’outil des petits accès',
      content: [
        'Nos mini-pelles passent là où un engin classique ne passe pas : jardins clos, arrière-cours, intérieur de bâtiments.',
        '- Tranchées pour réseaux, drains ou fondations de clôture',
        '- Fouilles de petites extensions et d’abris de jardin',
        '- Dessouchage et reprofilage de talus',
      ],
      image: 'location-mini-pelle',
      imagePosition: 'left',
      settings: { reveal: 'fade-up', revealDelay: 150 },
    },
    {
      blockType: 'faq',
      heading: 'Questions sur la location',
      items: [
        {
          question: 'Quelle est la durée minimale de location ?',
          answer:
            'La demi-journée (quatre heures sur place). Au-delà, la facturation se fait à l’heure ; les locations longues bénéficient d’un tarif à la semaine.',
        },
        {
          question: 'Puis-je louer un engin sans chauffeur ?',
          answer:
            'Non : nos engins sont toujours conduits par nos salariés. C’est une garantie de sécurité sur votre chantier et vous n’avez pas à vous soucier de l’assurance ni des autorisations de conduite.',
        },
        {
          question: 'Intervenez-vous le samedi ?',
          answer:
            'Exceptionnellement, pour des travaux qui ne peuvent pas attendre ou sur des sites fermés en semaine. Le tarif est alors majoré de 25 %.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
    quoteCta(
      'Réservez un engin et son chauffeur',
      'Précisez l’engin, la durée, l’adresse du chantier et le travail à réaliser : nous vous confirmons la disponibilité et le tarif.',
    ),
  ],
}

const realisations: SeedPage = {
  slug: 'realisations',
  title: 'Nos réalisations',
  description:
    'Découvrez les réalisations de Morel Terrassement : terrassements de maisons, assainissement, VRD de lotissements, démolitions et aménagements dans le Loiret.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Nos réalisations',
      text: 'Maisons individuelles, lotissements, exploitations agricoles, bâtiments publics : un aperçu des chantiers que nous avons menés dans l’Orléanais.',
      image: 'realisations-hero',
    },
    {
      blockType: 'richText',
      content: [
        'Chaque chantier est différent : un terrain en pente, un accès étroit, une nappe affleurante ou un calendrier serré. Vous trouverez ci-dessous une sélection de nos réalisations, classées par type de travaux.',
        'Un projet ressemble au vôtre ? [Demandez un devis](/devis) en précisant la réalisation qui vous intéresse, ou consultez nos [actualités](/actualites) pour suivre les chantiers en cours.',
      ],
      settings: { reveal: 'fade-up' },
    },
    {
      blockType: 'portfolio',
      heading: 'Tous nos chantiers',
      intro: 'Filtrez par type de travaux ou de client, ou cherchez une commune. Les vidéos et les aperçus s’ouvrent sans quitter la page.',
      itemsPerPage: 12,
      columns: 3,
      thumbnailHoverStyle: 'style-2',
      titlePosition: 'bottom',
      showCategories: true,
      showCategoriesAll: true,
      showOtherCategories: true,
      showOtherCategoriesAll: true,
      showSearch: true,
      allText: 'Tous',
      searchPlaceholder: 'Rechercher…',
      noItemsText: 'Aucune réalisation trouvée',
      loadMoreText: 'Voir plus',
      showQuickView: true,
      quickViewText: 'Aperçu rapide',
      settings: { anchor: 'chantiers' },
    },
  ],
}

const contact: SeedPage = {
  slug: 'contact',
  title: 'Contact',
  description:
    'Contactez Morel Terrassement à Saint-Jean-de-Braye : téléphone, e-mail, adresse et horaires du bureau. Réponse sous 48 heures ouvrées pour toute demande.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Contactez-nous',
      text: 'Une question sur un projet, une demande de disponibilité ou un chantier en cours : notre équipe vous répond par téléphone, par e-mail ou au bureau.',
      image: 'entreprise-parc',
    },
    {
      blockType: 'contactDetails',
      heading: 'Nos coordonnées',
      intro:
        'Le bureau est ouvert du lundi au vendredi, de 8 h à 12 h et de 13 h 30 à 17 h 30. En dehors de ces horaires, laissez-nous un message : nous vous rappelons le jour ouvré suivant.',
      settings: { anchor: 'coordonnees', reveal: 'fade-up' },
    },
    { blockType: 'form', form: 'contact', settings: { anchor: 'formulaire' } },
    {
      blockType: 'faq',
      heading: 'Avant de nous contacter',
      items: [
        {
          question: 'Je souhaite un devis : dois-je appeler ?',
          answer:
            'Le plus simple est de remplir le formulaire de demande de devis en ligne : vous pouvez y joindre des photos et des plans, et l’enregistrer pour le terminer plus tard. Nous vous rappelons ensuite pour organiser la visite.',
        },
        {
          question: 'Quels sont vos délais d’intervention ?',
          answer:
            'Ils varient selon la saison : comptez en général trois à six semaines entre l’acceptation du devis et le début des travaux. Pour une urgence (fuite, effondrement, réseau bouché), appelez-nous directement.',
        },
        {
          question: 'Recrutez-vous ?',
          answer:
            'Nous recherchons régulièrement des conducteurs d’engins, des chauffeurs poids lourds et des ouvriers de travaux publics. Déposez votre candidature en ligne sur la page Recrutement, en quelques minutes.',
        },
      ],
      settings: { reveal: 'fade-up' },
    },
  ],
}

const devis: SeedPage = {
  slug: 'devis',
  title: 'Demande de devis',
  description:
    'Demandez un devis gratuit à Morel Terrassement : décrivez votre projet de terrassement, d’assainissement ou de VRD, joignez vos photos, réponse sous 48 heures.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Demande de devis',
      text: 'Quelques minutes suffisent pour nous décrire votre projet. Le devis est gratuit et sans engagement.',
    },
    { blockType: 'form', form: 'devis', settings: { anchor: 'demande' } },
    {
      blockType: 'richText',
      content: [
        '## Comment se passe votre demande ?',
        '- **Vous décrivez votre projet** en trois étapes : les travaux souhaités, le chantier, vos coordonnées',
        '- **Nous vous rappelons** sous 48 heures ouvrées pour préciser votre besoin',
        '- **Nous visitons le terrain** gratuitement, avec vous si possible',
        '- **Vous recevez un devis détaillé** sous huit jours, poste par poste',
        '## Ce qui nous aide à vous répondre vite',
        'Des photos du terrain et de son accès, le plan de masse ou le permis de construire, l’étude de sol si vous en avez une. Vous pouvez **enregistrer votre demande** et la reprendre plus tard grâce au lien que nous vous envoyons par e-mail.',
        'Vos informations servent uniquement à traiter votre demande : voir notre [politique de confidentialité](/politique-de-confidentialite).',
      ],
      settings: { reveal: 'fade-up' },
    },
  ],
}

const estimation: SeedPage = {
  slug: 'estimation',
  title: 'Estimation en ligne',
  description:
    'Estimez en ligne le prix de votre terrassement : surface, profondeur, nature du sol, évacuation des terres, location d’engin. Total indicatif hors taxes.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Estimation en ligne',
      text: 'Surface, profondeur, nature du sol : le prix de votre terrassement se calcule pendant que vous répondez.',
    },
    { blockType: 'form', form: 'estimation', settings: { anchor: 'estimation' } },
    {
      blockType: 'richText',
      content: [
        '## Une estimation, pas encore un devis',
        'Les prix affichés sont indicatifs et hors taxes. Ils supposent un accès facile pour les engins et un sol sans réseau enterré. Après la visite du terrain, gratuite, nous vous remettons un [devis détaillé](/devis) qui fixe le prix.',
      ],
      settings: { reveal: 'fade-up' },
    },
  ],
}

const recrutement: SeedPage = {
  slug: 'recrutement',
  title: 'Recrutement',
  description:
    'Morel Terrassement recrute près d’Orléans : conducteurs d’engins, chauffeurs poids lourds, ouvriers de travaux publics. Envoyez votre candidature en ligne.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Rejoignez l’équipe',
      text: 'Nous recrutons toute l’année des conducteurs d’engins, des chauffeurs poids lourds et des ouvriers de travaux publics, débutants ou confirmés.',
    },
    {
      blockType: 'richText',
      content: [
        '## Ce que nous proposons',
        '- **Des chantiers variés** autour d’Orléans : terrassement, assainissement, VRD, démolition',
        '- **Un parc d’engins récent** et entretenu dans notre atelier',
        '- **Des formations** (CACES, AIPR) prises en charge par l’entreprise',
      ],
      settings: { reveal: 'fade-up' },
    },
    { blockType: 'form', form: 'candidature', settings: { anchor: 'candidature' } },
  ],
}

const mentionsLegales: SeedPage = {
  slug: 'mentions-legales',
  title: 'Mentions légales',
  description:
    'Mentions légales du site de Morel Terrassement : éditeur, directeur de la publication, hébergeur, propriété intellectuelle, responsabilité et droit applicable.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Mentions légales',
      text: 'Informations sur l’éditeur du site, son hébergeur et les conditions d’utilisation, conformément à la loi pour la confiance dans l’économie numérique.',
    },
    {
      blockType: 'richText',
      content: [
        '## Éditeur du site',
        `Le site ${company.website} est édité par **${company.name}**, ${company.legalForm}.`,
        `- Siège social : ${company.street}, ${company.postalCode} ${company.city}`,
        `- SIRET : ${company.siret} – ${company.rcs}`,
        `- TVA intracommunautaire : ${company.vat}`,
        `- Code APE : ${company.ape} (travaux de terrassement courants et travaux préparatoires)`,
        `- Téléphone : ${company.phone}`,
        `- E-mail : [${company.email}](mailto:${company.email})`,
        '## Directeur de la publication',
        `${company.manager}, gérant.`,
        '## Hébergement',
        'Le site est hébergé par Loire Web Services SAS, 8 avenue des Droits-de-l’Homme, 45000 Orléans, téléphone 02 38 00 00 10. Les données sont stockées dans des centres de données situés en France.',
        '## Assurance professionnelle',
        'Responsabilité civile professionnelle et garantie décennale souscrites auprès de la Mutuelle du Bâtiment du Centre, contrat n° 45-000-123, couvrant les travaux réalisés en France métropolitaine.',
        '## Propriété intellectuelle',
        `L’ensemble des contenus du site (textes, illustrations, photographies, logo, mise en page) est la propriété de ${company.name} ou fait l’objet d’une autorisation d’utilisation. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le Code de la propriété intellectuelle.`,
        '## Responsabilité',
        `Les informations publiées sur ce site sont données à titre indicatif et peuvent évoluer ; elles ne constituent pas une offre contractuelle. Seuls les devis signés engagent ${company.name}. L’éditeur ne saurait être tenu responsable du contenu des sites vers lesquels des liens renvoient.`,
        '## Données personnelles et cookies',
        'Le traitement de vos données personnelles et l’unique cookie déposé par le site sont décrits dans notre [politique de confidentialité](/politique-de-confidentialite).',
        '## Médiation de la consommation',
        'Conformément aux articles L. 611-1 et suivants du Code de la consommation, le client particulier peut recourir gratuitement au Médiateur du Bâtiment Val de Loire, 3 place du Martroi, 45000 Orléans, après une réclamation écrite restée sans réponse satisfaisante pendant deux mois.',
        '## Droit applicable',
        'Le présent site et ses mentions légales sont soumis au droit français. En cas de litige, et après une tentative de résolution amiable, les tribunaux d’Orléans sont compétents.',
      ],
    },
  ],
}

const confidentialite: SeedPage = {
  slug: 'politique-de-confidentialite',
  title: 'Politique de confidentialité',
  description:
    'Comment Morel Terrassement traite vos données personnelles : finalités, bases légales, durées de conservation, vos droits RGPD et l’unique cookie du site.',
  layout: [
    {
      blockType: 'hero',
      heading: 'Politique de confidentialité',
      text: 'Nous collectons le minimum de données nécessaire pour répondre à vos demandes, sans publicité ni mesure d’audience.',
    },
    {
      blockType: 'richText',
      content: [
        '## Responsable du traitement',
        `${company.name}, ${company.legalForm}, ${company.street}, ${company.postalCode} ${company.city}, représentée par ${company.manager}, gérant. Pour toute question sur vos données : [${company.email}](mailto:${company.email}).`,
        '## Données collectées',
        '- **Formulaire de contact** : nom, e-mail, téléphone et message',
        '- **Demande de devis et estimation en ligne** : coordonnées, adresse du chantier, description des travaux, photos et documents joints',
        '- **Candidature** : identité, coordonnées, CV et lettre de motivation',
        '- **Journaux techniques** du serveur (adresse IP, date, page demandée), pour la sécurité du site',
        '## Finalités et bases légales',
        '- Répondre à vos demandes et établir un devis : mesures précontractuelles prises à votre demande',
        '- Exécuter et facturer les travaux : exécution du contrat et obligations légales comptables',
        '- Étudier les candidatures : mesures précontractuelles à votre demande',
        '- Assurer la sécurité du site et prévenir les abus : intérêt légitime de l’entreprise',
        'Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.',
        '## Destinataires',
        'Seules les personnes habilitées de l’entreprise accèdent à vos données, ainsi que nos sous-traitants techniques (hébergement du site, envoi des e-mails) dans la limite de leur mission. Les données sont hébergées en France et ne sont pas transférées hors de l’Union européenne.',
        '## Durées de conservation',
        '- Demandes de contact et de devis sans suite : 3 ans à compter du dernier échange',
        '- Données des clients : pendant la relation contractuelle, puis 10 ans pour les pièces comptables et la garantie décennale',
        '- Candidatures non retenues : 2 ans au plus, avec votre accord, sinon suppression à la fin du recrutement',
        '- Formulaires enregistrés pour être terminés plus tard : 30 jours après le dernier enregistrement',
        '- Journaux techniques : 12 mois',
        '## Vos droits',
        'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et d’opposition, d’un droit à la portabilité de vos données et du droit de définir des directives sur leur sort après votre décès. Pour les exercer, écrivez-nous par e-mail ou par courrier à l’adresse du siège ; nous répondons dans un délai d’un mois.',
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL ([www.cnil.fr](https://www.cnil.fr)).',
        '## Cookies',
        'Le site ne dépose **aucun cookie de mesure d’audience, de publicité ou de réseau social**. Un seul cookie est utilisé : il retient votre choix de couleurs (affichage clair ou sombre) pendant 90 jours, uniquement si vous utilisez le bouton prévu à cet effet. Ce cookie de personnalisation demandé par vous ne nécessite pas de consentement préalable.',
        'Le navigateur peut aussi conserver localement quelques informations techniques, par exemple pour ne pas réafficher une fenêtre d’information déjà fermée ; elles restent sur votre appareil et ne nous sont pas transmises.',
        '## Sécurité',
        'Le site est servi en HTTPS, les fichiers que vous nous transmettez sont stockés hors de tout accès public et seuls les membres habilités de l’équipe peuvent les consulter.',
        'Dernière mise à jour : 15 janvier 2026.',
      ],
    },
  ],
}

export const pages: SeedPage[] = [
  home,
  terrassement,
  assainissement,
  vrd,
  demolition,
  amenagements,
  location,
  realisations,
  contact,
  devis,
  estimation,
  recrutement,
  mentionsLegales,
  confidentialite,
]
