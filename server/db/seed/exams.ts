// Demo question bank and tests: twelve questions in three topics for the course of the demo
// learner's ongoing batch, a practice test open to every batch of that course and a timed mock
// exam open to that batch.
import type { Tx } from "../client.ts";
import * as t from "../schema.ts";

type DemoQuestion = {
  kind: "single" | "multiple" | "true_false";
  topic: string;
  text: string;
  options: string[];
  correct: number[];
  explanation: string;
};

const RECON = "Reconnaissance";
const SCANNING = "Scanning and Enumeration";
const WEB = "Web Application Attacks";

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    kind: "single",
    topic: RECON,
    text: "Which activity is passive reconnaissance?",
    options: [
      "Running an Nmap SYN scan",
      "Reading the target's public DNS records and job posts",
      "Brute-forcing SSH",
      "Sending phishing e-mails",
    ],
    correct: [2],
    explanation: "Passive reconnaissance gathers information without touching the target's systems directly.",
  },
  {
    kind: "true_false",
    topic: RECON,
    text: "WHOIS records can reveal a domain's registrar and name servers.",
    options: ["True", "False"],
    correct: [1],
    explanation: "WHOIS lists the registrar, dates and name servers (contact details are often redacted).",
  },
  {
    kind: "multiple",
    topic: RECON,
    text: "Which are OSINT sources? Choose all that apply.",
    options: [
      "Certificate transparency logs",
      "Search engine results",
      "The target's internal file server",
      "Social media profiles",
    ],
    correct: [1, 2, 4],
    explanation: "OSINT is open-source intelligence: public sources only. An internal server is not public.",
  },
  {
    kind: "single",
    topic: RECON,
    text: "What does this Google query find?\n```\nsite:example.com filetype:pdf\n```",
    options: ["PDF files on example.com", "Sites linking to example.com", "Cached pages of example.com", "PDF viewers"],
    correct: [1],
    explanation: "site: limits results to the domain and filetype: to the file type.",
  },
  {
    kind: "single",
    topic: SCANNING,
    text: "Which Nmap option runs a TCP SYN (half-open) scan?",
    options: ["-sT", "-sS", "-sU", "-sV"],
    correct: [2],
    explanation: "-sS sends SYN and never completes the handshake; -sT completes it, -sU is UDP, -sV probes versions.",
  },
  {
    kind: "single",
    topic: SCANNING,
    text: "An open TCP port answers a SYN with…",
    options: ["RST", "SYN/ACK", "FIN", "No answer"],
    correct: [2],
    explanation: "SYN/ACK means the port listens; RST means closed; no answer suggests a filter.",
  },
  {
    kind: "true_false",
    topic: SCANNING,
    text: "SNMP community string 'public' is a common default worth checking during enumeration.",
    options: ["True", "False"],
    correct: [1],
    explanation: "Default community strings often expose device details over SNMP.",
  },
  {
    kind: "multiple",
    topic: SCANNING,
    text: "Which ports are commonly enumerated for SMB/NetBIOS? Choose all that apply.",
    options: ["139", "445", "3389", "22"],
    correct: [1, 2],
    explanation: "SMB uses 445 (and 139 over NetBIOS); 3389 is RDP and 22 is SSH.",
  },
  {
    kind: "single",
    topic: WEB,
    text: "Which input best shows a SQL injection flaw?\n```\nSELECT * FROM users WHERE name = '<input>'\n```",
    options: ["alice", "' OR '1'='1", "<b>bold</b>", "../../etc/passwd"],
    correct: [2],
    explanation: "The quote closes the string and OR '1'='1' makes the condition always true.",
  },
  {
    kind: "single",
    topic: WEB,
    text: "Which header helps prevent clickjacking?",
    options: ["X-Frame-Options", "Content-Length", "Accept-Language", "ETag"],
    correct: [1],
    explanation: "X-Frame-Options (or CSP frame-ancestors) stops other sites framing the page.",
  },
  {
    kind: "multiple",
    topic: WEB,
    text: "Which reduce cross-site scripting (XSS)? Choose all that apply.",
    options: [
      "Encoding output for its context",
      "A Content-Security-Policy",
      "Storing passwords hashed",
      "Validating input",
    ],
    correct: [1, 2, 4],
    explanation:
      "Output encoding, CSP and input validation all limit XSS; password hashing protects against other risks.",
  },
  {
    kind: "true_false",
    topic: WEB,
    text: "HTTPS alone prevents SQL injection.",
    options: ["True", "False"],
    correct: [2],
    explanation: "HTTPS protects data in transit; injection is fixed by parameterised queries.",
  },
];

export async function seedExams(tx: Tx, options: { courseId: number; batchId: number }) {
  await tx.insert(t.examQuestions).values(
    DEMO_QUESTIONS.map((q) => ({
      courseId: options.courseId,
      kind: q.kind,
      text: q.text,
      options: q.options.map((text, i) => ({ id: i + 1, text })),
      correct: q.correct,
      explanation: q.explanation,
      topic: q.topic,
    })),
  );
  await tx.insert(t.examTests).values([
    {
      courseId: options.courseId,
      title: "CEH practice questions",
      kind: "practice",
      questionCount: 12,
      passPercent: 60,
      showAnswers: true,
    },
    {
      courseId: options.courseId,
      batchId: options.batchId,
      title: "CEH timed mock exam",
      kind: "exam",
      minutes: 15,
      questionCount: 9,
      topics: [RECON, SCANNING, WEB],
      passPercent: 70,
      attemptsAllowed: 3,
      showAnswers: true,
    },
  ]);
}
