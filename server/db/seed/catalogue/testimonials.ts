// Demo testimonials: nine active, two withdrawn; one points at a missing photo to exercise the fallback.
import type { SeedTestimonial } from "./types.ts";

export const testimonials: SeedTestimonial[] = [
  {
    learnerName: "Ananya Iyer",
    learnerImg: "/images/people/ananya.svg",
    feedbackMsg:
      "The AWS Solutions Architect batch was extremely practical. Every concept was followed by a lab in a real AWS account, and the mock exams were very close to the actual test. I cleared SAA-C03 on my first attempt and moved to a cloud role in Bengaluru.",
    status: "A",
  },
  {
    learnerName: "Rahul Deshmukh",
    learnerImg: "/images/people/rahul.svg",
    feedbackMsg: "Weekend CCNA classes in Pune fitted perfectly around my job. Great trainers and real Cisco labs.",
    status: "A",
  },
  {
    learnerName: "Priya Nair",
    learnerImg: "/images/people/priya.svg",
    feedbackMsg:
      "Coming from a commerce background, I was nervous about Python. The Data Science course started from the basics, mentors answered every doubt patiently, and my capstone on retail sales data became the highlight of my interviews.",
    status: "A",
  },
  {
    learnerName: "Vikram Singh",
    learnerImg: "/images/people/vikram.svg",
    feedbackMsg:
      "The CEH v13 labs were the best part: a proper cyber range with realistic targets. The trainer shared stories from real VAPT engagements, which made every module memorable.",
    status: "A",
  },
  {
    learnerName: "Sneha Kulkarni",
    learnerImg: "/images/people/sneha.svg",
    feedbackMsg: "PMP training was structured and to the point. Passed with Above Target in all three domains!",
    status: "A",
  },
  {
    learnerName: "Arjun Reddy",
    learnerImg: "/images/people/arjun.svg",
    feedbackMsg:
      "The Full Stack Java Bootcamp felt like working in a real team: sprints, stand-ups and strict code reviews. Within a month of finishing I joined a product company in Hyderabad as a software engineer.",
    status: "A",
  },
  {
    learnerName: "Kavya Menon",
    learnerImg: "/images/people/missing-photo.jpg",
    feedbackMsg:
      "My summer internship in web development gave me my first deployed project and a GitHub profile I could proudly share with recruiters during campus placements.",
    status: "A",
  },
  {
    learnerName: "Mohammed Faizal",
    learnerImg: "/images/people/mohammed.svg",
    feedbackMsg: "Our whole team attended the on-site Docker and Kubernetes training. Very relevant to our project.",
    status: "A",
  },
  {
    learnerName: "Deepika Sharma",
    learnerImg: "/images/people/deepika.svg",
    feedbackMsg:
      "The CertNexus CyberSec First Responder course changed how I approach incidents at work. The labs on log analysis and containment were directly applicable to our SOC, and the exam voucher being included made it great value.",
    status: "A",
  },
  {
    learnerName: "Sanjay Gupta",
    learnerImg: "/images/people/sanjay.svg",
    feedbackMsg:
      "Good content overall, though my batch was rescheduled twice. Support staff were helpful in arranging recordings for the sessions I missed.",
    status: "I",
  },
  {
    learnerName: "Neha Joshi",
    learnerImg: "/images/people/neha.svg",
    feedbackMsg: "Loved the Power BI workshop, short and very useful for my reporting work.",
    status: "I",
  },
];
