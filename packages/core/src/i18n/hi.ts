// The Hindi visitor copy: natural Hindi, not word for word. Brand names, course codes (AZ-104)
// and technical terms people say in English (cloud, cyber security, data science) keep their
// usual form where a Hindi reader would. "{…}" placeholders are filled as in English.
// Loaded only for /hi/ pages (the root loader), so English pages never ship it.
import { siteIdentity } from "../site-settings.ts";
import type { Dictionary } from "./dictionary.ts";

export const hindiDictionary: Dictionary = {
  header: {
    homeLink: "– होम",
    menu: "मेन्यू",
    navigation: "मुख्य",
    home: "होम",
    courses: "सर्टिफ़िकेशन और कोर्स",
    learningModes: "सीखने के तरीके",
    internships: "इंटर्नशिप",
    partners: "हमारे पार्टनर",
    myProfile: "मेरी प्रोफ़ाइल",
    signIn: "साइन इन",
    loginTitle: "लर्नर लॉगिन",
    loading: "लोड हो रहा है…",
    logout: "लॉग आउट",
  },
  languageSwitch: {
    label: "भाषा",
    switchTo: "View in English",
  },
  home: {
    metaTitle: "– भारत में सर्टिफ़िकेशन कोर्स, कॉरपोरेट ट्रेनिंग और इंटर्नशिप",
    description:
      "Cloud, cyber security, data science, networking और कई दूसरे क्षेत्रों में प्रैक्टिकल सर्टिफ़िकेशन कोर्स, साथ में कॉरपोरेट ट्रेनिंग और इंटर्नशिप: ऑनलाइन, {cities} की क्लासरूम में, आपके ऑफ़िस में या अपनी रफ़्तार से।",
    title: "नौकरी के लिए तैयार हुनर और इंडस्ट्री सर्टिफ़िकेशन, हाथों-हाथ अभ्यास के साथ",
    lead: "Cloud, cyber security, data, networking और development में सर्टिफ़िकेशन कोर्स, कॉरपोरेट ट्रेनिंग और इंटर्नशिप — लाइव ऑनलाइन, {cities} की हमारी क्लासरूम में, आपके ऑफ़िस में या अपनी सुविधा के समय पर।",
    search: {
      label: "कोर्स खोजें",
      placeholder: "कोर्स खोजें, जैसे AWS, CCNA, Python",
      button: "खोजें",
      hintLead: "लोकप्रिय खोजें आज़माएँ, जैसे",
      hintTerms: ["cloud", "cyber security", "data science"],
      hintOr: "या",
    },
    domainsTitle: "डोमेन के हिसाब से कोर्स देखें",
    allDomains: "सभी ट्रेनिंग डोमेन देखें",
    domainsOr: "या",
    fullCatalogue: "पूरी कोर्स सूची देखें",
    noDomains: "कोई सक्रिय डोमेन नहीं मिला।",
    domainTabs: "कोर्स डोमेन",
    noCourses: "इस डोमेन में कोई कोर्स नहीं मिला।",
    hoursOfLearning: "घंटे की पढ़ाई",
    viewDomain: "{domain} के सभी कोर्स देखें",
    modesTitle: "जैसे आपको सुविधा हो, वैसे सीखें",
    plansTitle: "हर पड़ाव के लिए एक प्लान",
    plansIntro: "चाहे आप शुरुआत कर रहे हों, आगे बढ़ रहे हों, टीम को ट्रेन कर रहे हों या कंपनी खड़ी कर रहे हों — अपने लिए सही रास्ता चुनें।",
    testimonialsTitle: "हमारे लर्नर क्या कहते हैं",
    webinarsTitle: "आने वाले वेबिनार और इवेंट",
    allEvents: "सभी इवेंट देखें",
    noWebinars: "फ़िलहाल कोई आने वाला इवेंट नहीं है।",
    duration: "अवधि:",
    webinarDetails: "जानकारी और रजिस्ट्रेशन",
    webinarFor: "—",
    impactTitle: "हमारा असर",
    impact: {
      trained: "ट्रेन किए गए प्रोफ़ेशनल और छात्र",
      served: "कॉलेज और कंपनियाँ जिनके साथ काम किया",
      courses: "सर्टिफ़िकेशन और करियर कोर्स",
      handsOn: "लैब में हाथों-हाथ अभ्यास वाली पढ़ाई",
    },
    galleryTitle: "हमारी क्लासरूम और इवेंट की झलक",
    gallery: {
      workshop: {
        caption: "Power BI वर्कशॉप",
        alt: "एनालिटिक्स वर्कशॉप में डैशबोर्ड बनाते लर्नर",
      },
      hackathon: {
        caption: "Code Sprint हैकाथॉन",
        alt: "पुणे में SkillBridge Code Sprint हैकाथॉन में साथ मिलकर कोडिंग करती टीमें",
      },
      careerTalk: {
        caption: "Cyber security करियर टॉक",
        alt: "Cyber security की नौकरियों पर करियर टॉक में इंडस्ट्री के वक्ता",
      },
      cloud: { caption: "Cloud लैब", alt: "AWS और Azure पर cloud computing लैब सेशन" },
      meetup: { caption: "एलुमनाई मीटअप", alt: "कम्युनिटी मीटअप में एलुमनाई और ट्रेनर आपस में मिलते हुए" },
      network: { caption: "Networking लैब", alt: "Networking लैब में routing और switching का अभ्यास" },
    },
    whyTitle: `${siteIdentity.name} को क्यों चुनें`,
  },
  catalogue: {
    title: "सर्टिफ़िकेशन कोर्स और ट्रेनिंग प्रोग्राम",
    description:
      "Cloud, cyber security, data science, networking और दूसरे क्षेत्रों में सर्टिफ़िकेशन कोर्स, कॉरपोरेट ट्रेनिंग, इंडस्ट्रियल ट्रेनिंग और इंटर्नशिप देखें। घंटे, कोर्स के प्रकार और डोमेन से छाँटें।",
    intro:
      "ट्रेनर के साथ सर्टिफ़िकेशन कोर्स, कॉरपोरेट और इंडस्ट्रियल ट्रेनिंग और इंटर्नशिप। नाम, घंटे, कोर्स के प्रकार या डोमेन से सूची छोटी करें।",
    empty: "कोई कोर्स नहीं मिला।",
  },
};
