// Demo events: webinars, workshops, career talks and a hackathon, dated relative to the seed day.
import type { SeedEvent } from "./types.ts";

export const events: SeedEvent[] = [
  {
    eventTitle: "AWS Solutions Architect: Exam Strategy Webinar",
    eventDesc:
      "A free live webinar on how the SAA-C03 exam is structured, which services appear most often and how to read scenario questions. Ends with a short Q&A with our AWS-certified trainer.",
    inDays: 4,
    time: "19:00",
    eventDuration: 60,
    eventPic: "/images/events/webinar.svg",
    courseKey: "aws-solutions-architect",
  },
  {
    eventTitle: "Hands-on Workshop: Your First Power BI Dashboard",
    eventDesc:
      "Bring your laptop and build an interactive sales dashboard from a sample dataset in two hours. Suitable for Excel users with no prior Power BI experience.",
    inDays: 9,
    time: "11:00",
    eventDuration: 120,
    eventPic: "/images/events/workshop.svg",
    courseKey: "power-bi-analysts",
  },
  {
    eventTitle: "Career Talk: Breaking into Cyber Security in India",
    eventDesc:
      "Security leaders from a Bengaluru SOC and a Pune consulting firm discuss entry-level roles, certifications that matter, salaries and how freshers can build practical experience.",
    inDays: 15,
    time: "18:30",
    eventDuration: 90,
    eventPic: "/images/events/career-talk.svg",
    courseKey: "ceh-v13",
  },
  {
    eventTitle: "SkillBridge Code Sprint Hackathon",
    eventDesc:
      "A full-day team hackathon at our Pune centre: build a web or mobile solution for a local civic problem. Mentors, meals and prizes for the top three teams; open to students and working professionals.",
    inDays: 24,
    time: "09:00",
    eventDuration: 480,
    eventPic: "/images/events/hackathon.svg",
    courseKey: "full-stack-java-bootcamp",
  },
  {
    eventTitle: "Webinar: Responsible AI with CertNexus CAIP",
    eventDesc:
      "An introduction to the Certified AI Practitioner programme, with a live demonstration of bias detection in a machine-learning model and guidance on preparing for the AIP-210 exam.",
    inDays: 33,
    time: "16:00",
    eventDuration: 75,
    eventPic: "/images/events/webinar.svg",
    courseKey: "certnexus-caip",
  },
  {
    eventTitle: "Alumni Meetup: Careers in Cloud and DevOps",
    eventDesc:
      "Meet alumni now working as cloud and DevOps engineers, hear how they prepared for interviews and network with hiring managers over evening snacks at our Bengaluru centre.",
    inDays: 52,
    time: "17:30",
    eventDuration: 150,
    eventPic: "/images/events/meetup.svg",
    courseKey: null,
  },
  {
    eventTitle: "Webinar: What's New in ITIL 4",
    eventDesc:
      "A 45-minute overview of the ITIL 4 service value system for service desk and operations professionals, with tips on choosing the right ITIL 4 certification path.",
    inDays: -12,
    time: "17:00",
    eventDuration: 45,
    eventPic: "/images/events/webinar.svg",
    courseKey: "itil4-foundation",
  },
  {
    eventTitle: "Kubernetes Troubleshooting Workshop",
    eventDesc:
      "A hands-on workshop in which participants diagnosed broken deployments, failing probes and network policies on live clusters, in preparation for the CKA exam.",
    inDays: -28,
    time: "10:00",
    eventDuration: 180,
    eventPic: "/images/events/workshop.svg",
    courseKey: "kubernetes-cka",
  },
  {
    eventTitle: "Campus Connect: Internships That Lead to Jobs",
    eventDesc:
      "A career talk for engineering and BCA students on choosing internships, building a portfolio and preparing for campus placements, with examples from our internship alumni.",
    inDays: -47,
    time: "14:00",
    eventDuration: 90,
    eventPic: "/images/events/career-talk.svg",
    courseKey: "web-development-internship",
  },
];
