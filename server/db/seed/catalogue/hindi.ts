// Demo Hindi texts for a few courses, as staff would type them: natural Hindi, with product names,
// course codes and the terms people say in English kept in Latin script. The AWS course is fully
// translated; AZ-104 only in part (its long description and most modules and FAQs stay English,
// marked as English on the Hindi page); the Python course has its name only. Modules and FAQs are
// given by their place in the course's English list.

import { searchFormOf } from "@skillbridge/core/i18n/devanagari";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import * as t from "../../schema.ts";

type SeedTranslation = {
  name: string;
  shortDescription?: string;
  longDescription?: string;
  modules?: { title: string; description?: string }[];
  faqs?: { question: string; answer: string }[];
};

export const hindiTexts: Record<string, SeedTranslation> = {
  "aws-cloud-practitioner": {
    name: "AWS क्लाउड प्रैक्टिशनर सर्टिफ़िकेशन (CLF-C02)",
    shortDescription: "AWS क्लाउड की बुनियादी बातें — सेवाएँ, सुरक्षा, बिलिंग और प्राइसिंग — आसान भाषा में, शुरुआत करने वालों के लिए।",
    longDescription:
      "क्लाउड कंप्यूटिंग में कदम रखने के लिए यह कोर्स सबसे अच्छी शुरुआत है, चाहे आप सेल्स, फ़ाइनेंस या प्रोजेक्ट टीम में हों और रोज़ क्लाउड टीमों के साथ काम करते हों। आप समझेंगे कि AWS क्लाउड से कारोबार को क्या फ़ायदा होता है, इसकी मुख्य सेवाएँ कौन-सी हैं, सुरक्षा की ज़िम्मेदारी कैसे बँटती है और बिल कैसे बनता है। हर मॉड्यूल के बाद अभ्यास के सवाल हैं, ताकि परीक्षा से पहले आपकी तैयारी पक्की हो।",
    modules: [
      {
        title: "क्लाउड की बुनियादी अवधारणाएँ",
        description: "क्लाउड के फ़ायदे, डिप्लॉयमेंट मॉडल और Well-Architected Framework के छह स्तंभ।",
      },
      {
        title: "AWS की मुख्य सेवाएँ",
        description: "EC2, S3, RDS, Lambda, VPC और CloudFront की सैर, कंसोल पर छोटे डेमो के साथ।",
      },
      {
        title: "सुरक्षा और अनुपालन",
        description: "साझा ज़िम्मेदारी का मॉडल, IAM की बुनियादी बातें, AWS Artifact और भारतीय नियामकों से जुड़े अनुपालन कार्यक्रम।",
      },
      {
        title: "बिलिंग, प्राइसिंग और सपोर्ट",
        description: "प्राइसिंग मॉडल, AWS Pricing Calculator, बजट, Cost Explorer और सपोर्ट प्लान।",
      },
    ],
    faqs: [
      {
        question: "क्या ग़ैर-तकनीकी भूमिकाओं के लिए यह सर्टिफ़िकेशन फ़ायदेमंद है?",
        answer: "हाँ। इससे प्री-सेल्स, फ़ाइनेंस और मैनेजमेंट के लोग क्लाउड आर्किटेक्ट और ग्राहकों से भरोसे के साथ बात कर पाते हैं।",
      },
      {
        question: "कोर्स के बाद कितनी तैयारी करनी चाहिए?",
        answer: "ज़्यादातर लोग बैच ख़त्म होने के दो हफ़्ते के भीतर, हमारे प्रैक्टिस टेस्ट पूरे करके परीक्षा दे देते हैं।",
      },
      {
        question: "क्या परीक्षा ऑनलाइन दी जा सकती है?",
        answer: "हाँ, AWS, Pearson VUE के ज़रिए ऑनलाइन प्रॉक्टर्ड परीक्षा लेता है; भारत के सभी बड़े शहरों में टेस्ट सेंटर भी हैं।",
      },
    ],
  },
  "azure-administrator-az104": {
    name: "Microsoft Azure एडमिनिस्ट्रेटर (AZ-104)",
    shortDescription: "Azure में आइडेंटिटी, स्टोरेज, कंप्यूट, वर्चुअल नेटवर्क और मॉनिटरिंग संभालना सीखें और AZ-104 की तैयारी करें।",
    modules: [
      {
        title: "आइडेंटिटी और गवर्नेंस",
        description: "Microsoft Entra ID के यूज़र और ग्रुप, रोल-बेस्ड एक्सेस कंट्रोल, Azure Policy और मैनेजमेंट ग्रुप।",
      },
      { title: "स्टोरेज" },
    ],
    faqs: [
      {
        question: "क्या AZ-104 से पहले AZ-900 करना चाहिए?",
        answer: "ज़रूरी नहीं। अगर क्लाउड आपके लिए नया है, तो हमारा AZ-900 सेशन अच्छी बुनियाद देता है।",
      },
    ],
  },
  "python-data-science": {
    name: "डेटा साइंस के लिए Python",
  },
};

/** Stores the demo Hindi texts of the seeded courses (keys not seeded are skipped). */
export async function seedHindiTexts(tx: Executor, courseIds: Map<string, number>): Promise<void> {
  for (const [key, text] of Object.entries(hindiTexts)) {
    const courseId = courseIds.get(key);
    if (courseId === undefined) continue;
    const [moduleRows, faqRows] = await Promise.all([
      tx
        .select({ id: t.learningModules.id })
        .from(t.learningModules)
        .where(eq(t.learningModules.courseId, courseId))
        .orderBy(asc(t.learningModules.position)),
      tx.select({ id: t.faqs.id }).from(t.faqs).where(eq(t.faqs.courseId, courseId)).orderBy(asc(t.faqs.position)),
    ]);
    await tx.insert(t.courseTranslations).values({
      courseId,
      locale: "hi",
      name: text.name,
      shortDescription: text.shortDescription ?? null,
      longDescription: text.longDescription ?? null,
      modules: (text.modules ?? []).flatMap((item, index) => {
        const row = moduleRows[index];
        return row ? [{ id: row.id, title: item.title, description: item.description ?? "" }] : [];
      }),
      faqs: (text.faqs ?? []).flatMap((item, index) => {
        const row = faqRows[index];
        return row ? [{ id: row.id, ...item }] : [];
      }),
      searchName: searchFormOf(text.name),
    });
  }
}
