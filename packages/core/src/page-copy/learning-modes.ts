// The Learning Modes' visitor copy — the home carousel's slides and
// each /learning_mode/{slug} page — in the message catalogue, checked by the copy test.
// "{cities}" and "{places}" name the centres of the site settings record (fillContact).

/** The carousel's slide and the page's heading of each mode. */
export const learningModeSlides = {
  OnlineTrainingMode: {
    title: "Live Online Training",
    blurb: "Live, instructor-led classes with cloud labs, from anywhere in India or abroad.",
    alt: "A trainer teaching a live online class to learners on video",
  },
  ClassroomTrainingMode: {
    title: "Classroom Training",
    blurb: "Face-to-face batches at our {cities} centres, with real lab equipment.",
    alt: "Learners working on lab exercises in a classroom batch",
  },
  OnSiteTrainingMode: {
    title: "On-Site Corporate Training",
    blurb: "Our trainer comes to your office or campus and trains your team on your schedule.",
    alt: "A trainer running a workshop for a corporate team at their office",
  },
  SelfPacedTrainingMode: {
    title: "Self-Paced Learning",
    blurb: "Recorded lessons, labs and quizzes you can take anytime, with trainer support.",
    alt: "Code on a laptop screen during a self-paced lesson",
  },
} as const;

/** Each mode's page: its introduction, features, reasons and search description. */
export const learningModePages = {
  OnlineTrainingMode: {
    intro:
      "Join a live class led by a certified trainer from your home, office or campus. You see the trainer's screen, ask questions as you go, and practise every topic in browser-based labs — the same course, trainers and labs as our classroom batches.",
    features: [
      "Live sessions led by a certified trainer, not pre-recorded videos",
      "Weekday-evening and weekend batches in IST, planned around office hours",
      "Browser-based cloud labs and practice environments for every module",
      "A recording of every session in your learner dashboard",
      "Study materials, mock tests and assignments on the resource portal",
      "Doubt-clearing sessions and a batch group with your trainer",
    ],
    reasons: [
      "No travel: learn from any city, or from outside India",
      "Keep your job: batches are scheduled around office hours",
      "Missed a class? Watch the recording and ask your questions in the next session",
      "Our listed course fees are for online batches, with all taxes included",
    ],
    metaDescription:
      "Live, instructor-led online training with cloud labs, session recordings and weekday-evening or weekend batches in IST.",
  },
  ClassroomTrainingMode: {
    intro:
      "Learn in person at our training centres in {places}. Small batches, configured lab machines and real networking and server equipment make classroom training the most hands-on way to learn.",
    features: [
      "Small batches, so the trainer can check every learner's lab work",
      "Lab rooms with configured machines, routers, switches and servers",
      "Weekday and weekend batches in {cities}",
      "Printed course material, whiteboard sessions and group exercises",
      "Mock exams under exam conditions at the centre",
      "A certificate of participation on completion",
    ],
    reasons: [
      "Focus away from the distractions of home and office",
      "Immediate, in-person help when a lab does not work",
      "Meet and network with peers from other companies and colleges",
      "Ideal for hardware-heavy tracks such as CCNA, embedded systems and IoT",
    ],
    metaDescription:
      "Classroom training at our {cities} centres: small batches, real lab equipment, mock exams and weekend batches.",
  },
  OnSiteTrainingMode: {
    intro:
      "We bring the training to your team. A certified trainer delivers the programme at your office, plant or campus anywhere in India, in your working hours, with examples and exercises drawn from your own projects and technology stack.",
    features: [
      "A training-needs discussion with your team lead before the programme",
      "A curriculum tailored to your technology stack, tools and project scenarios",
      "Delivery at your premises, in your working hours, in India or abroad",
      "Labs set up on your machines, or provided by us in the cloud",
      "Pre- and post-training assessments with a report for HR and managers",
      "GST invoice and the documentation your L&D team needs",
    ],
    reasons: [
      "Train a whole team at once, at a lower cost per participant",
      "No travel and no time away from the office for employees",
      "Exercises built on your own projects, so skills transfer straight to work",
      "Flexible formats: full days, half days or weekend bootcamps",
    ],
    metaDescription:
      "On-site corporate training at your office or campus anywhere in India, tailored to your team's technology stack and schedule.",
  },
  SelfPacedTrainingMode: {
    intro:
      "Learn whenever it suits you. Our trainers have recorded each course as short video lessons with lab guides and practice questions, and they answer your doubts when you get stuck — so you can prepare at night, at weekends or between shifts.",
    features: [
      "Video lessons recorded by our certified trainers, in short modules",
      "Downloadable study materials, lab guides and practice question banks",
      "Hands-on lab exercises with step-by-step solutions",
      "Doubt support from trainers by e-mail and in scheduled live Q&A sessions",
      "Progress tracking in your learner dashboard",
      "Lifetime access to the resource portal and learner community",
    ],
    reasons: [
      "Learn at night, at weekends or between shifts",
      "Revisit difficult topics as often as you need",
      "The most affordable way to prepare for a certification",
      "Ideal for self-motivated learners and for revision before an exam",
    ],
    metaDescription:
      "Self-paced online courses: recorded lessons by certified trainers, lab guides, practice questions and doubt support.",
  },
} as const;

/** The headings and call to action every mode's page shares ("{mode}": the mode's name, lower case). */
export const learningModeSections = {
  eyebrow: "Learning modes",
  browse: "Browse courses",
  askAboutBatches: "Ask about batches",
  features: "What you get with {mode}",
  reasons: "Why choose {mode}",
  others: "Other ways to learn",
  ctaTitle: "Not sure which mode suits you?",
  ctaText: "Tell us your schedule and goals, and we will suggest the right mode and batch.",
  contactUs: "Contact us",
} as const;
