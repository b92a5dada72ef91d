// Demo course catalogue: the first four courses carry the demo learners' enrolments.
import type { SeedCourse } from "./types.ts";

export const courses: SeedCourse[] = [
  {
    key: "aws-solutions-architect",
    ictName: "AWS Certified Solutions Architect – Associate (SAA-C03)",
    ictType: "Certificate Course",
    ictSDesc: "Design secure, resilient and cost-optimised architectures on AWS and clear the SAA-C03 exam.",
    ictDesc:
      "This instructor-led programme prepares you for the AWS Certified Solutions Architect – Associate (SAA-C03) exam through live sessions and hands-on labs in a real AWS account. You will design multi-tier, highly available architectures with VPC, EC2, S3, RDS, DynamoDB, Lambda and CloudFront, and learn to balance security, performance and cost the way the Well-Architected Framework expects. Weekday and weekend batches suit working professionals in Bengaluru, Pune and Hyderabad, and every batch ends with two full-length mock exams and a doubt-clearing session.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 40, LabHour: 24 },
    cost: { ictMrp: 32000, sellPrice: 24999 },
    modules: [
      {
        moduleTitle: "AWS Global Infrastructure and IAM",
        moduleDesc:
          "Regions, Availability Zones and edge locations, followed by IAM users, roles, policies and multi-account strategy with AWS Organizations.",
      },
      {
        moduleTitle: "Networking with Amazon VPC",
        moduleDesc:
          "Subnets, route tables, NAT gateways, security groups, NACLs, VPC peering and Transit Gateway, built step by step in the lab.",
      },
      {
        moduleTitle: "Compute and Auto Scaling",
        moduleDesc:
          "EC2 instance families and purchase options, Elastic Load Balancing and Auto Scaling groups for elastic, fault-tolerant workloads.",
      },
      {
        moduleTitle: "Storage and Content Delivery",
        moduleDesc:
          "S3 storage classes, lifecycle rules and replication, EBS and EFS, and CloudFront for low-latency delivery to users across India.",
      },
      {
        moduleTitle: "Databases and Caching",
        moduleDesc:
          "RDS and Aurora with Multi-AZ and read replicas, DynamoDB design, and ElastiCache for read-heavy applications.",
      },
      {
        moduleTitle: "Serverless and Decoupled Architectures",
        moduleDesc: "Lambda, API Gateway, SQS, SNS and EventBridge to build loosely coupled, event-driven systems.",
      },
      {
        moduleTitle: "Security, Monitoring and Cost Optimisation",
        moduleDesc:
          "KMS, Secrets Manager, CloudTrail, CloudWatch and AWS Config, plus Savings Plans and cost-allocation tags.",
      },
      {
        moduleTitle: "Exam Readiness and Mock Tests",
        moduleDesc:
          "Scenario-based question practice, two timed mock exams and a walkthrough of commonly confused services.",
      },
    ],
    benefits: [
      "Hands-on labs in a sandbox AWS account, no credit card needed",
      "Two full-length SAA-C03 mock exams with explanations",
      "Architecture case studies from Indian fintech and e-commerce projects",
      "Recorded sessions available for 12 months",
      "Resume review and interview preparation for cloud roles",
    ],
    prerequisites: [
      "Basic understanding of networking (IP addressing, DNS, HTTP)",
      "Familiarity with any operating system command line",
      "AWS Cloud Practitioner knowledge is helpful but not mandatory",
    ],
    faqs: [
      {
        faq: "Is the AWS exam fee included in the course fee?",
        faqAnswer:
          "No. The exam voucher (USD 150) is paid directly to AWS, but we guide you through booking at a Pearson VUE centre or online proctoring.",
      },
      {
        faq: "Do I need my own AWS account for the labs?",
        faqAnswer:
          "No. We provide time-bound sandbox accounts for every lab, so you do not risk charges on a personal card.",
      },
      {
        faq: "What if I miss a live session?",
        faqAnswer:
          "Every session is recorded and uploaded to your learner dashboard the same day, and you may also join the same topic in a parallel batch.",
      },
      {
        faq: "Is this course suitable for freshers?",
        faqAnswer:
          "Freshers with a basic IT background can join, but the course is best suited to learners with some exposure to servers or networking.",
      },
    ],
    materials: [
      {
        SMName: "SAA-C03 Exam Guide",
        SMType: "PDF",
        SMSrc:
          "https://d1.awsstatic.com/training-and-certification/docs-sa-assoc/AWS-Certified-Solutions-Architect-Associate_Exam-Guide.pdf",
      },
      {
        SMName: "AWS Well-Architected Framework",
        SMType: "Link",
        SMSrc: "https://docs.aws.amazon.com/wellarchitected/latest/framework/welcome.html",
      },
      {
        SMName: "Amazon VPC User Guide",
        SMType: "Link",
        SMSrc: "https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html",
      },
      { SMName: "AWS Skill Builder – free digital training", SMType: "Video", SMSrc: "https://skillbuilder.aws/" },
    ],
    batches: [
      {
        startInDays: -70,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: -10,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 14,
        lengthDays: 30,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "ceh-v13",
    ictName: "Certified Ethical Hacker (CEH v13)",
    ictType: "Certificate Course",
    ictSDesc:
      "Learn the tools and techniques of ethical hacking, now with AI-assisted attacks, and prepare for EC-Council's CEH v13.",
    ictDesc:
      "Certified Ethical Hacker v13 teaches you to think like an attacker and defend like a professional. Across 20 modules you will perform reconnaissance, scanning, enumeration, system hacking, web application and wireless attacks in an isolated lab range, and use AI-driven tools the way modern red teams do. The course is delivered by EC-Council certified instructors and includes the official courseware, iLabs access and exam voucher guidance, with classroom batches in Pune and Noida and live online batches for learners anywhere in India.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 65000, sellPrice: 49999 },
    modules: [
      {
        moduleTitle: "Introduction to Ethical Hacking and Footprinting",
        moduleDesc:
          "Hacking phases, legal aspects under the IT Act 2000, and passive and active reconnaissance with OSINT tools.",
      },
      {
        moduleTitle: "Scanning and Enumeration",
        moduleDesc:
          "Host discovery, port and service scanning with Nmap, and enumeration of NetBIOS, SNMP, LDAP and SMB.",
      },
      {
        moduleTitle: "Vulnerability Analysis and System Hacking",
        moduleDesc:
          "Vulnerability scanners, password cracking, privilege escalation and covering tracks on Windows and Linux targets.",
      },
      {
        moduleTitle: "Malware, Sniffing and Social Engineering",
        moduleDesc: "Trojans and ransomware analysis, packet sniffing with Wireshark, and phishing simulations.",
      },
      {
        moduleTitle: "Web Application and Database Attacks",
        moduleDesc:
          "OWASP Top 10 vulnerabilities, SQL injection, XSS and session hijacking against practice applications.",
      },
      {
        moduleTitle: "Wireless, Mobile, IoT and Cloud Hacking",
        moduleDesc:
          "Wi-Fi attacks, Android exploitation, IoT and OT threats, and misconfigurations in cloud environments.",
      },
      {
        moduleTitle: "Cryptography and Exam Preparation",
        moduleDesc:
          "Ciphers, PKI and cryptanalysis basics, followed by practice tests aligned to the CEH exam blueprint.",
      },
    ],
    benefits: [
      "Official EC-Council courseware and lab access",
      "Isolated cyber range for safe, legal practice",
      "Capture-the-flag challenges every weekend",
      "Guidance for the CEH Practical exam after the theory exam",
      "Placement assistance with SOC and VAPT teams",
    ],
    prerequisites: [
      "Working knowledge of TCP/IP networking",
      "Comfort with Windows and Linux command line",
      "Two years of IT or security experience recommended for the exam eligibility route",
    ],
    faqs: [
      {
        faq: "Is the CEH exam voucher included?",
        faqAnswer:
          "The premium plan includes the exam voucher; the listed price covers training, courseware and labs, and the voucher can be added at the current EC-Council rate.",
      },
      {
        faq: "Do I need prior hacking experience?",
        faqAnswer:
          "No, but you should be comfortable with networking concepts and basic Linux commands before the batch begins.",
      },
      {
        faq: "Will I get a certificate from SkillBridge Academy?",
        faqAnswer:
          "Yes, a certificate of participation is issued on completing the labs, in addition to the EC-Council certificate after you pass the exam.",
      },
      {
        faq: "Is ethical hacking legal in India?",
        faqAnswer:
          "Testing is legal only with written permission from the system owner. The course covers scope, authorisation letters and the relevant sections of the IT Act.",
      },
    ],
    materials: [
      {
        SMName: "EC-Council CEH programme page",
        SMType: "Link",
        SMSrc: "https://www.eccouncil.org/train-certify/certified-ethical-hacker-ceh/",
      },
      { SMName: "OWASP Top 10", SMType: "Link", SMSrc: "https://owasp.org/www-project-top-ten/" },
      { SMName: "Nmap Reference Guide", SMType: "Link", SMSrc: "https://nmap.org/book/man.html" },
    ],
    batches: [
      {
        startInDays: -60,
        lengthDays: 24,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
      {
        startInDays: -10,
        lengthDays: 40,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 21,
        lengthDays: 30,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "ccna-200-301",
    ictName: "CCNA 200-301 – Implementing and Administering Cisco Solutions",
    ictType: "Certificate Course",
    ictSDesc:
      "Build, secure and troubleshoot enterprise networks with Cisco routers and switches, and pass the CCNA 200-301.",
    ictDesc:
      "Our CCNA 200-301 course covers network fundamentals, IP connectivity, switching, wireless, security fundamentals and network automation exactly as the Cisco exam blueprint lists them. Every topic is practised in Cisco Packet Tracer and on physical Catalyst switches and ISR routers in our Noida and Bengaluru labs, so you configure VLANs, OSPF, ACLs and NAT with your own hands. It is the most popular starting point for network engineers, NOC analysts and system administrators in India.",
    ictImg: "/images/courses/network.svg",
    status: "A",
    domainId: 3,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 25000, sellPrice: 18999 },
    modules: [
      {
        moduleTitle: "Network Fundamentals",
        moduleDesc:
          "OSI and TCP/IP models, cabling, IPv4 subnetting and IPv6 addressing, with daily subnetting drills.",
      },
      {
        moduleTitle: "Switching and VLANs",
        moduleDesc: "VLANs, trunking, inter-VLAN routing, STP and EtherChannel configured on Catalyst switches.",
      },
      {
        moduleTitle: "IP Routing and OSPF",
        moduleDesc: "Static routes, routing table decisions and single-area OSPFv2 design and troubleshooting.",
      },
      {
        moduleTitle: "IP Services",
        moduleDesc: "DHCP, DNS, NAT, NTP, SNMP, syslog and QoS concepts in a branch-office lab topology.",
      },
      {
        moduleTitle: "Security Fundamentals and Wireless",
        moduleDesc:
          "ACLs, port security, DHCP snooping, VPN concepts and WLAN configuration with a wireless LAN controller.",
      },
      {
        moduleTitle: "Automation and Programmability",
        moduleDesc:
          "Controller-based networking, REST APIs, JSON and an introduction to Ansible for network engineers.",
      },
    ],
    benefits: [
      "Physical Cisco lab racks plus Packet Tracer topologies",
      "Subnetting workbook with 300 practice questions",
      "Mock exams mapped to the 200-301 blueprint",
      "Interview preparation for NOC and network engineer roles",
    ],
    prerequisites: ["Basic computer knowledge", "No prior networking experience required"],
    faqs: [
      {
        faq: "How long is the CCNA certification valid?",
        faqAnswer:
          "The CCNA is valid for three years; you can recertify by passing an exam or earning continuing education credits.",
      },
      {
        faq: "Can I practise at home?",
        faqAnswer:
          "Yes. All labs are provided as Packet Tracer files, and remote access to our physical racks is available on weekends.",
      },
      {
        faq: "Is this course useful for freshers?",
        faqAnswer:
          "Absolutely. Many engineering graduates start their careers with CCNA and join NOC or network support roles.",
      },
    ],
    materials: [
      {
        SMName: "Cisco CCNA exam overview",
        SMType: "Link",
        SMSrc: "https://www.cisco.com/site/us/en/learn/training-certifications/exams/ccna.html",
      },
      {
        SMName: "CCNA exam topics (Cisco Learning Network)",
        SMType: "Link",
        SMSrc: "https://learningnetwork.cisco.com/s/ccna-exam-topics",
      },
    ],
    batches: [
      {
        startInDays: -45,
        lengthDays: 30,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: -10,
        lengthDays: 40,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 10,
        lengthDays: 35,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "python-data-science",
    ictName: "Python for Data Science",
    ictType: "Certificate Course",
    ictSDesc: "Analyse, visualise and model real data with Python, NumPy, pandas, Matplotlib and scikit-learn.",
    ictDesc:
      "Python for Data Science takes you from writing your first Python script to building and evaluating predictive models on real Indian datasets such as census, retail sales and stock market data. You will clean and reshape data with pandas, explore it with Matplotlib and Seaborn, and apply statistics and machine-learning basics with scikit-learn in Jupyter notebooks. The course ends with a capstone project reviewed by a practising data scientist, which you can showcase on GitHub during job interviews.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 40, LabHour: 32 },
    cost: { ictMrp: 35000, sellPrice: 26999 },
    modules: [
      {
        moduleTitle: "Python Essentials",
        moduleDesc:
          "Data types, control flow, functions, modules and virtual environments, practised in Jupyter notebooks.",
      },
      {
        moduleTitle: "NumPy for Numerical Computing",
        moduleDesc: "Arrays, broadcasting, vectorised operations and linear-algebra helpers for fast computation.",
      },
      {
        moduleTitle: "Data Wrangling with pandas",
        moduleDesc: "Series and DataFrames, joins, group-by, pivot tables, missing values and time-series handling.",
      },
      {
        moduleTitle: "Data Visualisation",
        moduleDesc: "Matplotlib and Seaborn charts that tell a story, from distributions to correlation heatmaps.",
      },
      {
        moduleTitle: "Statistics for Data Science",
        moduleDesc: "Descriptive statistics, probability distributions, sampling and hypothesis testing with SciPy.",
      },
      {
        moduleTitle: "Machine Learning with scikit-learn",
        moduleDesc: "Regression, classification and clustering, train-test splits, cross-validation and model metrics.",
      },
      {
        moduleTitle: "Capstone Project",
        moduleDesc: "An end-to-end analysis on a public Indian dataset, presented to a panel and published on GitHub.",
      },
    ],
    benefits: [
      "Capstone project reviewed by an industry data scientist",
      "Cloud Jupyter environment, no installation needed",
      "Curated datasets from data.gov.in and Kaggle",
      "Career mentoring for data analyst and junior data scientist roles",
      "Lifetime access to the alumni community",
    ],
    prerequisites: [
      "Basic mathematics and statistics at Class 12 level",
      "Comfort using a computer; no programming experience required",
    ],
    faqs: [
      {
        faq: "I am from a non-IT background. Can I join?",
        faqAnswer:
          "Yes. The first module starts from Python basics, and many learners from commerce and mechanical engineering backgrounds complete the course successfully.",
      },
      {
        faq: "Which tools will I install?",
        faqAnswer:
          "You only need a browser; we provide a hosted JupyterLab workspace. Instructions for installing Anaconda locally are also shared.",
      },
      {
        faq: "Is there a placement guarantee?",
        faqAnswer:
          "We do not promise placements, but we offer resume reviews, mock interviews and referrals to hiring partners.",
      },
      {
        faq: "How are doubts handled between classes?",
        faqAnswer:
          "Mentors answer questions on the learner community within one working day, and weekly doubt-clearing sessions are held on Saturdays.",
      },
    ],
    materials: [
      { SMName: "The Python Tutorial", SMType: "Link", SMSrc: "https://docs.python.org/3/tutorial/index.html" },
      { SMName: "pandas User Guide", SMType: "Link", SMSrc: "https://pandas.pydata.org/docs/user_guide/index.html" },
      {
        SMName: "NumPy: the absolute basics for beginners",
        SMType: "Link",
        SMSrc: "https://numpy.org/doc/stable/user/absolute_beginners.html",
      },
      { SMName: "scikit-learn User Guide", SMType: "Link", SMSrc: "https://scikit-learn.org/stable/user_guide.html" },
    ],
    batches: [
      {
        startInDays: -80,
        lengthDays: 30,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: -10,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 28,
        lengthDays: 42,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
        languages: ["hi"],
      },
    ],
  },
  {
    key: "aws-cloud-practitioner",
    ictName: "AWS Certified Cloud Practitioner (CLF-C02)",
    ictType: "Certificate Course",
    ictSDesc: "A beginner-friendly introduction to AWS cloud concepts, services, security, billing and pricing.",
    ictDesc:
      "The AWS Certified Cloud Practitioner course is the ideal first step for anyone moving into cloud computing, including sales, finance and project professionals who work with cloud teams. You will understand the value of the AWS Cloud, the shared responsibility model, core services for compute, storage, networking and databases, and how AWS pricing and support plans work. Short weekend batches make it easy to complete alongside a full-time job.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 12000, sellPrice: 8999 },
    modules: [
      {
        moduleTitle: "Cloud Concepts",
        moduleDesc: "Benefits of the cloud, deployment models and the six pillars of the Well-Architected Framework.",
      },
      {
        moduleTitle: "Core AWS Services",
        moduleDesc: "A guided tour of EC2, S3, RDS, Lambda, VPC and CloudFront with short console demonstrations.",
      },
      {
        moduleTitle: "Security and Compliance",
        moduleDesc:
          "Shared responsibility model, IAM basics, AWS Artifact and the compliance programmes relevant to Indian regulators.",
      },
      {
        moduleTitle: "Billing, Pricing and Support",
        moduleDesc: "Pricing models, the AWS Pricing Calculator, budgets, Cost Explorer and support plans.",
      },
    ],
    benefits: [
      "No technical background needed",
      "Free AWS Free Tier walkthrough",
      "Practice questions after every module",
    ],
    prerequisites: ["General familiarity with IT business terms"],
    faqs: [
      {
        faq: "Is this certification worth it for non-technical roles?",
        faqAnswer:
          "Yes. It helps pre-sales, finance and management professionals speak confidently with cloud architects and customers.",
      },
      {
        faq: "How long should I prepare after the course?",
        faqAnswer:
          "Most learners take the exam within two weeks of finishing the batch, after completing our practice tests.",
      },
      {
        faq: "Can I take the exam online?",
        faqAnswer:
          "Yes, AWS offers online proctored exams through Pearson VUE, as well as test centres in all major Indian cities.",
      },
    ],
    materials: [
      {
        SMName: "AWS Certified Cloud Practitioner overview",
        SMType: "Link",
        SMSrc: "https://aws.amazon.com/certification/certified-cloud-practitioner/",
      },
      {
        SMName: "Overview of Amazon Web Services (whitepaper)",
        SMType: "Link",
        SMSrc: "https://docs.aws.amazon.com/whitepapers/latest/aws-overview/introduction.html",
      },
    ],
    batches: [],
  },
  {
    key: "azure-administrator-az104",
    ictName: "Microsoft Azure Administrator (AZ-104)",
    ictType: "Certificate Course",
    ictSDesc: "Manage Azure identities, storage, compute, virtual networks and monitoring, and prepare for AZ-104.",
    ictDesc:
      "This Microsoft-aligned course trains system administrators to implement, manage and monitor an organisation's Microsoft Azure environment. Through guided labs you will manage Microsoft Entra ID users and groups, configure virtual networks and storage accounts, deploy virtual machines and containers, and set up backup and monitoring with Azure Monitor. Batches run on weekday evenings and weekends so that working administrators in Pune, Chennai and Hyderabad can attend without taking leave.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 32, LabHour: 16 },
    cost: { ictMrp: 28000, sellPrice: 21999 },
    modules: [
      {
        moduleTitle: "Identities and Governance",
        moduleDesc:
          "Microsoft Entra ID users and groups, role-based access control, Azure Policy and management groups.",
      },
      {
        moduleTitle: "Storage",
        moduleDesc: "Storage accounts, blob tiers, Azure Files, shared access signatures and data protection options.",
      },
      {
        moduleTitle: "Compute Resources",
        moduleDesc: "Virtual machines, scale sets, ARM and Bicep templates, App Service and Azure Container Instances.",
      },
      {
        moduleTitle: "Virtual Networking",
        moduleDesc: "VNets, subnets, NSGs, peering, Azure DNS and load balancing options for hybrid workloads.",
      },
      {
        moduleTitle: "Monitoring and Backup",
        moduleDesc: "Azure Monitor, Log Analytics, alerts, Azure Backup and Site Recovery.",
      },
    ],
    benefits: [
      "Microsoft-aligned labs in a hosted Azure subscription",
      "Exam voucher discount for eligible learners",
      "Practice assessments based on the official study guide",
      "Weekend doubt-clearing sessions",
    ],
    prerequisites: [
      "Experience administering Windows or Linux servers",
      "Basic understanding of networking and virtualisation",
    ],
    faqs: [
      {
        faq: "Should I take AZ-900 before AZ-104?",
        faqAnswer:
          "It is not mandatory. If you are new to cloud concepts, our AZ-900 session gives a useful foundation.",
      },
      {
        faq: "Is the certification valid for life?",
        faqAnswer:
          "Microsoft role-based certifications are valid for one year and can be renewed free of cost through an online assessment on Microsoft Learn.",
      },
      {
        faq: "Do you provide an Azure subscription?",
        faqAnswer: "Yes, each learner receives lab access for the duration of the batch.",
      },
    ],
    materials: [
      {
        SMName: "Azure Administrator certification",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/credentials/certifications/azure-administrator/",
      },
      {
        SMName: "AZ-104 study guide",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/credentials/certifications/resources/study-guides/az-104",
      },
      {
        SMName: "Azure Virtual Network overview",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/azure/virtual-network/virtual-networks-overview",
      },
    ],
    batches: [
      {
        startInDays: -40,
        lengthDays: 21,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Microsoft Teams)",
        mode: "Online",
      },
      {
        startInDays: 18,
        lengthDays: 24,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Microsoft Teams)",
        mode: "Online",
      },
      {
        startInDays: 45,
        lengthDays: 14,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "azure-fundamentals-az900",
    ictName: "Microsoft Azure Fundamentals (AZ-900) for Teams",
    ictType: "Corporate Training",
    ictSDesc: "A corporate workshop that gives whole teams a shared foundation in Azure cloud concepts and services.",
    ictDesc:
      "Designed for organisations starting or accelerating their move to Microsoft Azure, this corporate programme brings developers, testers, managers and finance teams to a common understanding of cloud concepts. The content follows the AZ-900 skills outline and is customised with examples from your own industry, whether banking, manufacturing or IT services. We deliver it at your office anywhere in India or live online for distributed teams.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Cloud Concepts",
        moduleDesc: "IaaS, PaaS and SaaS, public, private and hybrid cloud, and the consumption-based model.",
      },
      {
        moduleTitle: "Azure Architecture and Services",
        moduleDesc: "Regions, resource groups, compute, networking, storage and database services on Azure.",
      },
      {
        moduleTitle: "Azure Management and Governance",
        moduleDesc: "Cost management, Azure Policy, resource locks, Microsoft Purview and monitoring tools.",
      },
      {
        moduleTitle: "Team Exercise",
        moduleDesc: "Groups map one of their own applications to Azure services and present a migration outline.",
      },
    ],
    benefits: [
      "Content tailored to your industry and projects",
      "Flexible delivery at your office or online",
      "Voucher assistance for team members who want to certify",
    ],
    prerequisites: [],
    faqs: [],
    materials: [
      {
        SMName: "Azure Fundamentals certification",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/credentials/certifications/azure-fundamentals/",
      },
      {
        SMName: "AZ-900 study guide",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/credentials/certifications/resources/study-guides/az-900",
      },
    ],
    batches: [],
  },
  {
    key: "gcp-associate-cloud-engineer",
    ictName: "Google Cloud Associate Cloud Engineer",
    ictType: "Certificate Course",
    ictSDesc: "Deploy applications, monitor operations and manage enterprise solutions on Google Cloud.",
    ictDesc:
      "This course prepares you for the Google Cloud Associate Cloud Engineer certification, covering project setup, Compute Engine, Google Kubernetes Engine, Cloud Storage, IAM and Cloud Monitoring. Live demonstrations and Qwiklabs-style exercises show you how to plan, deploy and operate workloads the way Google Cloud partners in India do for their customers.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 32, LabHour: 16 },
    cost: { ictMrp: 30000, sellPrice: 23499 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "cloud-internship-aws",
    ictName: "Cloud Computing Internship on AWS",
    ictType: "Internship",
    ictSDesc: "An 80-hour, project-based internship on AWS for engineering and BCA/MCA students.",
    ictDesc:
      "The Cloud Computing Internship gives students real project experience on Amazon Web Services under the guidance of certified mentors. Interns deploy a three-tier web application with EC2, RDS and S3, automate it with CloudFormation and monitor it with CloudWatch, working in teams with weekly reviews. The internship runs during summer and winter vacations, and successful interns receive an internship certificate and a letter of recommendation that colleges across Maharashtra and Karnataka accept for credit.",
    ictImg: "/images/courses/cloud.svg",
    status: "A",
    domainId: 1,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 9999, sellPrice: 7499 },
    modules: [
      {
        moduleTitle: "Cloud and Linux Basics",
        moduleDesc: "Linux commands, SSH, networking basics and an introduction to the AWS console.",
      },
      { moduleTitle: "Core AWS Services", moduleDesc: "EC2, S3, IAM, RDS and VPC explored through guided exercises." },
      {
        moduleTitle: "Infrastructure as Code",
        moduleDesc: "Writing CloudFormation templates to recreate the project environment on demand.",
      },
      {
        moduleTitle: "Team Project",
        moduleDesc: "Deploying and monitoring a three-tier application, with weekly mentor reviews.",
      },
      { moduleTitle: "Presentation and Evaluation", moduleDesc: "Final demo, architecture diagram review and viva." },
    ],
    benefits: [
      "Internship certificate and letter of recommendation",
      "Real project you can show to recruiters",
      "Mentorship from AWS-certified engineers",
      "Eligible for college internship credits",
    ],
    prerequisites: [
      "Pursuing or completed BE/BTech, BCA, MCA or BSc IT",
      "Basic programming knowledge in any language",
    ],
    faqs: [
      {
        faq: "Is the internship paid?",
        faqAnswer:
          "No, this is a training internship with a programme fee; top performers are referred to our hiring partners for paid roles.",
      },
      { faq: "Can second-year students apply?", faqAnswer: "Yes, students from the second year onwards can apply." },
      {
        faq: "Will I receive a certificate?",
        faqAnswer: "Yes, an internship certificate is issued after you complete the project and the final evaluation.",
      },
    ],
    materials: [
      {
        SMName: "Amazon EC2 User Guide",
        SMType: "Link",
        SMSrc: "https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/concepts.html",
      },
      {
        SMName: "AWS CloudFormation User Guide",
        SMType: "Link",
        SMSrc: "https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/Welcome.html",
      },
    ],
    batches: [
      {
        startInDays: -100,
        lengthDays: 45,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 20,
        lengthDays: 45,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "aws-saa-c02-legacy",
    ictName: "AWS Solutions Architect – Associate (SAA-C02, Legacy)",
    ictType: "Certificate Course",
    ictSDesc: "The previous version of our AWS Solutions Architect course, replaced by the SAA-C03 programme.",
    ictDesc:
      "This course prepared learners for the SAA-C02 exam, which AWS retired in August 2022. Learners interested in the certification should enrol in our current AWS Certified Solutions Architect – Associate (SAA-C03) course instead.",
    ictImg: "/images/courses/cloud.svg",
    status: "I",
    domainId: 1,
    hours: null,
    cost: { ictMrp: 28000, sellPrice: 19999 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "power-bi-analysts",
    ictName: "Power BI for Analysts (PL-300)",
    ictType: "Certificate Course",
    ictSDesc: "Turn raw business data into interactive Power BI reports and dashboards, and prepare for PL-300.",
    ictDesc:
      "Power BI for Analysts teaches you to connect to Excel, SQL Server and cloud sources, shape data with Power Query, build star-schema data models and write DAX measures that answer real business questions. You will design interactive reports, publish them to the Power BI service and set up row-level security and scheduled refresh. The case studies come from sales, HR and supply-chain reporting in Indian companies, and the course maps to the Microsoft PL-300 exam.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 24, LabHour: 16 },
    cost: { ictMrp: 22000, sellPrice: 16999 },
    modules: [
      {
        moduleTitle: "Getting Data",
        moduleDesc: "Connecting to files, databases and web sources, and choosing between import and DirectQuery.",
      },
      {
        moduleTitle: "Power Query Transformations",
        moduleDesc: "Cleaning, merging, appending and unpivoting data with the Power Query editor.",
      },
      {
        moduleTitle: "Data Modelling",
        moduleDesc: "Star schemas, relationships, cardinality and date tables for reliable analysis.",
      },
      {
        moduleTitle: "DAX Fundamentals",
        moduleDesc: "Calculated columns versus measures, CALCULATE, filter context and time intelligence.",
      },
      {
        moduleTitle: "Reports and Dashboards",
        moduleDesc: "Visual best practice, bookmarks, drill-through and mobile layouts.",
      },
      {
        moduleTitle: "Power BI Service and Security",
        moduleDesc: "Workspaces, apps, scheduled refresh, gateways and row-level security.",
      },
    ],
    benefits: [
      "Real business case studies with sample datasets",
      "PL-300 practice questions",
      "Report templates you can reuse at work",
      "Power BI Desktop installation support",
    ],
    prerequisites: ["Working knowledge of Microsoft Excel", "A Windows laptop for Power BI Desktop"],
    faqs: [
      {
        faq: "Do I need a Power BI Pro licence?",
        faqAnswer: "No. Power BI Desktop is free; for the service modules we provide trial workspace access.",
      },
      {
        faq: "Is Power BI useful for non-IT roles?",
        faqAnswer: "Yes. Finance, HR, sales operations and supply-chain analysts use Power BI every day.",
      },
      {
        faq: "Is the course updated for recent Power BI releases?",
        faqAnswer: "Yes, content is reviewed every quarter against Microsoft's monthly feature updates.",
      },
    ],
    materials: [
      {
        SMName: "What is Power BI?",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/power-bi/fundamentals/power-bi-overview",
      },
      {
        SMName: "PL-300 study guide",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/credentials/certifications/resources/study-guides/pl-300",
      },
      { SMName: "DAX overview", SMType: "Link", SMSrc: "https://learn.microsoft.com/en-us/dax/dax-overview" },
    ],
    batches: [
      {
        startInDays: -50,
        lengthDays: 14,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 7,
        lengthDays: 14,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 35,
        lengthDays: 14,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "machine-learning-python",
    ictName: "Machine Learning with Python and scikit-learn",
    ictType: "Industrial Training",
    ictSDesc: "Six weeks of industrial training in supervised and unsupervised learning with real-world ML projects.",
    ictDesc:
      "This industrial training programme is built for final-year engineering students and fresh graduates who want hands-on machine-learning experience before their first job. You will work through the full ML workflow, from feature engineering and model selection to hyperparameter tuning and deployment of a model as a simple Flask API. Each learner completes two mini projects and one major project in domains such as agriculture yield prediction, credit scoring and customer churn.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 48, LabHour: 32 },
    cost: { ictMrp: 45000, sellPrice: 34999 },
    modules: [
      {
        moduleTitle: "ML Foundations",
        moduleDesc: "Types of learning, bias-variance trade-off and the end-to-end machine-learning workflow.",
      },
      {
        moduleTitle: "Regression Models",
        moduleDesc: "Linear, polynomial and regularised regression with model evaluation using RMSE and R².",
      },
      {
        moduleTitle: "Classification Models",
        moduleDesc: "Logistic regression, decision trees, random forests, gradient boosting and SVMs.",
      },
      {
        moduleTitle: "Unsupervised Learning",
        moduleDesc: "K-means, hierarchical clustering, DBSCAN and PCA for dimensionality reduction.",
      },
      {
        moduleTitle: "Model Tuning and Pipelines",
        moduleDesc: "Cross-validation, grid and random search, and scikit-learn pipelines.",
      },
      {
        moduleTitle: "Deployment Basics",
        moduleDesc: "Saving models, serving predictions with Flask and tracking experiments.",
      },
    ],
    benefits: [
      "Industrial training certificate accepted by most universities",
      "Three projects for your portfolio",
      "Mentor-led code reviews",
      "Mock technical interviews",
    ],
    prerequisites: ["Python programming basics", "Class 12 level mathematics"],
    faqs: [
      {
        faq: "Will this count as my college industrial training?",
        faqAnswer:
          "Yes, we issue an industrial training certificate with hours and project details, and can share a completion letter in your university's format.",
      },
      {
        faq: "Do I need a GPU laptop?",
        faqAnswer: "No. All exercises run on a normal laptop or in the cloud notebooks we provide.",
      },
      {
        faq: "Are deep learning topics covered?",
        faqAnswer: "Only an introduction; our separate Generative AI programme covers neural networks in depth.",
      },
    ],
    materials: [
      { SMName: "scikit-learn User Guide", SMType: "Link", SMSrc: "https://scikit-learn.org/stable/user_guide.html" },
      {
        SMName: "scikit-learn tutorials",
        SMType: "Link",
        SMSrc: "https://scikit-learn.org/stable/tutorial/index.html",
      },
    ],
    batches: [
      {
        startInDays: -110,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 30,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "generative-ai-prompt-engineering",
    ictName: "Generative AI and Prompt Engineering for Professionals",
    ictType: "Corporate Training",
    ictSDesc: "Help your teams use large language models productively, safely and responsibly at work.",
    ictDesc:
      "This corporate programme shows business and technology teams how large language models work, where they help and where they fail. Participants practise prompt patterns for summarising, drafting, coding and analysis, learn to ground answers in company documents with retrieval-augmented generation, and agree on guidelines for data privacy under India's Digital Personal Data Protection Act. Every engagement is customised to the client's tools, whether Microsoft Copilot, Gemini or an in-house model.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "How Large Language Models Work",
        moduleDesc:
          "Tokens, context windows, temperature and why models hallucinate, explained without heavy mathematics.",
      },
      {
        moduleTitle: "Prompt Engineering Patterns",
        moduleDesc: "Role prompts, few-shot examples, step-by-step reasoning and structured outputs.",
      },
      {
        moduleTitle: "Retrieval-Augmented Generation",
        moduleDesc: "Grounding answers in your own documents and evaluating answer quality.",
      },
      {
        moduleTitle: "Responsible and Secure Use",
        moduleDesc: "Prompt injection, data leakage, bias and the organisational policies that prevent them.",
      },
      {
        moduleTitle: "Use-Case Workshop",
        moduleDesc: "Teams design, test and present two AI-assisted workflows from their own department.",
      },
    ],
    benefits: [
      "Customised to your organisation's AI tools",
      "Ready-to-use prompt library for each department",
      "Draft acceptable-use policy for generative AI",
    ],
    prerequisites: ["No coding background needed"],
    faqs: [
      {
        faq: "Can the training be delivered at our office?",
        faqAnswer: "Yes, we deliver on-site across India as well as live online for distributed teams.",
      },
      {
        faq: "Which AI tools do you use in the labs?",
        faqAnswer:
          "We use the tools your organisation has approved; where none are approved yet, we demonstrate with publicly available models.",
      },
      {
        faq: "What is the batch size?",
        faqAnswer: "We recommend 15 to 25 participants per batch for meaningful hands-on practice.",
      },
    ],
    materials: [
      {
        SMName: "Prompt engineering techniques (Azure OpenAI)",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/azure/ai-services/openai/concepts/prompt-engineering",
      },
      {
        SMName: "Prompt design strategies (Gemini API)",
        SMType: "Link",
        SMSrc: "https://ai.google.dev/gemini-api/docs/prompting-strategies",
      },
      {
        SMName: "NIST AI Risk Management Framework 1.0",
        SMType: "PDF",
        SMSrc: "https://nvlpubs.nist.gov/nistpubs/ai/NIST.AI.100-1.pdf",
      },
    ],
    batches: [],
  },
  {
    key: "tableau-desktop-specialist",
    ictName: "Tableau Desktop Specialist",
    ictType: "Certificate Course",
    ictSDesc: "Build insightful Tableau visualisations and prepare for the Tableau Desktop Specialist exam.",
    ictDesc:
      "Learn to connect, prepare and visualise data in Tableau Desktop, from basic bar charts to calculated fields, parameters, dashboards and stories. The course follows the Tableau Desktop Specialist exam guide and uses sales and operations datasets typical of Indian retail and FMCG companies.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 20, LabHour: 12 },
    cost: { ictMrp: 18000, sellPrice: 13499 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "data-analytics-internship",
    ictName: "Summer Internship in Data Analytics",
    ictType: "Internship",
    ictSDesc: "An 80-hour summer internship where students analyse real datasets with Excel, SQL, Python and Power BI.",
    ictDesc:
      "Our Summer Internship in Data Analytics is designed for undergraduate students who want to experience the daily work of a data analyst. Interns learn Excel, SQL, Python and Power BI in the first half of the programme and then work in small teams on a live dataset from a partner organisation, presenting insights to a review panel in the final week. The internship is fully online, so students from any college in India can take part.",
    ictImg: "/images/courses/data.svg",
    status: "A",
    domainId: 2,
    hours: { TrainingHour: 30, LabHour: 50 },
    cost: { ictMrp: 8000, sellPrice: 5999 },
    modules: [
      {
        moduleTitle: "Excel for Analysis",
        moduleDesc: "Lookups, pivot tables, conditional formatting and charts for quick analysis.",
      },
      {
        moduleTitle: "SQL Essentials",
        moduleDesc: "SELECT, joins, aggregation and window functions on a practice database.",
      },
      {
        moduleTitle: "Python and pandas",
        moduleDesc: "Loading, cleaning and summarising data with pandas in notebooks.",
      },
      {
        moduleTitle: "Dashboards with Power BI",
        moduleDesc: "Building an interactive dashboard for the internship project.",
      },
      {
        moduleTitle: "Team Project and Presentation",
        moduleDesc: "Solving a real business question and presenting insights to a panel.",
      },
    ],
    benefits: [
      "Internship certificate with project details",
      "Live dataset from a partner organisation",
      "Fully online, open to students across India",
    ],
    prerequisites: ["Students of any graduate programme, second year onwards"],
    faqs: [
      {
        faq: "Do I need to know programming?",
        faqAnswer: "No. We start from Excel and SQL basics before moving to Python.",
      },
      {
        faq: "What are the internship timings?",
        faqAnswer: "Sessions run on weekday mornings, with project work at your own pace in the afternoons.",
      },
      {
        faq: "Is there an attendance requirement?",
        faqAnswer: "Yes, 75% attendance and project submission are required for the internship certificate.",
      },
    ],
    materials: [
      {
        SMName: "pandas: Getting started tutorials",
        SMType: "Link",
        SMSrc: "https://pandas.pydata.org/docs/getting_started/intro_tutorials/index.html",
      },
      {
        SMName: "Power BI Desktop get started",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/power-bi/fundamentals/desktop-getting-started",
      },
    ],
    batches: [
      {
        startInDays: 40,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Google Meet)",
        mode: "Online",
      },
    ],
  },
  {
    key: "ccnp-enterprise-encor",
    ictName: "CCNP Enterprise Core (ENCOR 350-401)",
    ictType: "Certificate Course",
    ictSDesc:
      "Advance to CCNP with enterprise architecture, virtualisation, infrastructure, assurance, security and automation.",
    ictDesc:
      "The ENCOR 350-401 course is the core exam for the CCNP Enterprise and CCIE Enterprise tracks. It covers dual-stack architecture, advanced routing with EIGRP, OSPF and BGP, SD-Access and SD-WAN concepts, wireless roaming, network assurance with NetFlow and SPAN, and automation with Python, NETCONF and RESTCONF. Labs run on Cisco Modeling Labs topologies that mirror the campus and branch networks of large Indian enterprises and service providers.",
    ictImg: "/images/courses/network.svg",
    status: "A",
    domainId: 3,
    hours: { TrainingHour: 48, LabHour: 40 },
    cost: { ictMrp: 55000, sellPrice: 42999 },
    modules: [
      {
        moduleTitle: "Enterprise Architecture",
        moduleDesc: "Campus design tiers, high availability, SD-WAN and SD-Access fabric concepts.",
      },
      {
        moduleTitle: "Virtualisation",
        moduleDesc: "Hypervisors, VRFs, GRE and IPsec tunnels, and LISP and VXLAN fundamentals.",
      },
      {
        moduleTitle: "Infrastructure",
        moduleDesc: "Layer 2 and Layer 3 technologies including EIGRP, OSPF, eBGP, wireless and IP services.",
      },
      { moduleTitle: "Network Assurance", moduleDesc: "Debugging, SNMP, syslog, NetFlow, SPAN and IP SLA." },
      {
        moduleTitle: "Security",
        moduleDesc: "Device access control, infrastructure security, wireless security and REST API security.",
      },
      {
        moduleTitle: "Automation",
        moduleDesc: "Python scripting, JSON, YANG models, NETCONF, RESTCONF and Cisco DNA Center APIs.",
      },
    ],
    benefits: [
      "Cisco Modeling Labs topologies for every module",
      "Counts towards both CCNP and CCIE Enterprise",
      "Mentoring from CCIE-certified instructors",
      "Practice tests and lab challenges",
    ],
    prerequisites: ["CCNA-level knowledge", "At least one year of hands-on networking experience recommended"],
    faqs: [
      {
        faq: "Do I need CCNA before CCNP?",
        faqAnswer:
          "Cisco has no formal prerequisite, but CCNA-level knowledge is strongly recommended before starting ENCOR.",
      },
      {
        faq: "What else do I need for CCNP Enterprise?",
        faqAnswer: "After ENCOR, you pass one concentration exam such as ENARSI (300-410) to earn the CCNP Enterprise.",
      },
      {
        faq: "Are the labs available after the course?",
        faqAnswer: "Yes, lab access remains open for 60 days after the batch ends.",
      },
    ],
    materials: [
      {
        SMName: "ENCOR 350-401 exam overview",
        SMType: "Link",
        SMSrc: "https://www.cisco.com/site/us/en/learn/training-certifications/exams/encor.html",
      },
      { SMName: "ENCOR exam topics", SMType: "Link", SMSrc: "https://learningnetwork.cisco.com/s/encor-exam-topics" },
    ],
    batches: [],
  },
  {
    key: "comptia-network-plus",
    ictName: "CompTIA Network+ (N10-009)",
    ictType: "Certificate Course",
    ictSDesc:
      "A vendor-neutral networking certification covering design, implementation, operations and troubleshooting.",
    ictDesc:
      "CompTIA Network+ validates the essential skills to establish, maintain and troubleshoot networks regardless of vendor. The course explains networking concepts, infrastructure, operations, security and troubleshooting with simulations and performance-based questions similar to the N10-009 exam, making it a strong choice for IT support engineers moving into network roles.",
    ictImg: "/images/courses/network.svg",
    status: "A",
    domainId: 3,
    hours: { TrainingHour: 32, LabHour: 16 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Networking Concepts",
        moduleDesc: "OSI model, ports and protocols, addressing, topologies and cloud networking.",
      },
      {
        moduleTitle: "Network Implementation",
        moduleDesc: "Routing, switching, wireless standards and physical installation considerations.",
      },
      {
        moduleTitle: "Network Operations",
        moduleDesc: "Documentation, monitoring, high availability, disaster recovery and IPv6 operations.",
      },
      {
        moduleTitle: "Network Security",
        moduleDesc: "Security concepts, common attacks, hardening and remote access methods.",
      },
      {
        moduleTitle: "Network Troubleshooting",
        moduleDesc: "The CompTIA troubleshooting methodology applied to cabling, connectivity and performance issues.",
      },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [
      {
        faq: "Is Network+ recognised in India?",
        faqAnswer:
          "Yes, it is widely recognised by IT services companies and is often listed for infrastructure support roles.",
      },
      {
        faq: "How is Network+ different from CCNA?",
        faqAnswer:
          "Network+ is vendor-neutral, while CCNA focuses on Cisco equipment; many learners take Network+ first and CCNA next.",
      },
      {
        faq: "How long is the certification valid?",
        faqAnswer: "Three years, renewable through CompTIA's continuing education programme.",
      },
    ],
    materials: [
      {
        SMName: "CompTIA Network+ certification",
        SMType: "Link",
        SMSrc: "https://www.comptia.org/certifications/network",
      },
    ],
    batches: [],
  },
  {
    key: "networking-linux-industrial",
    ictName: "Industrial Training in Networking and Linux Administration",
    ictType: "Industrial Training",
    ictSDesc: "Six weeks of hands-on industrial training in routing, switching and Red Hat Linux administration.",
    ictDesc:
      "This industrial training programme combines CCNA-level networking with Linux system administration, the two skills most asked for in infrastructure and NOC roles. Students configure routers and switches in our Noida lab, administer Red Hat Enterprise Linux servers, set up DNS, DHCP, Apache and Samba services, and finish with a project that connects a simulated branch office to a head office. Batches are timed for the June–July and December–January vacation windows of AKTU, VTU, SPPU and other universities.",
    ictImg: "/images/courses/network.svg",
    status: "A",
    domainId: 3,
    hours: { TrainingHour: 60, LabHour: 60 },
    cost: { ictMrp: 15000, sellPrice: 11999 },
    modules: [
      {
        moduleTitle: "Networking Basics and Subnetting",
        moduleDesc: "OSI model, IP addressing and subnetting with daily practice.",
      },
      {
        moduleTitle: "Routing and Switching",
        moduleDesc: "VLANs, trunking, static routing and OSPF on Cisco devices.",
      },
      {
        moduleTitle: "Linux Fundamentals",
        moduleDesc: "File system, permissions, users, packages and shell scripting on RHEL.",
      },
      { moduleTitle: "Linux Network Services", moduleDesc: "DNS, DHCP, SSH, Apache, NFS and Samba configuration." },
      { moduleTitle: "Security and Firewalls", moduleDesc: "ACLs, firewalld, SELinux basics and log monitoring." },
      {
        moduleTitle: "Major Project",
        moduleDesc: "Designing and implementing a head-office and branch network with Linux servers.",
      },
    ],
    benefits: [
      "Industrial training certificate in university format",
      "Daily lab practice on real Cisco devices",
      "Project report guidance for college submission",
      "Preparation path towards CCNA and RHCSA",
    ],
    prerequisites: ["BE/BTech, BCA, MCA or Diploma students", "Basic computer knowledge"],
    faqs: [
      {
        faq: "Is accommodation provided for outstation students?",
        faqAnswer:
          "We do not run a hostel, but we share a list of nearby paying-guest options near our Shivajinagar centre in Pune.",
      },
      {
        faq: "What is the daily schedule?",
        faqAnswer: "Theory from 10:00 to 13:00, followed by supervised lab practice in the afternoon.",
      },
      {
        faq: "Will I get a project report?",
        faqAnswer: "Yes, we help you prepare the project report and certificate in the format your college requires.",
      },
    ],
    materials: [
      {
        SMName: "Red Hat Enterprise Linux 9 documentation",
        SMType: "Link",
        SMSrc: "https://docs.redhat.com/en/documentation/red_hat_enterprise_linux/9",
      },
      { SMName: "Ubuntu Server documentation", SMType: "Link", SMSrc: "https://ubuntu.com/server/docs" },
    ],
    batches: [
      {
        startInDays: -90,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
      {
        startInDays: 12,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "network-admin-internship",
    ictName: "Internship in Network Administration",
    ictType: "Internship",
    ictSDesc: "An 80-hour internship in which students build, secure and monitor a small enterprise network.",
    ictDesc:
      "The Network Administration internship puts students in the role of a junior network administrator for a simulated company. Interns plan the IP addressing scheme, configure switches, routers and a firewall, set up monitoring with open-source tools, and document everything as they would for a real client. Mentors review progress twice a week, and the internship concludes with a demonstration and viva at our Chennai centre or online.",
    ictImg: "/images/courses/network.svg",
    status: "A",
    domainId: 3,
    hours: { TrainingHour: 36, LabHour: 44 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Network Planning",
        moduleDesc: "Requirements gathering, IP addressing plans and network diagrams.",
      },
      {
        moduleTitle: "Device Configuration",
        moduleDesc: "Switches, routers, wireless access points and a firewall for the simulated office.",
      },
      {
        moduleTitle: "Monitoring and Troubleshooting",
        moduleDesc: "SNMP, syslog and open-source monitoring with alerting.",
      },
      {
        moduleTitle: "Documentation and Demo",
        moduleDesc: "Runbooks, change records and a final demonstration to mentors.",
      },
    ],
    benefits: [
      "Internship certificate and experience letter",
      "Realistic enterprise network scenario",
      "Mentor reviews twice a week",
    ],
    prerequisites: ["Basic networking knowledge or completion of a CCNA course"],
    faqs: [
      {
        faq: "Can I do this internship online?",
        faqAnswer:
          "Yes. Online interns use Packet Tracer and remote lab access; classroom interns work on physical equipment.",
      },
      {
        faq: "What is the fee?",
        faqAnswer: "Please contact us; the fee depends on the college tie-up and batch size.",
      },
      { faq: "Is there a stipend?", faqAnswer: "This is a training internship without a stipend." },
    ],
    materials: [
      {
        SMName: "Cisco Packet Tracer (Networking Academy)",
        SMType: "Link",
        SMSrc: "https://www.netacad.com/cisco-packet-tracer",
      },
    ],
    batches: [
      {
        startInDays: 25,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "ccna-200-125-legacy",
    ictName: "CCNA Routing and Switching (200-125)",
    ictType: "Certificate Course",
    ictSDesc: "The former CCNA Routing and Switching course, replaced by our CCNA 200-301 programme.",
    ictDesc:
      "Cisco retired the CCNA Routing and Switching (200-125) exam in February 2020 when it introduced the consolidated CCNA 200-301. This listing is kept for alumni records only; please enrol in the current CCNA 200-301 course.",
    ictImg: "/images/courses/network.svg",
    status: "I",
    domainId: 3,
    hours: null,
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "comptia-security-plus",
    ictName: "CompTIA Security+ (SY0-701)",
    ictType: "Certificate Course",
    ictSDesc: "The global baseline cybersecurity certification: threats, architecture, operations and governance.",
    ictDesc:
      "CompTIA Security+ SY0-701 is the most widely recognised entry-level cybersecurity certification and a common requirement for security analyst and SOC roles. The course covers general security concepts, threats and vulnerabilities, security architecture, security operations and programme management, with performance-based labs for each domain. Evening online batches let IT support and network engineers across India transition into security without leaving their current jobs.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 38000, sellPrice: 29999 },
    modules: [
      {
        moduleTitle: "General Security Concepts",
        moduleDesc: "Security controls, the CIA triad, zero trust, change management and cryptographic basics.",
      },
      {
        moduleTitle: "Threats, Vulnerabilities and Mitigations",
        moduleDesc: "Threat actors, attack surfaces, malware, and mitigation techniques for common vulnerabilities.",
      },
      {
        moduleTitle: "Security Architecture",
        moduleDesc: "Secure network, cloud and hybrid architectures, data protection and resilience.",
      },
      {
        moduleTitle: "Security Operations",
        moduleDesc:
          "Hardening, identity and access management, vulnerability management, monitoring and incident response.",
      },
      {
        moduleTitle: "Security Programme Management and Oversight",
        moduleDesc: "Governance, risk management, third-party risk, compliance and security awareness.",
      },
    ],
    benefits: [
      "Performance-based question practice",
      "Virtual labs for every exam domain",
      "Mapped to job roles such as SOC analyst and security administrator",
      "Exam voucher at a discounted partner price",
    ],
    prerequisites: [
      "CompTIA Network+ or equivalent networking knowledge",
      "Two years of IT administration experience recommended",
    ],
    faqs: [
      {
        faq: "How many questions are in the exam?",
        faqAnswer:
          "A maximum of 90 questions, including multiple-choice and performance-based questions, in 90 minutes.",
      },
      { faq: "What is the passing score?", faqAnswer: "750 on a scale of 100 to 900." },
      {
        faq: "Can I take the exam from home?",
        faqAnswer: "Yes, CompTIA offers online proctored exams through Pearson VUE.",
      },
      {
        faq: "What comes after Security+?",
        faqAnswer:
          "Learners usually continue with CEH, CySA+ or CertNexus CyberSec First Responder, depending on their role.",
      },
    ],
    materials: [
      {
        SMName: "CompTIA Security+ certification",
        SMType: "Link",
        SMSrc: "https://www.comptia.org/certifications/security",
      },
      {
        SMName: "NIST Cybersecurity Framework 2.0",
        SMType: "PDF",
        SMSrc: "https://nvlpubs.nist.gov/nistpubs/CSWP/NIST.CSWP.29.pdf",
      },
    ],
    batches: [
      {
        startInDays: -70,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 16,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "cissp-training",
    ictName: "CISSP Certification Training",
    ictType: "Certificate Course",
    ictSDesc: "An intensive CISSP programme covering all eight ISC2 domains for experienced security professionals.",
    ictDesc:
      "Our CISSP Certification Training prepares experienced security practitioners, managers and architects for the ISC2 CISSP exam. The programme covers all eight domains of the Common Body of Knowledge, from security and risk management to software development security, with a strong focus on thinking like a manager rather than a technician. Choose the five-day classroom bootcamp in Bengaluru or the five-week evening online batch, both including practice exams and a personal study plan.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 40, LabHour: 8 },
    cost: { ictMrp: 120000, sellPrice: 94999 },
    modules: [
      {
        moduleTitle: "Security and Risk Management",
        moduleDesc:
          "Governance, compliance, legal and regulatory issues including India's DPDP Act, and risk frameworks.",
      },
      {
        moduleTitle: "Asset Security",
        moduleDesc: "Information classification, ownership, privacy and data retention.",
      },
      {
        moduleTitle: "Security Architecture and Engineering",
        moduleDesc: "Secure design principles, security models, cryptography and physical security.",
      },
      {
        moduleTitle: "Communication and Network Security",
        moduleDesc: "Secure network architecture, components and communication channels.",
      },
      {
        moduleTitle: "Identity and Access Management",
        moduleDesc: "Identification, authentication, authorisation and identity lifecycle.",
      },
      {
        moduleTitle: "Security Assessment and Testing",
        moduleDesc: "Assessment strategies, audits, vulnerability assessment and penetration testing.",
      },
      {
        moduleTitle: "Security Operations",
        moduleDesc: "Investigations, logging, incident management, disaster recovery and business continuity.",
      },
      {
        moduleTitle: "Software Development Security",
        moduleDesc: "Security in the SDLC, secure coding and assessing software security.",
      },
    ],
    benefits: [
      "Taught by CISSP-certified instructors with 15+ years' experience",
      "1,000+ practice questions with explanations",
      "Personal study plan and readiness review",
      "Earns 40 CPE credits for existing certification holders",
    ],
    prerequisites: [
      "Five years of paid work experience in two or more CISSP domains",
      "Candidates without the experience can become an Associate of ISC2 after passing",
    ],
    faqs: [
      {
        faq: "What is the CISSP exam format?",
        faqAnswer: "The English exam is computer adaptive, with 100 to 150 questions over up to three hours.",
      },
      {
        faq: "Is the exam fee included?",
        faqAnswer:
          "No. The exam is booked directly with ISC2 through Pearson VUE; we help you plan the right exam date.",
      },
      {
        faq: "Is the bootcamp enough to pass?",
        faqAnswer:
          "Most successful candidates combine the bootcamp with four to six weeks of self-study using our plan and practice tests.",
      },
    ],
    materials: [
      { SMName: "ISC2 CISSP certification", SMType: "Link", SMSrc: "https://www.isc2.org/certifications/cissp" },
      {
        SMName: "CISSP exam outline",
        SMType: "Link",
        SMSrc: "https://www.isc2.org/certifications/cissp/cissp-certification-exam-outline",
      },
    ],
    batches: [
      {
        startInDays: 24,
        lengthDays: 35,
        startTime: "19:30",
        endTime: "21:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 50,
        lengthDays: 5,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "soc-analyst-bootcamp",
    ictName: "SOC Analyst Bootcamp with Splunk and Microsoft Sentinel",
    ictType: "Industrial Training",
    ictSDesc:
      "Job-ready training for Level 1 and Level 2 SOC analysts, with SIEM, threat hunting and incident response.",
    ictDesc:
      "The SOC Analyst Bootcamp recreates the daily work of a security operations centre. You will monitor alerts in Splunk and Microsoft Sentinel, triage phishing and malware incidents, map attacker behaviour to MITRE ATT&CK, write detection queries and follow incident-response playbooks based on NIST SP 800-61. Our Hyderabad centre runs a 24x7-style simulated SOC shift, and learners complete the bootcamp with a portfolio of investigation reports that hiring managers at Indian MSSPs value.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 48, LabHour: 48 },
    cost: { ictMrp: 48000, sellPrice: 36999 },
    modules: [
      {
        moduleTitle: "SOC Fundamentals",
        moduleDesc: "SOC roles and tiers, the alert lifecycle, ticketing and escalation matrices.",
      },
      {
        moduleTitle: "Log Sources and SIEM",
        moduleDesc: "Windows, Linux, firewall and proxy logs, and how Splunk and Sentinel ingest them.",
      },
      {
        moduleTitle: "Detection Engineering",
        moduleDesc: "SPL and KQL queries, correlation rules and reducing false positives.",
      },
      {
        moduleTitle: "Threat Intelligence and MITRE ATT&CK",
        moduleDesc: "Indicators of compromise, threat feeds and mapping incidents to tactics and techniques.",
      },
      {
        moduleTitle: "Incident Response",
        moduleDesc: "Containment, eradication and recovery playbooks for phishing, ransomware and insider threats.",
      },
      {
        moduleTitle: "Simulated SOC Shift",
        moduleDesc: "A multi-day exercise with live alerts, hand-overs and a final incident report.",
      },
    ],
    benefits: [
      "Simulated SOC with realistic attack traffic",
      "Hands-on with two leading SIEM platforms",
      "Portfolio of investigation reports",
      "Referrals to MSSPs and in-house SOC teams",
    ],
    prerequisites: ["Networking fundamentals", "CompTIA Security+ or equivalent knowledge recommended"],
    faqs: [
      {
        faq: "Do SOC jobs involve night shifts?",
        faqAnswer:
          "Many SOCs operate 24x7 with rotational shifts; we discuss shift patterns and career paths openly during the bootcamp.",
      },
      {
        faq: "Which SIEM is more in demand in India?",
        faqAnswer: "Both Splunk and Microsoft Sentinel are widely used, which is why the bootcamp covers both.",
      },
      {
        faq: "Is there a final assessment?",
        faqAnswer: "Yes, a practical assessment during the simulated SOC shift plus a short viva.",
      },
    ],
    materials: [
      { SMName: "MITRE ATT&CK knowledge base", SMType: "Link", SMSrc: "https://attack.mitre.org/" },
      {
        SMName: "What is Microsoft Sentinel?",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/azure/sentinel/overview",
      },
      {
        SMName: "NIST SP 800-61 Rev. 2: Incident Handling Guide",
        SMType: "PDF",
        SMSrc: "https://nvlpubs.nist.gov/nistpubs/SpecialPublications/NIST.SP.800-61r2.pdf",
      },
    ],
    batches: [
      {
        startInDays: -60,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 9,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "web-app-pentest",
    ictName: "Web Application Penetration Testing (OWASP Top 10)",
    ictType: "Corporate Training",
    ictSDesc: "Hands-on web application security testing for development and QA teams, aligned to OWASP.",
    ictDesc:
      "A corporate programme for developers, testers and security teams who need to find and fix vulnerabilities in web applications and APIs. Participants test deliberately vulnerable applications with Burp Suite and OWASP ZAP, following the OWASP Web Security Testing Guide, and learn to write findings that developers can act on.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 24, LabHour: 24 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "cyber-security-internship",
    ictName: "Cyber Security Internship",
    ictType: "Internship",
    ictSDesc: "An 80-hour internship covering ethical hacking basics, vulnerability assessment and a mini SOC project.",
    ictDesc:
      "The Cyber Security Internship introduces students to ethical hacking, vulnerability assessment and security monitoring through guided labs and a team project. Interns scan and assess a lab network, test a vulnerable web application, analyse logs for signs of attack and write a professional assessment report. The programme is mentored by practising security consultants and is open to engineering, BCA and BSc students from the second year onwards.",
    ictImg: "/images/courses/cyber.svg",
    status: "A",
    domainId: 4,
    hours: { TrainingHour: 30, LabHour: 50 },
    cost: { ictMrp: 9500, sellPrice: 6999 },
    modules: [
      {
        moduleTitle: "Security Fundamentals",
        moduleDesc: "Core concepts, common attacks and the cyber laws every intern should know.",
      },
      {
        moduleTitle: "Linux and Networking for Security",
        moduleDesc: "Kali Linux, networking commands and packet analysis with Wireshark.",
      },
      {
        moduleTitle: "Vulnerability Assessment",
        moduleDesc: "Scanning with Nmap and OpenVAS, validating findings and rating risk.",
      },
      {
        moduleTitle: "Web Application Security",
        moduleDesc: "Testing OWASP Top 10 issues on intentionally vulnerable applications.",
      },
      {
        moduleTitle: "Project and Report",
        moduleDesc: "A team assessment of a lab network and a professional VAPT report.",
      },
    ],
    benefits: [
      "Internship certificate and VAPT report for your portfolio",
      "Mentoring by practising security consultants",
      "Weekend capture-the-flag practice",
    ],
    prerequisites: ["Basic networking and computer knowledge"],
    faqs: [
      {
        faq: "Do I need my own laptop?",
        faqAnswer: "Yes, a laptop with at least 8 GB RAM is recommended to run the lab virtual machines.",
      },
      {
        faq: "Is this internship online?",
        faqAnswer: "Yes, sessions are live online and labs run in a hosted cyber range.",
      },
      {
        faq: "Will I receive a certificate?",
        faqAnswer: "Yes, on completing the project and report with at least 75% attendance.",
      },
    ],
    materials: [
      {
        SMName: "OWASP Web Security Testing Guide",
        SMType: "Link",
        SMSrc: "https://owasp.org/www-project-web-security-testing-guide/",
      },
      { SMName: "Kali Linux documentation", SMType: "Link", SMSrc: "https://www.kali.org/docs/" },
    ],
    batches: [
      {
        startInDays: -75,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 33,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "ceh-v12-legacy",
    ictName: "Certified Ethical Hacker (CEH v12)",
    ictType: "Certificate Course",
    ictSDesc: "The previous CEH version, replaced by our CEH v13 course with AI-driven hacking techniques.",
    ictDesc:
      "CEH v12 introduced EC-Council's Learn, Certify, Engage and Compete framework. It has been superseded by CEH v13, and new learners should enrol in the current Certified Ethical Hacker (CEH v13) course, which includes AI-assisted ethical hacking techniques and updated labs.",
    ictImg: "/images/courses/cyber.svg",
    status: "I",
    domainId: 4,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 55000, sellPrice: 41999 },
    modules: [
      {
        moduleTitle: "Ethical Hacking Fundamentals",
        moduleDesc: "Footprinting, scanning, enumeration and vulnerability analysis.",
      },
      {
        moduleTitle: "System and Network Attacks",
        moduleDesc: "System hacking, malware, sniffing, social engineering and denial of service.",
      },
      {
        moduleTitle: "Application and Cloud Attacks",
        moduleDesc: "Web application, wireless, mobile, IoT and cloud hacking.",
      },
      { moduleTitle: "Cryptography", moduleDesc: "Encryption algorithms, PKI and cryptanalysis." },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "pmp-certification",
    ictName: "PMP Certification Training",
    ictType: "Certificate Course",
    ictSDesc: "Earn the 35 contact hours required for PMP and master predictive, agile and hybrid project management.",
    ictDesc:
      "Our PMP Certification Training is aligned to the latest PMI Examination Content Outline and gives you the 35 contact hours of project management education needed to apply for the exam. Experienced PMP-certified trainers cover the People, Process and Business Environment domains with case studies from Indian IT services, construction and manufacturing projects. Weekend batches in Mumbai and live online evening batches help working managers prepare without disrupting project deadlines.",
    ictImg: "/images/courses/project.svg",
    status: "A",
    domainId: 5,
    hours: { TrainingHour: 36, LabHour: 4 },
    cost: { ictMrp: 28000, sellPrice: 21999 },
    modules: [
      {
        moduleTitle: "Project Management Foundations",
        moduleDesc: "Projects, programmes and portfolios, value delivery and the project manager's role.",
      },
      {
        moduleTitle: "People Domain",
        moduleDesc: "Leading teams, conflict management, stakeholder engagement and servant leadership.",
      },
      {
        moduleTitle: "Process Domain: Predictive Approaches",
        moduleDesc: "Scope, schedule, cost, quality, risk and procurement planning and control.",
      },
      {
        moduleTitle: "Process Domain: Agile and Hybrid",
        moduleDesc: "Iterative delivery, backlogs, velocity and choosing the right life cycle.",
      },
      {
        moduleTitle: "Business Environment",
        moduleDesc: "Compliance, benefits realisation, organisational change and governance.",
      },
      {
        moduleTitle: "Exam Application and Practice",
        moduleDesc: "Filling the PMI application, audit readiness and three full-length mock exams.",
      },
    ],
    benefits: [
      "35 contact-hour certificate for the PMI application",
      "Help with filling and reviewing your PMI application",
      "Three full-length mock exams",
      "Earns PDUs for existing PMP holders",
      "Weekend and evening options for working managers",
    ],
    prerequisites: [
      "Graduate with 36 months of project experience, or",
      "Diploma holder with 60 months of project experience",
    ],
    faqs: [
      {
        faq: "Is the PMI exam fee included?",
        faqAnswer:
          "No. The exam fee is paid to PMI; PMI members pay a reduced fee, and we explain both options in the first session.",
      },
      {
        faq: "What if my application is selected for audit?",
        faqAnswer: "Our team guides you through the audit documents, including the contact-hour certificate we issue.",
      },
      {
        faq: "How long is the 35-hour certificate valid?",
        faqAnswer: "PMI does not set an expiry for the contact hours, so you can apply whenever you are ready.",
      },
      {
        faq: "Does the course cover agile questions?",
        faqAnswer:
          "Yes, about half of the PMP exam covers agile and hybrid approaches, and the course reflects that balance.",
      },
    ],
    materials: [
      {
        SMName: "PMI: Project Management Professional (PMP)",
        SMType: "Link",
        SMSrc: "https://www.pmi.org/certifications/project-management-pmp",
      },
      {
        SMName: "PMP Examination Content Outline",
        SMType: "PDF",
        SMSrc:
          "https://www.pmi.org/-/media/pmi/documents/public/pdf/certifications/project-management-professional-exam-outline.pdf",
      },
      { SMName: "PMI standards and the PMBOK Guide", SMType: "Link", SMSrc: "https://www.pmi.org/standards/pmbok" },
    ],
    batches: [
      {
        startInDays: -65,
        lengthDays: 23,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
      {
        startInDays: 5,
        lengthDays: 23,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
      {
        startInDays: 40,
        lengthDays: 16,
        startTime: "19:00",
        endTime: "21:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "prince2-foundation-practitioner",
    ictName: "PRINCE2 7 Foundation and Practitioner",
    ictType: "Certificate Course",
    ictSDesc: "Learn the PRINCE2 7 principles, practices and processes and apply them to real project scenarios.",
    ictDesc:
      "PRINCE2 is a process-based project management method used by governments and enterprises worldwide, including many UK-linked delivery centres in India. This combined programme covers the seven principles, seven practices and seven processes of PRINCE2 7 for the Foundation exam, and then applies them to a case study for the Practitioner exam. Exams are taken online with a PeopleCert proctor at a time that suits you.",
    ictImg: "/images/courses/project.svg",
    status: "A",
    domainId: 5,
    hours: { TrainingHour: 32, LabHour: 8 },
    cost: { ictMrp: 62000, sellPrice: 49999 },
    modules: [
      {
        moduleTitle: "PRINCE2 Principles",
        moduleDesc: "The seven principles, including continued business justification and managing by exception.",
      },
      {
        moduleTitle: "People and Tailoring",
        moduleDesc: "Leading teams, managing change and tailoring PRINCE2 to the project environment.",
      },
      {
        moduleTitle: "PRINCE2 Practices",
        moduleDesc: "Business case, organising, plans, quality, risk, issues and progress.",
      },
      {
        moduleTitle: "PRINCE2 Processes",
        moduleDesc: "From starting up a project to closing a project, with management products.",
      },
      {
        moduleTitle: "Practitioner Case Study",
        moduleDesc: "Applying the method to a scenario with objective-test practice questions.",
      },
    ],
    benefits: [
      "Foundation and Practitioner exam vouchers included",
      "Official accredited courseware",
      "Case-study workshops for the Practitioner exam",
    ],
    prerequisites: ["A PRINCE2 Foundation pass is required before the Practitioner exam"],
    faqs: [
      {
        faq: "Are the exam vouchers included?",
        faqAnswer: "Yes, both the Foundation and Practitioner exam vouchers are included in the listed fee.",
      },
      {
        faq: "Is PRINCE2 useful in India?",
        faqAnswer:
          "Yes, especially for professionals working with UK, European or Australian clients and in government projects.",
      },
      {
        faq: "Is the exam open book?",
        faqAnswer: "The Foundation exam is closed book; the Practitioner exam allows the official PRINCE2 manual.",
      },
    ],
    materials: [
      {
        SMName: "PRINCE2 certifications (PeopleCert)",
        SMType: "Link",
        SMSrc: "https://www.axelos.com/certifications/propath/prince2-project-management",
      },
    ],
    batches: [],
  },
  {
    key: "capm-certification",
    ictName: "CAPM Certification Training",
    ictType: "Certificate Course",
    ictSDesc: "An entry-level project management certification for students and early-career professionals.",
    ictDesc:
      "The Certified Associate in Project Management (CAPM) from PMI is the ideal first credential for students and professionals starting out in project roles. The course provides the 23 hours of project management education required for the exam and covers fundamentals, predictive and agile methods, and business analysis frameworks.",
    ictImg: "/images/courses/project.svg",
    status: "A",
    domainId: 5,
    hours: { TrainingHour: 24, LabHour: 0 },
    cost: { ictMrp: 22000, sellPrice: 16999 },
    modules: [
      {
        moduleTitle: "Project Management Fundamentals",
        moduleDesc: "Core concepts, life cycles and the roles in a project team.",
      },
      {
        moduleTitle: "Predictive Plan-Based Methodologies",
        moduleDesc: "Scheduling, budgeting and controlling projects with a plan-based approach.",
      },
      { moduleTitle: "Agile Frameworks", moduleDesc: "Scrum, Kanban and agile planning for small teams." },
      {
        moduleTitle: "Business Analysis Frameworks",
        moduleDesc: "Requirements elicitation, stakeholder analysis and traceability.",
      },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [
      {
        faq: "Do I need work experience for CAPM?",
        faqAnswer: "No. A secondary degree and 23 hours of project management education are enough to apply.",
      },
      { faq: "How long is CAPM valid?", faqAnswer: "Three years, after which you maintain it by earning 15 PDUs." },
    ],
    materials: [
      {
        SMName: "PMI: Certified Associate in Project Management (CAPM)",
        SMType: "Link",
        SMSrc: "https://www.pmi.org/certifications/certified-associate-capm",
      },
    ],
    batches: [],
  },
  {
    key: "ms-project-corporate",
    ictName: "Microsoft Project for Project Managers",
    ictType: "Corporate Training",
    ictSDesc: "Plan, schedule and track projects with Microsoft Project, customised for your organisation's templates.",
    ictDesc:
      "A practical Microsoft Project workshop on scheduling, resources, baselines and tracking. Delivered at your office or live online.",
    ictImg: "/images/courses/project.svg",
    status: "A",
    domainId: 5,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "kubernetes-cka",
    ictName: "Kubernetes Administrator (CKA)",
    ictType: "Certificate Course",
    ictSDesc:
      "Install, configure and troubleshoot production Kubernetes clusters and pass the performance-based CKA exam.",
    ictDesc:
      "The Certified Kubernetes Administrator course prepares you for the CNCF's performance-based CKA exam, where every question is solved on a live cluster from the command line. You will build clusters with kubeadm, manage workloads, services and networking, configure storage, secure access with RBAC and troubleshoot failing nodes and pods against the clock. Each learner gets a personal multi-node lab cluster, and the course ends with timed mock exams that mirror the real exam environment.",
    ictImg: "/images/courses/devops.svg",
    status: "A",
    domainId: 6,
    hours: { TrainingHour: 32, LabHour: 32 },
    cost: { ictMrp: 40000, sellPrice: 30999 },
    modules: [
      {
        moduleTitle: "Cluster Architecture and Installation",
        moduleDesc: "Control plane components, kubeadm installation, upgrades and etcd backup and restore.",
      },
      {
        moduleTitle: "Workloads and Scheduling",
        moduleDesc: "Deployments, rolling updates, ConfigMaps, Secrets, resource limits and scheduling rules.",
      },
      {
        moduleTitle: "Services and Networking",
        moduleDesc: "Services, Ingress, the Gateway API, CoreDNS and NetworkPolicies.",
      },
      { moduleTitle: "Storage", moduleDesc: "Persistent volumes, claims, storage classes and access modes." },
      {
        moduleTitle: "Security and RBAC",
        moduleDesc: "Service accounts, roles, role bindings and securing cluster access.",
      },
      {
        moduleTitle: "Troubleshooting",
        moduleDesc: "Diagnosing nodes, pods, networking and control-plane failures under time pressure.",
      },
      { moduleTitle: "Exam Simulation", moduleDesc: "Two timed mock exams on live clusters with a detailed debrief." },
    ],
    benefits: [
      "Personal multi-node lab cluster for every learner",
      "Timed mock exams in an exam-like environment",
      "kubectl speed drills and cheat-sheet",
      "Guidance on the free exam retake policy",
    ],
    prerequisites: ["Linux command-line proficiency", "Working knowledge of Docker or containers"],
    faqs: [
      {
        faq: "Is the CKA exam multiple choice?",
        faqAnswer: "No. It is a two-hour performance-based exam in which you solve tasks on real Kubernetes clusters.",
      },
      {
        faq: "Which Kubernetes version is used?",
        faqAnswer:
          "We follow the version currently used in the CKA exam, which the Linux Foundation updates a few times a year.",
      },
      {
        faq: "Can I use the Kubernetes documentation during the exam?",
        faqAnswer:
          "Yes, the exam allows access to kubernetes.io documentation, and we teach you to navigate it quickly.",
      },
    ],
    materials: [
      { SMName: "Kubernetes documentation", SMType: "Link", SMSrc: "https://kubernetes.io/docs/home/" },
      {
        SMName: "CKA programme (Linux Foundation)",
        SMType: "Link",
        SMSrc: "https://training.linuxfoundation.org/certification/certified-kubernetes-administrator-cka/",
      },
      {
        SMName: "kubectl Quick Reference",
        SMType: "Link",
        SMSrc: "https://kubernetes.io/docs/reference/kubectl/quick-reference/",
      },
    ],
    batches: [
      {
        startInDays: -55,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 11,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 60,
        lengthDays: 14,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "devops-engineer-bootcamp",
    ictName: "DevOps Engineer Bootcamp (Git, Jenkins, Docker, Kubernetes)",
    ictType: "Industrial Training",
    ictSDesc: "A 120-hour bootcamp that takes you from Linux basics to automated CI/CD pipelines on Kubernetes.",
    ictDesc:
      "The DevOps Engineer Bootcamp is an intensive, project-driven programme for freshers and system administrators who want to move into DevOps roles. You will version code with Git, build CI/CD pipelines in Jenkins and GitHub Actions, containerise applications with Docker, deploy them on Kubernetes, provision infrastructure with Terraform and monitor everything with Prometheus and Grafana. The bootcamp closes with a capstone in which your team ships a microservices application to the cloud through a fully automated pipeline.",
    ictImg: "/images/courses/devops.svg",
    status: "A",
    domainId: 6,
    hours: { TrainingHour: 60, LabHour: 60 },
    cost: { ictMrp: 55000, sellPrice: 39999 },
    modules: [
      {
        moduleTitle: "Linux and Shell Scripting",
        moduleDesc: "Everyday Linux administration and Bash scripting for automation.",
      },
      {
        moduleTitle: "Git and Branching Strategies",
        moduleDesc: "Branches, pull requests, merge conflicts and trunk-based development.",
      },
      {
        moduleTitle: "Continuous Integration",
        moduleDesc: "Jenkins pipelines as code, GitHub Actions, build tools and automated tests.",
      },
      {
        moduleTitle: "Containers with Docker",
        moduleDesc: "Images, Dockerfiles, multi-stage builds, registries and Docker Compose.",
      },
      {
        moduleTitle: "Kubernetes for Deployments",
        moduleDesc: "Deployments, services, Helm charts and rolling releases.",
      },
      {
        moduleTitle: "Infrastructure as Code",
        moduleDesc: "Terraform modules and Ansible playbooks for repeatable environments.",
      },
      {
        moduleTitle: "Monitoring and Capstone",
        moduleDesc: "Prometheus, Grafana and a team capstone shipping a microservices app end to end.",
      },
    ],
    benefits: [
      "Capstone project with a production-style pipeline",
      "Cloud lab credits for the full bootcamp",
      "Mock interviews with DevOps hiring managers",
      "Industrial training certificate",
    ],
    prerequisites: ["Basic programming knowledge", "Familiarity with Linux is helpful"],
    faqs: [
      {
        faq: "Is this suitable for freshers?",
        faqAnswer:
          "Yes. The bootcamp starts with Linux fundamentals and is designed for freshers and early-career engineers.",
      },
      {
        faq: "Which cloud provider is used?",
        faqAnswer: "Labs run on AWS, and the concepts transfer directly to Azure and Google Cloud.",
      },
      {
        faq: "How much time should I plan per day?",
        faqAnswer: "Three hours of live sessions plus about two hours of lab work on weekdays.",
      },
    ],
    materials: [
      { SMName: "Git documentation", SMType: "Link", SMSrc: "https://git-scm.com/doc" },
      { SMName: "Jenkins User Handbook", SMType: "Link", SMSrc: "https://www.jenkins.io/doc/book/" },
      { SMName: "Docker: Get started", SMType: "Link", SMSrc: "https://docs.docker.com/get-started/" },
      {
        SMName: "Kubernetes Basics tutorial",
        SMType: "Video",
        SMSrc: "https://kubernetes.io/docs/tutorials/kubernetes-basics/",
      },
    ],
    batches: [
      {
        startInDays: -120,
        lengthDays: 60,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 26,
        lengthDays: 60,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "terraform-associate",
    ictName: "HashiCorp Terraform Associate",
    ictType: "Certificate Course",
    ictSDesc: "Provision and manage cloud infrastructure as code with Terraform and prepare for the Associate exam.",
    ictDesc:
      "This course teaches infrastructure as code with HashiCorp Terraform, from providers and resources to modules, state management and workspaces. Through labs on AWS and Azure you will write reusable modules, manage remote state safely in a team and integrate Terraform into CI pipelines, following the objectives of the Terraform Associate certification.",
    ictImg: "/images/courses/devops.svg",
    status: "A",
    domainId: 6,
    hours: { TrainingHour: 16, LabHour: 16 },
    cost: { ictMrp: 22000, sellPrice: 16499 },
    modules: [
      {
        moduleTitle: "Infrastructure as Code Concepts",
        moduleDesc: "Why IaC, declarative configuration and Terraform's workflow.",
      },
      {
        moduleTitle: "Terraform Basics",
        moduleDesc: "Providers, resources, variables, outputs and the init-plan-apply cycle.",
      },
      { moduleTitle: "State Management", moduleDesc: "Local and remote state, locking, import and state commands." },
      { moduleTitle: "Modules", moduleDesc: "Writing, versioning and consuming modules from the registry." },
      {
        moduleTitle: "Terraform in Teams",
        moduleDesc: "Workspaces, HCP Terraform and running Terraform from CI pipelines.",
      },
    ],
    benefits: ["Labs on both AWS and Azure", "Reusable module templates", "Practice questions for the Associate exam"],
    prerequisites: ["Basic knowledge of any public cloud"],
    faqs: [
      {
        faq: "Is the exam online?",
        faqAnswer: "Yes, the Terraform Associate exam is taken online with a remote proctor.",
      },
      {
        faq: "Do I need programming experience?",
        faqAnswer: "No. HCL is a simple configuration language, though scripting experience helps.",
      },
      {
        faq: "Is OpenTofu covered?",
        faqAnswer: "We briefly compare OpenTofu with Terraform, but the course follows HashiCorp's exam objectives.",
      },
    ],
    materials: [
      { SMName: "Terraform documentation", SMType: "Link", SMSrc: "https://developer.hashicorp.com/terraform/docs" },
      {
        SMName: "HashiCorp certifications",
        SMType: "Link",
        SMSrc: "https://developer.hashicorp.com/certifications/infrastructure-automation",
      },
    ],
    batches: [],
  },
  {
    key: "docker-kubernetes-corporate",
    ictName: "Docker and Kubernetes for Development Teams",
    ictType: "Corporate Training",
    ictSDesc: "A hands-on corporate programme that helps development teams containerise and deploy their own services.",
    ictDesc:
      "Designed for product and services companies adopting containers, this corporate training takes developers and testers from Docker basics to deploying their own services on Kubernetes. Exercises use the team's real technology stack, whether Java, .NET, Node.js or Python, so skills transfer to daily work immediately. We deliver on-site at client offices in Hyderabad, Bengaluru, Pune and Gurugram, or live online.",
    ictImg: "/images/courses/devops.svg",
    status: "A",
    domainId: 6,
    hours: { TrainingHour: 16, LabHour: 16 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Containers and Docker",
        moduleDesc: "Images, containers, volumes and networks using the team's own applications.",
      },
      {
        moduleTitle: "Writing Good Dockerfiles",
        moduleDesc: "Multi-stage builds, small images, caching and security scanning.",
      },
      {
        moduleTitle: "Kubernetes Essentials",
        moduleDesc: "Pods, deployments, services, config and secrets for developers.",
      },
      { moduleTitle: "Deploying from CI", moduleDesc: "Building images in pipelines and deploying with Helm." },
    ],
    benefits: [
      "Exercises based on your own codebase",
      "On-site or online delivery",
      "Post-training support for two weeks",
    ],
    prerequisites: ["Developers familiar with at least one programming language"],
    faqs: [
      {
        faq: "What is the minimum batch size?",
        faqAnswer: "We recommend at least 10 participants for on-site delivery.",
      },
      {
        faq: "Can you work on our internal network?",
        faqAnswer: "Yes, our trainers can run labs inside your network if cloud access is restricted.",
      },
      {
        faq: "Do you provide a skills assessment?",
        faqAnswer: "Yes, pre- and post-training assessments help managers measure progress.",
      },
    ],
    materials: [
      { SMName: "Docker: Get started", SMType: "Link", SMSrc: "https://docs.docker.com/get-started/" },
      { SMName: "Kubernetes concepts", SMType: "Link", SMSrc: "https://kubernetes.io/docs/concepts/" },
    ],
    batches: [
      {
        startInDays: 15,
        lengthDays: 4,
        startTime: "09:30",
        endTime: "17:30",
        location: "Client Site – Hyderabad",
        mode: "On-Site",
      },
    ],
  },
  {
    key: "devops-internship",
    ictName: "DevOps Internship on AWS",
    ictType: "Internship",
    ictSDesc: "An 80-hour internship in which students automate the build and deployment of a web application.",
    ictDesc:
      "Interns join a small team that automates the delivery of a sample web application, writing a Dockerfile, a CI pipeline and the infrastructure code needed to run it on AWS. Mentors act as senior engineers, reviewing pull requests and running stand-ups, so students experience how DevOps teams work in Indian product companies.",
    ictImg: "/images/courses/devops.svg",
    status: "A",
    domainId: 6,
    hours: { TrainingHour: 32, LabHour: 48 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Linux, Git and Team Workflow",
        moduleDesc: "Linux basics, Git branching and pull-request reviews.",
      },
      {
        moduleTitle: "Containers and CI",
        moduleDesc: "Dockerising the application and building it with GitHub Actions.",
      },
      {
        moduleTitle: "Deploying on AWS",
        moduleDesc: "Infrastructure with Terraform and deployment to a container service.",
      },
      { moduleTitle: "Demo Day", moduleDesc: "Presenting the pipeline and answering mentor questions." },
    ],
    benefits: [
      "Internship certificate",
      "Experience of a real team workflow with code reviews",
      "GitHub portfolio project",
    ],
    prerequisites: [],
    faqs: [],
    materials: [
      { SMName: "GitHub Actions documentation", SMType: "Link", SMSrc: "https://docs.github.com/en/actions" },
    ],
    batches: [],
  },
  {
    key: "core-java-programming",
    ictName: "Core Java Programming (Java 21)",
    ictType: "Certificate Course",
    ictSDesc: "Master object-oriented programming, collections, streams and concurrency with modern Java 21.",
    ictDesc:
      "Core Java Programming builds a strong foundation for software development careers and for our Full Stack Java Developer Bootcamp. You will learn object-oriented design, exception handling, generics, collections, the Stream API, records, pattern matching and virtual threads introduced in Java 21, writing and testing code every session. The course suits students preparing for campus placements as well as testers and support engineers moving into development roles.",
    ictImg: "/images/courses/programming.svg",
    status: "A",
    domainId: 7,
    hours: { TrainingHour: 40, LabHour: 20 },
    cost: { ictMrp: 15000, sellPrice: 10999 },
    modules: [
      { moduleTitle: "Java Basics", moduleDesc: "JDK setup, data types, operators, control flow and arrays." },
      {
        moduleTitle: "Object-Oriented Programming",
        moduleDesc: "Classes, objects, inheritance, polymorphism, interfaces and records.",
      },
      {
        moduleTitle: "Exceptions and Generics",
        moduleDesc: "Checked and unchecked exceptions, custom exceptions and generic types.",
      },
      {
        moduleTitle: "Collections and Streams",
        moduleDesc: "Lists, sets, maps, comparators, lambdas and the Stream API.",
      },
      { moduleTitle: "Concurrency", moduleDesc: "Threads, executors, CompletableFuture and virtual threads." },
      { moduleTitle: "Testing and Build Tools", moduleDesc: "JUnit 5, Maven and writing clean, testable code." },
    ],
    benefits: [
      "Coding assignments after every session",
      "Campus placement coding practice",
      "Certificate of completion",
      "Pathway to the Full Stack Java Developer Bootcamp",
    ],
    prerequisites: ["Basic computer skills; prior programming experience is helpful but not required"],
    faqs: [
      {
        faq: "Which IDE is used?",
        faqAnswer: "We use IntelliJ IDEA Community Edition, and Eclipse users are also supported.",
      },
      {
        faq: "Does this prepare me for Oracle certification?",
        faqAnswer:
          "It covers most Java SE 21 Developer (1Z0-830) topics; exam-specific practice is available as an add-on.",
      },
      {
        faq: "Is there a self-paced option?",
        faqAnswer: "Yes, recorded lessons with mentor support are available through our learning portal.",
      },
    ],
    materials: [
      { SMName: "Java SE 21 documentation", SMType: "Link", SMSrc: "https://docs.oracle.com/en/java/javase/21/" },
      { SMName: "Learn Java (dev.java)", SMType: "Link", SMSrc: "https://dev.java/learn/" },
    ],
    batches: [
      {
        startInDays: -40,
        lengthDays: 30,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 4,
        lengthDays: 30,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
        languages: ["hinglish", "en"],
      },
      {
        startInDays: 3,
        lengthDays: 60,
        startTime: "10:00",
        endTime: "18:00",
        location: "Self-Paced (Learning Portal)",
        mode: "Self-Paced",
      },
    ],
  },
  {
    key: "python-programming-foundation",
    ictName: "Python Programming Foundation",
    ictType: "Certificate Course",
    ictSDesc: "Learn Python from scratch: syntax, data structures, functions, files and object-oriented programming.",
    ictDesc:
      "Python Programming Foundation is a beginner-friendly course for students and professionals who have never programmed before. Through short lessons and daily exercises you will learn Python syntax, lists, dictionaries, functions, file handling, error handling and object-oriented programming, and finish by automating a small everyday task such as organising files or sending report e-mails. It is the recommended starting point before Python for Data Science or our Django industrial training.",
    ictImg: "/images/courses/programming.svg",
    status: "A",
    domainId: 7,
    hours: { TrainingHour: 24, LabHour: 16 },
    cost: { ictMrp: 10000, sellPrice: 7499 },
    modules: [
      { moduleTitle: "Getting Started", moduleDesc: "Installing Python, using VS Code, variables, input and output." },
      { moduleTitle: "Control Flow", moduleDesc: "Conditions, loops and writing small programs step by step." },
      { moduleTitle: "Data Structures", moduleDesc: "Strings, lists, tuples, sets and dictionaries in practice." },
      {
        moduleTitle: "Functions and Modules",
        moduleDesc: "Defining functions, arguments, scope and using the standard library.",
      },
      {
        moduleTitle: "Files and Exceptions",
        moduleDesc: "Reading and writing text and CSV files, and handling errors gracefully.",
      },
      {
        moduleTitle: "Object-Oriented Python and Mini Project",
        moduleDesc: "Classes and objects, followed by an automation mini project.",
      },
    ],
    benefits: [
      "No prior coding experience required",
      "Daily practice problems with solutions",
      "Mini project for your resume",
    ],
    prerequisites: [],
    faqs: [
      {
        faq: "Is this course suitable for school students?",
        faqAnswer: "Yes, students from Class 10 onwards can join comfortably.",
      },
      { faq: "Which Python version is taught?", faqAnswer: "We use the latest stable Python 3 release." },
      {
        faq: "What should I learn next?",
        faqAnswer: "Python for Data Science or the Industrial Training in Python and Django, depending on your goal.",
      },
    ],
    materials: [
      { SMName: "The Python Tutorial", SMType: "Link", SMSrc: "https://docs.python.org/3/tutorial/index.html" },
    ],
    batches: [],
  },
  {
    key: "c-cpp-engineers",
    ictName: "C and C++ Programming for Engineers",
    ictType: "Industrial Training",
    ictSDesc: "Industrial training in C and modern C++ for engineering students, with data structures and projects.",
    ictDesc:
      "This industrial training programme gives engineering students a solid command of C and modern C++, the languages behind operating systems, embedded devices and performance-critical software. Students practise pointers, memory management, data structures, object-oriented design and the Standard Template Library, and complete a mini project such as a library management system or a simple file compressor.",
    ictImg: "/images/courses/programming.svg",
    status: "A",
    domainId: 7,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 12000, sellPrice: 8999 },
    modules: [
      { moduleTitle: "C Fundamentals", moduleDesc: "Data types, operators, control statements, functions and arrays." },
      {
        moduleTitle: "Pointers and Memory",
        moduleDesc: "Pointers, dynamic memory allocation, structures and file handling.",
      },
      {
        moduleTitle: "Data Structures in C",
        moduleDesc: "Linked lists, stacks, queues, trees and sorting algorithms.",
      },
      {
        moduleTitle: "Object-Oriented C++",
        moduleDesc: "Classes, constructors, inheritance, polymorphism and operator overloading.",
      },
      {
        moduleTitle: "Modern C++ and the STL",
        moduleDesc: "Smart pointers, lambdas, containers, iterators and algorithms.",
      },
    ],
    benefits: [],
    prerequisites: ["Engineering or diploma students of any branch", "Basic computer knowledge"],
    faqs: [],
    materials: [
      { SMName: "C++ reference (cppreference.com)", SMType: "Link", SMSrc: "https://en.cppreference.com/w/" },
    ],
    batches: [],
  },
  {
    key: "golang-developer",
    ictName: "Go (Golang) for Backend Developers",
    ictType: "Corporate Training",
    ictSDesc: "Upskill backend teams in Go: idiomatic code, concurrency, testing and building REST services.",
    ictDesc:
      "Idiomatic Go, goroutines, channels, testing and REST services for backend teams. Exercises are tailored to your own domain.",
    ictImg: "/images/courses/programming.svg",
    status: "A",
    domainId: 7,
    hours: { TrainingHour: 24, LabHour: 16 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "python-industrial-training",
    ictName: "Industrial Training in Python and Django",
    ictType: "Industrial Training",
    ictSDesc: "Six weeks of industrial training building real web applications with Python, Django and PostgreSQL.",
    ictDesc:
      "This industrial training takes students from core Python to building and deploying a complete Django web application backed by PostgreSQL. Students learn the model-view-template architecture, forms, authentication, the Django REST Framework and deployment on a Linux server, working in pairs on a project such as a college event portal or a clinic appointment system. The programme runs at our Pune centre during university vacations and issues certificates in the format required by SPPU and other universities.",
    ictImg: "/images/courses/programming.svg",
    status: "A",
    domainId: 7,
    hours: { TrainingHour: 50, LabHour: 50 },
    cost: { ictMrp: 14000, sellPrice: 10499 },
    modules: [
      { moduleTitle: "Python Refresher", moduleDesc: "Core Python, OOP and virtual environments." },
      {
        moduleTitle: "Django Fundamentals",
        moduleDesc: "Projects, apps, models, views, templates and the admin site.",
      },
      {
        moduleTitle: "Forms and Authentication",
        moduleDesc: "Model forms, validation, user registration, login and permissions.",
      },
      {
        moduleTitle: "Databases with PostgreSQL",
        moduleDesc: "Migrations, relationships, queries and the Django ORM.",
      },
      { moduleTitle: "REST APIs", moduleDesc: "Building APIs with the Django REST Framework and testing them." },
      {
        moduleTitle: "Deployment and Project",
        moduleDesc: "Deploying on a Linux server with Gunicorn and Nginx, and the final project demo.",
      },
    ],
    benefits: [
      "Industrial training certificate in university format",
      "Pair-programming project with mentor reviews",
      "Deployment experience on a real server",
    ],
    prerequisites: ["Basic Python knowledge or completion of Python Programming Foundation"],
    faqs: [
      {
        faq: "What are the training hours?",
        faqAnswer: "Classes run from 10:00 to 13:00 on weekdays, followed by supervised project time.",
      },
      {
        faq: "Can I choose my own project?",
        faqAnswer: "Yes, with mentor approval; otherwise we assign a project from our list.",
      },
      {
        faq: "Will I get a project report format?",
        faqAnswer: "Yes, we provide a project report template and review your draft.",
      },
    ],
    materials: [
      { SMName: "Django documentation", SMType: "Link", SMSrc: "https://docs.djangoproject.com/en/stable/" },
      { SMName: "Django REST Framework", SMType: "Link", SMSrc: "https://www.django-rest-framework.org/" },
    ],
    batches: [
      {
        startInDays: 19,
        lengthDays: 42,
        startTime: "10:00",
        endTime: "13:00",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "certified-scrum-master",
    ictName: "Certified ScrumMaster (CSM)",
    ictType: "Certificate Course",
    ictSDesc: "A two-day Scrum Alliance workshop with a Certified Scrum Trainer, including the CSM exam attempt.",
    ictDesc:
      "The Certified ScrumMaster workshop is led by a Scrum Alliance Certified Scrum Trainer and gives you a deep, practical understanding of Scrum roles, events and artefacts. Through simulations, team exercises and real stories from Indian agile transformations, you learn to facilitate Scrum events, coach teams and remove impediments. The fee includes the CSM exam attempt and a two-year Scrum Alliance membership once you pass.",
    ictImg: "/images/courses/agile.svg",
    status: "A",
    domainId: 8,
    hours: { TrainingHour: 16, LabHour: 0 },
    cost: { ictMrp: 36000, sellPrice: 27999 },
    modules: [
      {
        moduleTitle: "Agile Mindset and Scrum Theory",
        moduleDesc: "The Agile Manifesto, empiricism and the Scrum values.",
      },
      { moduleTitle: "Scrum Roles", moduleDesc: "Accountabilities of the Scrum Master, Product Owner and Developers." },
      {
        moduleTitle: "Scrum Events",
        moduleDesc: "Sprint planning, daily Scrum, sprint review and retrospective facilitation.",
      },
      {
        moduleTitle: "Scrum Artefacts",
        moduleDesc: "Product backlog, sprint backlog, increments and the Definition of Done.",
      },
      {
        moduleTitle: "Scaling and Coaching",
        moduleDesc: "Working with multiple teams, coaching stances and handling common anti-patterns.",
      },
    ],
    benefits: [
      "CSM exam fee and two-year Scrum Alliance membership included",
      "Led by a Certified Scrum Trainer",
      "16 SEUs and PDUs",
      "Interactive simulations rather than slide reading",
    ],
    prerequisites: ["Familiarity with software projects is helpful"],
    faqs: [
      {
        faq: "When do I take the CSM exam?",
        faqAnswer:
          "You receive the exam link by e-mail after attending the full workshop and have 90 days for two attempts.",
      },
      { faq: "What is the passing score?", faqAnswer: "You need 37 correct answers out of 50 questions." },
      {
        faq: "Is attendance compulsory for both days?",
        faqAnswer: "Yes, Scrum Alliance requires full attendance to be eligible for the exam.",
      },
    ],
    materials: [
      {
        SMName: "The Scrum Guide 2020",
        SMType: "PDF",
        SMSrc: "https://scrumguides.org/docs/scrumguide/v2020/2020-Scrum-Guide-US.pdf",
      },
      {
        SMName: "Scrum Alliance: Certified ScrumMaster",
        SMType: "Link",
        SMSrc: "https://www.scrumalliance.org/get-certified/scrum-master-track/certified-scrummaster",
      },
      { SMName: "Manifesto for Agile Software Development", SMType: "Link", SMSrc: "https://agilemanifesto.org/" },
    ],
    batches: [
      {
        startInDays: -30,
        lengthDays: 2,
        startTime: "09:30",
        endTime: "17:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 6,
        lengthDays: 2,
        startTime: "09:30",
        endTime: "17:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 34,
        lengthDays: 2,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "safe-agilist",
    ictName: "Leading SAFe 6.0 (SAFe Agilist)",
    ictType: "Corporate Training",
    ictSDesc: "Lead a Lean-Agile enterprise with the Scaled Agile Framework and earn the SAFe Agilist certification.",
    ictDesc:
      "Leading SAFe is a two-day course for leaders, managers and change agents who want to scale agile practices across many teams using the Scaled Agile Framework 6.0. Participants learn to organise around value with Agile Release Trains, plan and run PI Planning, and apply Lean portfolio management. We deliver it as a private on-site workshop for enterprises across India, and each participant gets the SAFe Agilist exam attempt.",
    ictImg: "/images/courses/agile.svg",
    status: "A",
    domainId: 8,
    hours: { TrainingHour: 16, LabHour: 0 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Thriving in the Digital Age",
        moduleDesc: "Business agility and the seven core competencies of SAFe.",
      },
      { moduleTitle: "Lean-Agile Principles", moduleDesc: "SAFe's values, mindset and principles for leaders." },
      {
        moduleTitle: "Agile Release Trains and PI Planning",
        moduleDesc: "Organising around value and running a PI Planning simulation.",
      },
      { moduleTitle: "Lean Portfolio Management", moduleDesc: "Strategy, epics, lean budgets and portfolio Kanban." },
      { moduleTitle: "Leading the Change", moduleDesc: "The SAFe implementation roadmap and the leader's role." },
    ],
    benefits: [
      "SAFe Agilist exam attempt and one-year membership",
      "Full PI Planning simulation",
      "Private workshop for your leadership team",
    ],
    prerequisites: ["Five or more years of experience in software, product or project management recommended"],
    faqs: [
      {
        faq: "Is this available as a public batch?",
        faqAnswer: "This listing is for private corporate workshops; please contact us for public batch dates.",
      },
      {
        faq: "How many participants can attend?",
        faqAnswer: "Up to 30 participants per workshop, with one SPC trainer for every 15 participants.",
      },
      { faq: "Is the exam included?", faqAnswer: "Yes, one exam attempt is included for each participant." },
    ],
    materials: [{ SMName: "Scaled Agile Framework", SMType: "Link", SMSrc: "https://framework.scaledagile.com/" }],
    batches: [
      {
        startInDays: 22,
        lengthDays: 2,
        startTime: "09:30",
        endTime: "17:30",
        location: "Client Site – Bengaluru (Whitefield)",
        mode: "On-Site",
      },
    ],
  },
  {
    key: "agile-fundamentals-teams",
    ictName: "Agile Fundamentals for Teams",
    ictType: "Corporate Training",
    ictSDesc: "A practical introduction to agile ways of working for teams starting their agile journey.",
    ictDesc:
      "Agile Fundamentals for Teams introduces the values, principles and everyday practices of agile delivery to teams that are new to Scrum or Kanban. Through games and exercises based on the team's own work, participants learn to write user stories, plan iterations, visualise work and run effective retrospectives.",
    ictImg: "/images/courses/agile.svg",
    status: "A",
    domainId: 8,
    hours: { TrainingHour: 12, LabHour: 12 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Why Agile",
        moduleDesc: "Agile values and principles and how they differ from traditional delivery.",
      },
      { moduleTitle: "User Stories and Backlogs", moduleDesc: "Writing, splitting and estimating user stories." },
      {
        moduleTitle: "Iterations and Flow",
        moduleDesc: "Planning iterations, visualising work and limiting work in progress.",
      },
      { moduleTitle: "Continuous Improvement", moduleDesc: "Running retrospectives that lead to real change." },
    ],
    benefits: [
      "Exercises based on the team's real work",
      "Team working agreement drafted during the workshop",
      "Follow-up coaching call after four weeks",
    ],
    prerequisites: [],
    faqs: [],
    materials: [
      { SMName: "Manifesto for Agile Software Development", SMType: "Link", SMSrc: "https://agilemanifesto.org/" },
    ],
    batches: [],
  },
  {
    key: "kanban-system-design",
    ictName: "Kanban System Design (KMP I)",
    ictType: "Corporate Training",
    ictSDesc: "Design a Kanban system for your team's workflow and earn Kanban University's KMP I credential.",
    ictDesc:
      "In this accredited Kanban University class, participants learn the Kanban Method's principles and practices and design a Kanban system for their own service using the STATIK approach. It suits service delivery, support and operations teams in IT services companies as well as software teams looking for smoother flow.",
    ictImg: "/images/courses/agile.svg",
    status: "A",
    domainId: 8,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      { moduleTitle: "The Kanban Method", moduleDesc: "Principles, general practices and the kanban game." },
      {
        moduleTitle: "Designing with STATIK",
        moduleDesc: "Understanding sources of dissatisfaction, demand and workflow.",
      },
      { moduleTitle: "Metrics and Flow", moduleDesc: "Lead time, throughput and cumulative flow diagrams." },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [
      {
        faq: "Who issues the KMP I credential?",
        faqAnswer: "Kanban University issues the credential to participants who attend the full class.",
      },
      { faq: "Is there an exam?", faqAnswer: "No. The credential is awarded on full attendance and participation." },
    ],
    materials: [
      { SMName: "The Official Kanban Guide", SMType: "Link", SMSrc: "https://kanban.university/kanban-guide/" },
    ],
    batches: [],
  },
  {
    key: "oracle-sql-plsql",
    ictName: "Oracle SQL and PL/SQL Developer",
    ictType: "Certificate Course",
    ictSDesc: "Write efficient SQL queries and PL/SQL programs on Oracle Database for development and reporting roles.",
    ictDesc:
      "This course covers SQL from simple SELECT statements to analytic functions, and PL/SQL from anonymous blocks to packages, triggers and bulk processing on Oracle Database. It is designed for developers, testers and production support engineers who work with Oracle-based banking, insurance and ERP applications, which remain common in Indian enterprises. Practical exercises on a realistic schema and performance-tuning tips make the skills immediately useful at work.",
    ictImg: "/images/courses/database.svg",
    status: "A",
    domainId: 9,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 20000, sellPrice: 14999 },
    modules: [
      {
        moduleTitle: "SQL Fundamentals",
        moduleDesc: "SELECT, filtering, sorting, single-row functions and conversions.",
      },
      {
        moduleTitle: "Joins, Subqueries and Set Operators",
        moduleDesc: "Inner and outer joins, correlated subqueries and UNION, INTERSECT and MINUS.",
      },
      {
        moduleTitle: "DDL, DML and Transactions",
        moduleDesc: "Creating tables and constraints, modifying data and transaction control.",
      },
      {
        moduleTitle: "Analytic Functions",
        moduleDesc: "ROW_NUMBER, RANK, LAG, LEAD and windowed aggregates for reporting.",
      },
      {
        moduleTitle: "PL/SQL Programming",
        moduleDesc: "Blocks, cursors, exceptions, procedures, functions and packages.",
      },
      {
        moduleTitle: "Triggers and Performance",
        moduleDesc: "Triggers, bulk collect, explain plans and indexing basics.",
      },
    ],
    benefits: [
      "Practice on a realistic banking schema",
      "Interview question bank for SQL roles",
      "Useful for Oracle Database SQL (1Z0-071) exam preparation",
    ],
    prerequisites: ["Basic computer knowledge"],
    faqs: [
      {
        faq: "Which Oracle version is used?",
        faqAnswer: "We use Oracle Database 19c and 23ai Free, which you can install on your laptop.",
      },
      {
        faq: "Is this useful for testers?",
        faqAnswer: "Yes, database testing and production support roles rely heavily on SQL skills.",
      },
      { faq: "Are sessions recorded?", faqAnswer: "Yes, recordings are available on your dashboard for six months." },
    ],
    materials: [
      {
        SMName: "Oracle Database SQL Language Reference",
        SMType: "Link",
        SMSrc: "https://docs.oracle.com/en/database/oracle/oracle-database/19/sqlrf/",
      },
      {
        SMName: "Oracle Database PL/SQL Language Reference",
        SMType: "Link",
        SMSrc: "https://docs.oracle.com/en/database/oracle/oracle-database/19/lnpls/",
      },
    ],
    batches: [
      {
        startInDays: -85,
        lengthDays: 30,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 13,
        lengthDays: 30,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "postgresql-administration",
    ictName: "PostgreSQL Database Administration",
    ictType: "Corporate Training",
    ictSDesc: "Install, configure, back up, tune and secure PostgreSQL for production workloads.",
    ictDesc:
      "A hands-on corporate programme for DBAs and DevOps engineers responsible for PostgreSQL in production. Participants install and configure PostgreSQL, manage roles and security, plan backups with point-in-time recovery, set up streaming replication, and tune queries and vacuum behaviour. Many Indian organisations are migrating from commercial databases to PostgreSQL, and the course includes a module on planning such migrations.",
    ictImg: "/images/courses/database.svg",
    status: "A",
    domainId: 9,
    hours: { TrainingHour: 24, LabHour: 24 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Architecture and Installation",
        moduleDesc: "Processes, memory, storage layout and installation on Linux.",
      },
      { moduleTitle: "Roles and Security", moduleDesc: "Roles, privileges, pg_hba.conf, SSL and row-level security." },
      {
        moduleTitle: "Backup and Recovery",
        moduleDesc: "pg_dump, base backups, WAL archiving and point-in-time recovery.",
      },
      {
        moduleTitle: "Replication and High Availability",
        moduleDesc: "Streaming and logical replication, failover and connection pooling.",
      },
      {
        moduleTitle: "Performance Tuning",
        moduleDesc: "EXPLAIN ANALYZE, indexing strategies, autovacuum and configuration tuning.",
      },
      {
        moduleTitle: "Migration Planning",
        moduleDesc: "Assessing and migrating schemas and code from Oracle and SQL Server.",
      },
    ],
    benefits: [
      "Lab environment that mirrors production set-ups",
      "Runbooks for backup, restore and failover",
      "Two weeks of post-training e-mail support",
    ],
    prerequisites: ["Linux administration basics", "Working knowledge of SQL"],
    faqs: [
      {
        faq: "Which PostgreSQL version is covered?",
        faqAnswer:
          "The current major release, with notes on differences from older versions still common in production.",
      },
      {
        faq: "Can the course be delivered at our data centre?",
        faqAnswer: "Yes, on-site delivery anywhere in India is available.",
      },
      {
        faq: "Are cloud-managed databases covered?",
        faqAnswer: "Yes, we compare self-managed PostgreSQL with Amazon RDS and Azure Database for PostgreSQL.",
      },
    ],
    materials: [
      { SMName: "PostgreSQL documentation", SMType: "Link", SMSrc: "https://www.postgresql.org/docs/current/" },
      {
        SMName: "PostgreSQL Server Administration",
        SMType: "Link",
        SMSrc: "https://www.postgresql.org/docs/current/admin.html",
      },
    ],
    batches: [],
  },
  {
    key: "mongodb-developer",
    ictName: "MongoDB Developer with Node.js",
    ictType: "Certificate Course",
    ictSDesc: "Model, query and index document data in MongoDB and build Node.js applications on top of it.",
    ictDesc:
      "Learn to design document schemas, write CRUD operations and aggregation pipelines, create the right indexes and use transactions in MongoDB, all from a Node.js application. The course follows the MongoDB Associate Developer exam objectives and uses MongoDB Atlas for labs.",
    ictImg: "/images/courses/database.svg",
    status: "A",
    domainId: 9,
    hours: { TrainingHour: 24, LabHour: 16 },
    cost: { ictMrp: 18000, sellPrice: 13999 },
    modules: [
      { moduleTitle: "Document Model", moduleDesc: "Documents, collections, BSON types and schema design patterns." },
      {
        moduleTitle: "CRUD Operations",
        moduleDesc: "Inserting, querying, updating and deleting documents from Node.js.",
      },
      { moduleTitle: "Aggregation Framework", moduleDesc: "Pipelines with match, group, lookup and project stages." },
      { moduleTitle: "Indexes and Performance", moduleDesc: "Index types, explain plans and query optimisation." },
    ],
    benefits: [],
    prerequisites: ["JavaScript and Node.js basics"],
    faqs: [],
    materials: [{ SMName: "MongoDB Manual", SMType: "Link", SMSrc: "https://www.mongodb.com/docs/manual/" }],
    batches: [],
  },
  {
    key: "itil4-foundation",
    ictName: "ITIL 4 Foundation",
    ictType: "Certificate Course",
    ictSDesc: "Understand the ITIL 4 service value system and practices, with the PeopleCert exam voucher included.",
    ictDesc:
      "ITIL 4 Foundation introduces the key concepts of modern IT service management, including the service value system, the four dimensions of service management, the guiding principles and the most important ITIL practices. It is essential for anyone working in IT operations, service desks and support functions, which form a large part of India's IT services industry. The course includes official courseware, mock exams and the online proctored PeopleCert exam voucher.",
    ictImg: "/images/courses/itsm.svg",
    status: "A",
    domainId: 10,
    hours: { TrainingHour: 18, LabHour: 6 },
    cost: { ictMrp: 26000, sellPrice: 19999 },
    modules: [
      {
        moduleTitle: "Key Concepts of Service Management",
        moduleDesc: "Value, outcomes, costs, risks, utility and warranty.",
      },
      {
        moduleTitle: "The Four Dimensions",
        moduleDesc:
          "Organisations and people, information and technology, partners and suppliers, value streams and processes.",
      },
      {
        moduleTitle: "The Service Value System",
        moduleDesc: "Guiding principles, governance, the service value chain and continual improvement.",
      },
      {
        moduleTitle: "ITIL Practices",
        moduleDesc: "Incident, problem, change enablement, service desk, service level management and more.",
      },
      { moduleTitle: "Exam Preparation", moduleDesc: "Two mock exams and a review of frequently confused concepts." },
    ],
    benefits: [
      "PeopleCert exam voucher included",
      "Official accredited courseware",
      "Two mock exams",
      "Certificate of participation",
    ],
    prerequisites: ["Basic familiarity with IT operations or support work"],
    faqs: [
      {
        faq: "Is the exam online?",
        faqAnswer: "Yes, the ITIL 4 Foundation exam is taken online with a PeopleCert remote proctor.",
      },
      {
        faq: "How many questions are in the exam?",
        faqAnswer: "40 multiple-choice questions in 60 minutes; the pass mark is 26 (65%).",
      },
      {
        faq: "Does ITIL 4 Foundation expire?",
        faqAnswer: "ITIL 4 Foundation does not expire, though PeopleCert offers an optional renewal programme.",
      },
    ],
    materials: [
      {
        SMName: "ITIL 4 certifications",
        SMType: "Link",
        SMSrc: "https://www.axelos.com/certifications/itil-service-management",
      },
    ],
    batches: [
      {
        startInDays: -25,
        lengthDays: 3,
        startTime: "09:30",
        endTime: "17:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 8,
        lengthDays: 3,
        startTime: "09:30",
        endTime: "17:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 29,
        lengthDays: 2,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "servicenow-admin",
    ictName: "ServiceNow System Administrator",
    ictType: "Certificate Course",
    ictSDesc:
      "Configure and administer the ServiceNow platform and prepare for the Certified System Administrator exam.",
    ictDesc:
      "ServiceNow skills are in high demand across IT services companies in Bengaluru, Hyderabad and Pune. This course teaches you to configure the ServiceNow platform: user administration, lists and forms, tables and the CMDB, service catalogue, flows with Flow Designer, notifications, reports and dashboards, and importing data. Labs run on personal developer instances, and the course follows the Certified System Administrator (CSA) exam specification.",
    ictImg: "/images/courses/itsm.svg",
    status: "A",
    domainId: 10,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 42000, sellPrice: 32999 },
    modules: [
      {
        moduleTitle: "Platform Overview and UI",
        moduleDesc: "Instances, the Next Experience UI, lists, forms and branding.",
      },
      { moduleTitle: "Users, Groups and Roles", moduleDesc: "User administration, access control and impersonation." },
      {
        moduleTitle: "Tables, Fields and the CMDB",
        moduleDesc: "Table hierarchy, dictionary, configuration items and relationships.",
      },
      {
        moduleTitle: "Service Catalogue and Flows",
        moduleDesc: "Catalogue items, variables, Flow Designer and approvals.",
      },
      {
        moduleTitle: "Notifications, Reports and Dashboards",
        moduleDesc: "E-mail notifications, reports, performance analytics basics and dashboards.",
      },
      { moduleTitle: "Data Management", moduleDesc: "Import sets, transform maps, update sets and instance upgrades." },
    ],
    benefits: [
      "Personal developer instance labs",
      "CSA practice exams",
      "Resume and interview support for ServiceNow admin roles",
    ],
    prerequisites: ["Basic understanding of ITIL concepts", "Familiarity with web applications"],
    faqs: [
      {
        faq: "Do I need coding knowledge?",
        faqAnswer:
          "Not for the administrator track; basic JavaScript helps if you later move to ServiceNow development.",
      },
      {
        faq: "How do I get exam access?",
        faqAnswer:
          "The CSA exam is booked through ServiceNow's learning platform; we guide you through the eligibility steps.",
      },
      {
        faq: "Is there a developer course too?",
        faqAnswer: "Yes, a ServiceNow Application Developer course is planned for next quarter.",
      },
    ],
    materials: [
      { SMName: "ServiceNow product documentation", SMType: "Link", SMSrc: "https://www.servicenow.com/docs/" },
      { SMName: "ServiceNow Developer Program", SMType: "Link", SMSrc: "https://developer.servicenow.com/" },
    ],
    batches: [
      {
        startInDays: 42,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "itil4-cds",
    ictName: "ITIL 4 Specialist: Create, Deliver and Support",
    ictType: "Certificate Course",
    ictSDesc: "An ITIL 4 Managing Professional module on integrating value streams to create and support services.",
    ictDesc:
      "ITIL 4 Specialist: Create, Deliver and Support covers how to plan and build value streams, integrate teams and technology, and use practices such as service design, software development and deployment, and monitoring. It is one of the four modules required for the ITIL 4 Managing Professional designation.",
    ictImg: "/images/courses/itsm.svg",
    status: "A",
    domainId: 10,
    hours: { TrainingHour: 24, LabHour: 0 },
    cost: { ictMrp: 35000, sellPrice: 27999 },
    modules: [
      {
        moduleTitle: "Organisation, People and Culture",
        moduleDesc: "Team structures, competencies, culture and collaboration in service organisations.",
      },
      {
        moduleTitle: "Information and Technology",
        moduleDesc: "Integration, automation, AI and data management in service delivery.",
      },
      {
        moduleTitle: "Value Streams and Practices",
        moduleDesc: "Designing value streams for new services and for user support.",
      },
      {
        moduleTitle: "Prioritising Work",
        moduleDesc: "Managing demand, queues, swarming and buy-versus-build decisions.",
      },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [
      {
        faq: "Do I need ITIL 4 Foundation first?",
        faqAnswer: "Yes, ITIL 4 Foundation is required before taking this exam.",
      },
      { faq: "Is the exam voucher included?", faqAnswer: "Yes, the PeopleCert exam voucher is included in the fee." },
    ],
    materials: [
      {
        SMName: "ITIL 4 certifications",
        SMType: "Link",
        SMSrc: "https://www.axelos.com/certifications/itil-service-management",
      },
    ],
    batches: [],
  },
  {
    key: "iso-20000-corporate",
    ictName: "ISO 20000 Service Management for IT Teams",
    ictType: "Corporate Training",
    ictSDesc: "Prepare IT operations teams to implement and audit a service management system based on ISO 20000-1.",
    ictDesc:
      "This corporate programme explains the requirements of ISO/IEC 20000-1:2018 and how they map to everyday ITIL practices in your organisation. Participants learn to build the documentation, processes and evidence an auditor expects, and practise internal audit techniques on sample records. It is ideal for IT services companies and captive centres in India preparing for their first certification or a surveillance audit.",
    ictImg: "/images/courses/itsm.svg",
    status: "A",
    domainId: 10,
    hours: { TrainingHour: 16, LabHour: 8 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "The Standard Explained",
        moduleDesc: "Structure and clauses of ISO/IEC 20000-1 and its relation to ISO 9001 and ISO 27001.",
      },
      {
        moduleTitle: "Mapping to ITIL Practices",
        moduleDesc: "How incident, change, problem and service level management satisfy the requirements.",
      },
      {
        moduleTitle: "Documentation and Evidence",
        moduleDesc: "Policies, plans, records and metrics that demonstrate conformity.",
      },
      {
        moduleTitle: "Internal Audit Practice",
        moduleDesc: "Planning audits, interviewing and writing non-conformities.",
      },
    ],
    benefits: [
      "Gap-analysis checklist for your organisation",
      "Sample policy and process templates",
      "Internal auditor practice exercises",
    ],
    prerequisites: ["Familiarity with ITIL concepts"],
    faqs: [
      {
        faq: "Is this a certification course?",
        faqAnswer: "It is a corporate training programme; we can add an accredited foundation exam on request.",
      },
      {
        faq: "Can it be customised to our processes?",
        faqAnswer: "Yes, we review your existing process documents before the training.",
      },
      {
        faq: "How many days does it take?",
        faqAnswer: "Typically three days on-site, or six half-day online sessions.",
      },
    ],
    materials: [{ SMName: "ISO/IEC 20000-1:2018", SMType: "Link", SMSrc: "https://www.iso.org/standard/70636.html" }],
    batches: [],
  },
  {
    key: "itil-v3-foundation",
    ictName: "ITIL v3 Foundation",
    ictType: "Certificate Course",
    ictSDesc: "The earlier ITIL v3 / 2011 Foundation course, replaced by ITIL 4 Foundation.",
    ictDesc:
      "The ITIL v3 (2011 edition) Foundation exam was withdrawn after the launch of ITIL 4. Please enrol in our ITIL 4 Foundation course for current certification.",
    ictImg: "/images/courses/itsm.svg",
    status: "I",
    domainId: 10,
    hours: null,
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "digital-marketing-masterclass",
    ictName: "Digital Marketing Masterclass",
    ictType: "Certificate Course",
    ictSDesc: "Master SEO, Google Ads, social media, e-mail marketing and analytics with live campaigns.",
    ictDesc:
      "The Digital Marketing Masterclass covers every channel a modern marketer needs, from search engine optimisation and Google Ads to Meta and LinkedIn advertising, content, e-mail marketing and Google Analytics 4. Learners plan and run small live campaigns with real budgets for partner businesses, so they graduate with measurable results to discuss in interviews. Weekend classroom batches in Noida and evening online batches suit students, business owners and marketing executives alike.",
    ictImg: "/images/courses/marketing.svg",
    status: "A",
    domainId: 11,
    hours: { TrainingHour: 48, LabHour: 24 },
    cost: { ictMrp: 30000, sellPrice: 21999 },
    modules: [
      {
        moduleTitle: "Marketing Fundamentals and Strategy",
        moduleDesc: "Customer journeys, personas and building a digital marketing plan.",
      },
      {
        moduleTitle: "Search Engine Optimisation",
        moduleDesc: "Keyword research, on-page and technical SEO, and link building.",
      },
      {
        moduleTitle: "Google Ads",
        moduleDesc: "Search, display, video and Performance Max campaigns, bidding and conversion tracking.",
      },
      {
        moduleTitle: "Social Media Marketing",
        moduleDesc: "Organic and paid campaigns on Instagram, Facebook, LinkedIn and YouTube.",
      },
      {
        moduleTitle: "Content and E-mail Marketing",
        moduleDesc: "Content calendars, copywriting, newsletters and marketing automation.",
      },
      {
        moduleTitle: "Analytics and Reporting",
        moduleDesc: "Google Analytics 4, UTM tracking, Looker Studio dashboards and ROI.",
      },
      {
        moduleTitle: "Live Campaign Project",
        moduleDesc: "Planning, running and reporting a live campaign for a partner business.",
      },
    ],
    benefits: [
      "Live campaigns with real budgets",
      "Preparation for Google Ads and Analytics certifications",
      "Freelancing and agency career guidance",
      "Portfolio of campaign reports",
    ],
    prerequisites: ["Basic computer and internet skills"],
    faqs: [
      {
        faq: "Can business owners join?",
        faqAnswer: "Yes, many learners are entrepreneurs who want to market their own businesses online.",
      },
      {
        faq: "Are tool subscriptions needed?",
        faqAnswer: "No. We use free tiers and trial access for paid tools during the course.",
      },
      {
        faq: "Is this course good for freelancing?",
        faqAnswer: "Yes, a dedicated session covers finding clients, pricing and reporting for freelancers.",
      },
    ],
    materials: [
      {
        SMName: "Google Search Central: SEO Starter Guide",
        SMType: "Link",
        SMSrc: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide",
      },
      { SMName: "Google Ads Help Centre", SMType: "Link", SMSrc: "https://support.google.com/google-ads/" },
      { SMName: "Google Skillshop", SMType: "Video", SMSrc: "https://skillshop.withgoogle.com/" },
    ],
    batches: [
      {
        startInDays: -95,
        lengthDays: 45,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 3,
        lengthDays: 45,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
        languages: ["hi", "en"],
      },
      {
        startInDays: 17,
        lengthDays: 56,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
        languages: ["hinglish"],
      },
    ],
  },
  {
    key: "seo-specialist",
    ictName: "SEO Specialist Course",
    ictType: "Certificate Course",
    ictSDesc: "Rank websites higher on Google with keyword research, technical SEO, content and link building.",
    ictDesc:
      "The SEO Specialist Course goes deep into how search engines crawl, index and rank pages. You will run technical audits, fix Core Web Vitals issues, plan content clusters around keyword research, build links ethically and track results in Google Search Console. Exercises use real websites of small businesses, including local SEO for Google Business Profiles in Indian cities.",
    ictImg: "/images/courses/marketing.svg",
    status: "A",
    domainId: 11,
    hours: { TrainingHour: 24, LabHour: 16 },
    cost: { ictMrp: 15000, sellPrice: 11499 },
    modules: [
      {
        moduleTitle: "How Search Works",
        moduleDesc: "Crawling, indexing, ranking and Google's search quality guidelines.",
      },
      { moduleTitle: "Keyword Research", moduleDesc: "Search intent, keyword tools and mapping keywords to pages." },
      { moduleTitle: "On-Page and Content SEO", moduleDesc: "Titles, headings, structured data and content clusters." },
      {
        moduleTitle: "Technical SEO",
        moduleDesc: "Site architecture, sitemaps, robots rules, Core Web Vitals and mobile-first indexing.",
      },
      {
        moduleTitle: "Off-Page and Local SEO",
        moduleDesc: "Ethical link building, Google Business Profile and local citations.",
      },
    ],
    benefits: ["Audit of a real website", "SEO audit checklist and templates", "Search Console and GA4 hands-on"],
    prerequisites: ["Basic understanding of websites"],
    faqs: [
      { faq: "Do I need coding skills?", faqAnswer: "No, though basic HTML knowledge helps with technical SEO." },
      {
        faq: "Will I learn AI-generated search features?",
        faqAnswer: "Yes, we discuss how AI overviews change search behaviour and content strategy.",
      },
      {
        faq: "How soon do SEO results show?",
        faqAnswer: "Usually within three to six months, which is why we teach tracking and reporting carefully.",
      },
    ],
    materials: [
      {
        SMName: "Google Search Central documentation",
        SMType: "Link",
        SMSrc: "https://developers.google.com/search/docs",
      },
      { SMName: "Search Console Help", SMType: "Link", SMSrc: "https://support.google.com/webmasters/" },
    ],
    batches: [],
  },
  {
    key: "social-media-marketing-internship",
    ictName: "Social Media Marketing Internship",
    ictType: "Internship",
    ictSDesc: "An 80-hour internship managing social media content and paid campaigns for real brands.",
    ictDesc:
      "Interns work in small teams to manage the social media presence of partner brands for four weeks, planning content calendars, designing posts and reels, running small paid campaigns and reporting on results. Mentors from digital agencies review work every week, and interns finish with a portfolio and an internship certificate. The programme is online and open to students of any stream.",
    ictImg: "/images/courses/marketing.svg",
    status: "A",
    domainId: 11,
    hours: { TrainingHour: 30, LabHour: 50 },
    cost: { ictMrp: 6000, sellPrice: 4499 },
    modules: [
      { moduleTitle: "Social Media Strategy", moduleDesc: "Audience research, brand voice and platform selection." },
      { moduleTitle: "Content Creation", moduleDesc: "Designing posts, reels and carousels with free design tools." },
      {
        moduleTitle: "Paid Social Campaigns",
        moduleDesc: "Setting up, targeting and optimising Meta and LinkedIn ads.",
      },
      {
        moduleTitle: "Analytics and Reporting",
        moduleDesc: "Platform insights, engagement metrics and client reports.",
      },
    ],
    benefits: [
      "Work on real brand accounts",
      "Weekly reviews by agency mentors",
      "Portfolio and internship certificate",
    ],
    prerequisites: ["Students of any stream; creativity and a smartphone are all you need to start"],
    faqs: [
      {
        faq: "Is prior design knowledge needed?",
        faqAnswer: "No. We teach design basics with free tools in the first week.",
      },
      {
        faq: "How many hours per week are required?",
        faqAnswer: "About 20 hours per week, including live sessions and project work.",
      },
      {
        faq: "Is there a chance of a job offer?",
        faqAnswer: "Partner agencies often hire top interns, though offers are not guaranteed.",
      },
    ],
    materials: [{ SMName: "Meta Blueprint", SMType: "Link", SMSrc: "https://www.facebook.com/business/learn" }],
    batches: [
      {
        startInDays: 47,
        lengthDays: 30,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Google Meet)",
        mode: "Online",
      },
    ],
  },
  {
    key: "embedded-c-arm",
    ictName: "Embedded C Programming on ARM Cortex-M",
    ictType: "Industrial Training",
    ictSDesc: "Industrial training in embedded C, microcontroller peripherals and RTOS basics on ARM Cortex-M boards.",
    ictDesc:
      "This industrial training programme prepares electronics and electrical engineering students for embedded software roles in automotive, consumer electronics and industrial automation companies. Working on STM32 Cortex-M development boards, students write embedded C for GPIO, timers, interrupts, UART, SPI and I2C, read sensor data, and build a small multitasking application with FreeRTOS. Classes run at our Bengaluru Koramangala lab, where each student gets a development kit for the duration of the training.",
    ictImg: "/images/courses/iot.svg",
    status: "A",
    domainId: 12,
    hours: { TrainingHour: 40, LabHour: 40 },
    cost: { ictMrp: 24000, sellPrice: 18499 },
    modules: [
      {
        moduleTitle: "Embedded C Essentials",
        moduleDesc: "Bit manipulation, pointers, volatile, memory-mapped registers and build tool-chains.",
      },
      {
        moduleTitle: "ARM Cortex-M Architecture",
        moduleDesc: "Registers, memory map, NVIC, clocks and the boot process.",
      },
      {
        moduleTitle: "GPIO, Timers and Interrupts",
        moduleDesc: "Driving LEDs and buttons, PWM generation and interrupt-driven design.",
      },
      {
        moduleTitle: "Communication Protocols",
        moduleDesc: "UART, SPI and I2C drivers and interfacing common sensors.",
      },
      {
        moduleTitle: "Introduction to FreeRTOS",
        moduleDesc: "Tasks, queues, semaphores and designing a multitasking application.",
      },
      { moduleTitle: "Mini Project", moduleDesc: "A data-logging or motor-control project presented to the mentors." },
    ],
    benefits: [
      "Development kit provided during training",
      "Industrial training certificate",
      "Hands-on debugging with oscilloscopes and logic analysers",
      "Referrals to embedded product companies",
    ],
    prerequisites: ["C programming basics", "ECE, EEE, EIE or CSE students"],
    faqs: [
      {
        faq: "Do I need to buy the development board?",
        faqAnswer:
          "No, kits are provided in the lab; you may buy one at a discounted price to continue practising at home.",
      },
      {
        faq: "Is this relevant for automotive jobs?",
        faqAnswer: "Yes, embedded C on Cortex-M is the foundation for automotive ECU and AUTOSAR roles.",
      },
      {
        faq: "What is the daily schedule?",
        faqAnswer: "Three hours of theory in the morning and lab practice in the afternoon.",
      },
    ],
    materials: [
      { SMName: "Arm Developer documentation", SMType: "Link", SMSrc: "https://developer.arm.com/documentation" },
      { SMName: "FreeRTOS documentation", SMType: "Link", SMSrc: "https://www.freertos.org/Documentation/00-Overview" },
    ],
    batches: [
      {
        startInDays: -65,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 20,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "iot-raspberry-pi",
    ictName: "Internet of Things with Raspberry Pi and ESP32",
    ictType: "Certificate Course",
    ictSDesc: "Build connected IoT devices with Raspberry Pi, ESP32, MQTT and cloud dashboards.",
    ictDesc:
      "This course teaches you to design and build complete IoT solutions, from sensors and microcontrollers to cloud dashboards. You will program ESP32 boards and a Raspberry Pi, connect sensors and actuators, send data over Wi-Fi using MQTT, store and visualise it in the cloud, and secure devices against common attacks. Projects include a smart agriculture monitor and a home energy meter, both popular final-year project themes in Indian engineering colleges.",
    ictImg: "/images/courses/iot.svg",
    status: "A",
    domainId: 12,
    hours: { TrainingHour: 24, LabHour: 24 },
    cost: { ictMrp: 16000, sellPrice: 12499 },
    modules: [
      {
        moduleTitle: "IoT Architecture",
        moduleDesc: "Devices, gateways, protocols and cloud platforms in an IoT system.",
      },
      {
        moduleTitle: "Programming the ESP32",
        moduleDesc: "Arduino framework and ESP-IDF basics, GPIO, ADC and Wi-Fi.",
      },
      {
        moduleTitle: "Raspberry Pi as a Gateway",
        moduleDesc: "Linux on the Pi, Python scripts and local data processing.",
      },
      {
        moduleTitle: "MQTT and Cloud Connectivity",
        moduleDesc: "Brokers, topics, QoS and sending data to cloud dashboards.",
      },
      {
        moduleTitle: "IoT Security",
        moduleDesc: "Device authentication, encrypted communication and firmware updates.",
      },
      {
        moduleTitle: "Capstone Project",
        moduleDesc: "A smart agriculture or energy-monitoring system built end to end.",
      },
    ],
    benefits: [
      "Hardware kit included in the fee",
      "Two complete IoT projects",
      "Great preparation for final-year projects",
    ],
    prerequisites: ["Basic programming in C or Python"],
    faqs: [
      {
        faq: "Is the hardware kit mine to keep?",
        faqAnswer: "Yes, the ESP32 board and sensor kit are yours to keep; the Raspberry Pi is provided in the lab.",
      },
      {
        faq: "Can I attend online?",
        faqAnswer: "Yes, online learners receive the kit by courier before the batch begins.",
      },
      {
        faq: "Which cloud platform is used?",
        faqAnswer: "We use a free-tier cloud dashboard and also show how to connect to AWS IoT Core.",
      },
    ],
    materials: [
      { SMName: "Raspberry Pi documentation", SMType: "Link", SMSrc: "https://www.raspberrypi.com/documentation/" },
      {
        SMName: "ESP-IDF Programming Guide (ESP32)",
        SMType: "Link",
        SMSrc: "https://docs.espressif.com/projects/esp-idf/en/latest/esp32/",
      },
      { SMName: "MQTT specification", SMType: "Link", SMSrc: "https://mqtt.org/mqtt-specification/" },
    ],
    batches: [],
  },
  {
    key: "plc-scada-industrial",
    ictName: "Industrial Training in PLC and SCADA",
    ictType: "Industrial Training",
    ictSDesc: "Hands-on industrial automation training with PLC programming, HMI design and SCADA systems.",
    ictDesc:
      "This industrial training gives electrical, electronics and instrumentation students practical experience with the automation systems used in Indian manufacturing plants. Students program PLCs in ladder logic, design HMI screens, configure SCADA for monitoring and alarms, and wire sensors and drives on training panels, finishing with a bottle-filling or conveyor automation project.",
    ictImg: "/images/courses/iot.svg",
    status: "A",
    domainId: 12,
    hours: { TrainingHour: 40, LabHour: 48 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Industrial Automation Basics",
        moduleDesc: "Sensors, actuators, relays, contactors and control panels.",
      },
      {
        moduleTitle: "PLC Programming",
        moduleDesc: "Ladder logic, timers, counters and function blocks following IEC 61131-3.",
      },
      { moduleTitle: "HMI Design", moduleDesc: "Designing operator screens, alarms and recipes." },
      { moduleTitle: "SCADA Systems", moduleDesc: "Tags, trends, alarms and reports for plant monitoring." },
      {
        moduleTitle: "Automation Project",
        moduleDesc: "A complete bottle-filling or conveyor sorting project on a training panel.",
      },
    ],
    benefits: [
      "Training panels with industrial PLCs and drives",
      "Industrial training certificate",
      "Project report guidance",
    ],
    prerequisites: ["EEE, ECE, EIE or Mechatronics students", "Basic electrical knowledge"],
    faqs: [],
    materials: [{ SMName: "PLCopen: IEC 61131-3", SMType: "Link", SMSrc: "https://plcopen.org/iec-61131-3" }],
    batches: [],
  },
  {
    key: "embedded-iot-internship",
    ictName: "Embedded Systems and IoT Internship",
    ictType: "Internship",
    ictSDesc: "An 80-hour hardware internship building a connected embedded product from prototype to demo.",
    ictDesc:
      "In the Embedded Systems and IoT Internship, students build a connected product prototype in teams, from selecting sensors and writing firmware to sending data to a cloud dashboard. Mentors guide schematic reading, debugging and documentation, and each team demonstrates its working prototype at the end of the internship. The programme runs at our Pune centre with lab access on all working days.",
    ictImg: "/images/courses/iot.svg",
    status: "A",
    domainId: 12,
    hours: { TrainingHour: 30, LabHour: 50 },
    cost: { ictMrp: 8500, sellPrice: 6499 },
    modules: [
      { moduleTitle: "Embedded Basics", moduleDesc: "Microcontrollers, sensors and firmware development workflow." },
      {
        moduleTitle: "Firmware Development",
        moduleDesc: "Reading sensors, controlling actuators and handling interrupts.",
      },
      { moduleTitle: "Connectivity", moduleDesc: "Wi-Fi, MQTT and sending data to a cloud dashboard." },
      { moduleTitle: "Prototype and Demo", moduleDesc: "Integrating, testing and demonstrating the team prototype." },
    ],
    benefits: ["Hands-on hardware prototyping", "Internship certificate", "Project documentation for your portfolio"],
    prerequisites: ["Basic C programming", "Electronics or computer science students"],
    faqs: [
      { faq: "Are components provided?", faqAnswer: "Yes, all boards and components are provided in the lab." },
      {
        faq: "Can I take the prototype home?",
        faqAnswer: "Teams may purchase their prototype components at cost after the internship.",
      },
      { faq: "What are the timings?", faqAnswer: "Sessions from 10:00 to 13:00 with open lab hours until 17:00." },
    ],
    materials: [{ SMName: "Arduino documentation", SMType: "Link", SMSrc: "https://docs.arduino.cc/" }],
    batches: [
      {
        startInDays: 55,
        lengthDays: 35,
        startTime: "10:00",
        endTime: "13:00",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "mainframe-cobol-jcl",
    ictName: "IBM Mainframe with COBOL, JCL and VSAM",
    ictType: "Industrial Training",
    ictSDesc: "Mainframe application development with COBOL, JCL and VSAM on IBM Z.",
    ictDesc:
      "This programme trained freshers for mainframe application development roles at banks and insurance companies, covering TSO/ISPF, JCL, COBOL programming, VSAM files and batch processing on IBM Z. It is currently not offered; please contact us if your organisation needs a corporate mainframe batch.",
    ictImg: "/images/courses/mainframe.svg",
    status: "I",
    domainId: 13,
    hours: { TrainingHour: 60, LabHour: 40 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "TSO/ISPF and z/OS Basics",
        moduleDesc: "Navigating the mainframe environment, datasets and utilities.",
      },
      { moduleTitle: "JCL", moduleDesc: "Jobs, steps, DD statements, procedures and utilities." },
      { moduleTitle: "COBOL Programming", moduleDesc: "Divisions, file handling, tables and subprograms." },
      { moduleTitle: "VSAM", moduleDesc: "KSDS, ESDS and RRDS files with IDCAMS." },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "db2-ibm-z",
    ictName: "Db2 for IBM Z Application Programming",
    ictType: "Certificate Course",
    ictSDesc: "Embedded SQL and Db2 application programming for mainframe developers.",
    ictDesc:
      "Covered embedded SQL in COBOL programs, cursors, precompilation and binding, and performance basics for Db2 on IBM Z. The course is currently not offered.",
    ictImg: "/images/courses/mainframe.svg",
    status: "I",
    domainId: 13,
    hours: null,
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "full-stack-java-bootcamp",
    ictName: "Full Stack Java Developer Bootcamp",
    ictType: "Industrial Training",
    ictSDesc: "A 120-hour bootcamp covering Java, Spring Boot, REST APIs, React, SQL and deployment.",
    ictDesc:
      "The Full Stack Java Developer Bootcamp is our flagship programme for graduates who want to join product and services companies as software developers. You will build back-end services with Java 21, Spring Boot, Spring Data JPA and MySQL, create responsive front-ends with HTML, CSS, JavaScript and React, secure applications with Spring Security and JWT, and deploy with Docker. The bootcamp follows an agile rhythm with sprints, stand-ups and code reviews, and ends with a team project and a placement-readiness week of mock interviews.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 80, LabHour: 40 },
    cost: { ictMrp: 60000, sellPrice: 44999 },
    modules: [
      {
        moduleTitle: "Java and OOP Refresher",
        moduleDesc: "Core Java, collections, streams and unit testing with JUnit.",
      },
      { moduleTitle: "Databases and SQL", moduleDesc: "MySQL schema design, SQL queries and transactions." },
      {
        moduleTitle: "Spring Boot and REST APIs",
        moduleDesc: "Controllers, services, Spring Data JPA, validation and exception handling.",
      },
      { moduleTitle: "Security", moduleDesc: "Spring Security, JWT authentication and role-based authorisation." },
      {
        moduleTitle: "Front-end Foundations",
        moduleDesc: "Semantic HTML, modern CSS, JavaScript ES2023 and accessibility basics.",
      },
      { moduleTitle: "React", moduleDesc: "Components, hooks, routing, forms and calling REST APIs." },
      { moduleTitle: "DevOps for Developers", moduleDesc: "Git workflows, Docker, CI pipelines and cloud deployment." },
      {
        moduleTitle: "Capstone and Placement Week",
        moduleDesc: "Team project demo, resume building and mock technical interviews.",
      },
    ],
    benefits: [
      "Team capstone built in agile sprints",
      "Placement-readiness week with mock interviews",
      "Code reviews by senior developers",
      "Industrial training certificate",
      "Access to hiring-partner drives",
    ],
    prerequisites: ["BE/BTech, MCA, BCA or BSc graduates", "Basic programming knowledge in any language"],
    faqs: [
      {
        faq: "Is there a placement guarantee?",
        faqAnswer:
          "We provide placement assistance through hiring-partner drives and referrals, but we do not guarantee jobs.",
      },
      {
        faq: "Is the bootcamp full-time?",
        faqAnswer:
          "The weekday batch needs about five hours a day including labs; working professionals may prefer the weekend batch.",
      },
      {
        faq: "Can I pay in instalments?",
        faqAnswer:
          "Yes, the fee can be paid in up to three instalments, and no-cost EMI is available through partner banks.",
      },
      { faq: "What laptop do I need?", faqAnswer: "Any laptop with 8 GB RAM and a 64-bit operating system." },
    ],
    materials: [
      {
        SMName: "Spring Boot reference documentation",
        SMType: "Link",
        SMSrc: "https://docs.spring.io/spring-boot/index.html",
      },
      { SMName: "Spring guides", SMType: "Link", SMSrc: "https://spring.io/guides" },
      { SMName: "React: Learn", SMType: "Link", SMSrc: "https://react.dev/learn" },
      {
        SMName: "MDN: Learn web development",
        SMType: "Link",
        SMSrc: "https://developer.mozilla.org/en-US/docs/Learn_web_development",
      },
    ],
    batches: [
      {
        startInDays: -100,
        lengthDays: 60,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 14,
        lengthDays: 60,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 36,
        lengthDays: 60,
        startTime: "09:30",
        endTime: "17:30",
        location: "Pune – Shivajinagar Centre",
        mode: "Classroom",
      },
    ],
  },
  {
    key: "mern-stack-bootcamp",
    ictName: "MERN Stack Front-end & Back-end Bootcamp",
    ictType: "Certificate Course",
    ictSDesc: "Build and deploy full stack JavaScript applications with MongoDB, Express, React and Node.js.",
    ictDesc:
      "The MERN Stack Front-end & Back-end Bootcamp teaches you to build modern web applications entirely in JavaScript and TypeScript. On the front end you will build responsive React interfaces with hooks, routing and state management; on the back end you will design REST APIs with Node.js and Express, model data in MongoDB and secure it with JWT authentication. Evening online batches let working professionals and final-year students across India build three portfolio projects, including an e-commerce store with UPI-style checkout flows.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 60, LabHour: 60 },
    cost: { ictMrp: 55000, sellPrice: 41999 },
    modules: [
      {
        moduleTitle: "Modern JavaScript and TypeScript",
        moduleDesc: "ES modules, async/await, closures and TypeScript fundamentals.",
      },
      {
        moduleTitle: "Front-end with React",
        moduleDesc: "Components, hooks, React Router, forms and accessible UI patterns.",
      },
      {
        moduleTitle: "State and Data Fetching",
        moduleDesc: "Context, reducers, server state and calling APIs efficiently.",
      },
      {
        moduleTitle: "Back-end with Node.js and Express",
        moduleDesc: "Routing, middleware, validation, error handling and file uploads.",
      },
      { moduleTitle: "MongoDB and Mongoose", moduleDesc: "Schema design, queries, aggregation and indexes." },
      {
        moduleTitle: "Authentication and Security",
        moduleDesc: "JWT, password hashing, CORS and OWASP basics for web apps.",
      },
      { moduleTitle: "Testing and Deployment", moduleDesc: "Unit and API tests, Docker and deploying to the cloud." },
    ],
    benefits: [
      "Three portfolio projects including an e-commerce store",
      "Code reviews on every project",
      "Mock interviews for front-end, back-end and full stack roles",
      "Lifetime access to session recordings",
    ],
    prerequisites: ["HTML, CSS and basic JavaScript", "A laptop with 8 GB RAM"],
    faqs: [
      {
        faq: "Is TypeScript covered?",
        faqAnswer: "Yes, we introduce TypeScript early and use it in the final project.",
      },
      {
        faq: "Can I join without a CS degree?",
        faqAnswer: "Yes, as long as you are comfortable with HTML, CSS and basic JavaScript.",
      },
      {
        faq: "How much time is needed outside class?",
        faqAnswer: "Plan for eight to ten hours a week of project work.",
      },
    ],
    materials: [
      { SMName: "React: Learn", SMType: "Link", SMSrc: "https://react.dev/learn" },
      { SMName: "Express routing guide", SMType: "Link", SMSrc: "https://expressjs.com/en/guide/routing.html" },
      { SMName: "Node.js documentation", SMType: "Link", SMSrc: "https://nodejs.org/docs/latest/api/" },
      { SMName: "MongoDB Manual", SMType: "Link", SMSrc: "https://www.mongodb.com/docs/manual/" },
    ],
    batches: [
      {
        startInDays: -80,
        lengthDays: 56,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 23,
        lengthDays: 56,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "dotnet-core-web-api",
    ictName: ".NET Core Web API with C# and Entity Framework Core",
    ictType: "Certificate Course",
    ictSDesc: "Design, build, secure and test RESTful services with ASP.NET Core, C# and Entity Framework Core.",
    ictDesc:
      "This course teaches you to build production-quality RESTful services with ASP.NET Core Web API on the latest .NET release. You will design resources and routes, use dependency injection, persist data with Entity Framework Core and SQL Server, secure endpoints with JWT and policies, document APIs with OpenAPI and write integration tests. It is ideal for developers at Microsoft-stack services companies in Hyderabad, Chennai and Noida who want to modernise their back-end skills.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 28000, sellPrice: 21499 },
    modules: [
      {
        moduleTitle: "C# for Web Developers",
        moduleDesc: "Records, LINQ, async/await, nullable reference types and pattern matching.",
      },
      {
        moduleTitle: "ASP.NET Core Fundamentals",
        moduleDesc: "Hosting, middleware pipeline, configuration, logging and dependency injection.",
      },
      {
        moduleTitle: "Building Web APIs",
        moduleDesc: "Controllers and minimal APIs, routing, model binding and validation.",
      },
      {
        moduleTitle: "Data Access with EF Core",
        moduleDesc: "DbContext, migrations, relationships, queries and performance tips.",
      },
      {
        moduleTitle: "Security",
        moduleDesc: "Authentication with JWT bearer tokens, authorisation policies and CORS.",
      },
      {
        moduleTitle: "Testing and Documentation",
        moduleDesc: "OpenAPI documentation, xUnit tests and integration tests with WebApplicationFactory.",
      },
    ],
    benefits: [
      "Hands-on project: an order management API",
      "Best practices from enterprise .NET projects",
      "Certificate of completion",
    ],
    prerequisites: ["C# programming basics", "Basic SQL knowledge"],
    faqs: [
      { faq: "Which .NET version is taught?", faqAnswer: "We teach on the current long-term support release of .NET." },
      {
        faq: "Can I use a Mac or Linux laptop?",
        faqAnswer: "Yes, .NET is cross-platform; we support Visual Studio, VS Code and Rider.",
      },
      {
        faq: "Is front-end development included?",
        faqAnswer:
          "No, this course focuses on back-end APIs; pair it with React Front-end Development for full stack skills.",
      },
    ],
    materials: [
      {
        SMName: "Create web APIs with ASP.NET Core",
        SMType: "Link",
        SMSrc: "https://learn.microsoft.com/en-us/aspnet/core/web-api/",
      },
      { SMName: "Entity Framework Core overview", SMType: "Link", SMSrc: "https://learn.microsoft.com/en-us/ef/core/" },
      { SMName: "C# documentation", SMType: "Link", SMSrc: "https://learn.microsoft.com/en-us/dotnet/csharp/" },
    ],
    batches: [
      {
        startInDays: 31,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "react-front-end-development",
    ictName: "React Front-end Development",
    ictType: "Certificate Course",
    ictSDesc: "Build fast, accessible single-page applications with React, TypeScript and modern tooling.",
    ictDesc:
      "Learn to build modern front-end applications with React and TypeScript: components, hooks, routing, forms, data fetching and testing with Testing Library. The course emphasises accessibility and performance, skills that front-end interviewers at Indian product companies increasingly test.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 24000, sellPrice: 17999 },
    modules: [
      { moduleTitle: "React Fundamentals", moduleDesc: "JSX, components, props, state and rendering lists." },
      {
        moduleTitle: "Hooks and Effects",
        moduleDesc: "useState, useEffect, useReducer, custom hooks and when not to use effects.",
      },
      { moduleTitle: "Routing and Data", moduleDesc: "Client-side routing, loaders, forms and fetching data." },
      { moduleTitle: "Testing and Accessibility", moduleDesc: "Testing Library, keyboard navigation and ARIA basics." },
    ],
    benefits: [],
    prerequisites: [],
    faqs: [
      {
        faq: "Do I need to know TypeScript?",
        faqAnswer: "No, the course introduces the TypeScript you need for React.",
      },
      {
        faq: "Is Next.js covered?",
        faqAnswer:
          "We cover React fundamentals in depth and give a short introduction to frameworks such as Next.js and React Router.",
      },
    ],
    materials: [{ SMName: "React: Learn", SMType: "Link", SMSrc: "https://react.dev/learn" }],
    batches: [],
  },
  {
    key: "nodejs-back-end-development",
    ictName: "Node.js Back-end Development with Express",
    ictType: "Corporate Training",
    ictSDesc: "A corporate programme for teams building scalable back-end services with Node.js and Express.",
    ictDesc:
      "This corporate training helps development teams build reliable, secure and observable back-end services with Node.js. Topics include the event loop, asynchronous patterns, Express and Fastify APIs, validation, database access, authentication, logging, testing and performance profiling, all adapted to the client's architecture. We deliver on-site at client offices in Pune, Bengaluru and Hyderabad or live online.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 24, LabHour: 24 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      { moduleTitle: "Node.js Internals", moduleDesc: "The event loop, streams, worker threads and non-blocking I/O." },
      {
        moduleTitle: "Building APIs",
        moduleDesc: "Express and Fastify routing, middleware, validation and error handling.",
      },
      {
        moduleTitle: "Data and Security",
        moduleDesc: "SQL and NoSQL access, authentication, secrets management and OWASP risks.",
      },
      {
        moduleTitle: "Testing and Observability",
        moduleDesc: "Unit and integration tests, structured logging and tracing.",
      },
      {
        moduleTitle: "Performance and Deployment",
        moduleDesc: "Profiling, clustering, containers and zero-downtime deployments.",
      },
    ],
    benefits: [
      "Customised to your stack and coding standards",
      "Reference service template for your team",
      "Pre- and post-training assessments",
    ],
    prerequisites: ["Working knowledge of JavaScript"],
    faqs: [
      {
        faq: "Can you use our codebase for exercises?",
        faqAnswer: "Yes, under an NDA our trainers can build exercises around your own services.",
      },
      {
        faq: "Is TypeScript used?",
        faqAnswer: "Yes, if your team uses TypeScript; otherwise we use modern JavaScript.",
      },
      { faq: "How long is the programme?", faqAnswer: "Typically five days on-site, or ten half-day online sessions." },
    ],
    materials: [
      { SMName: "Node.js documentation", SMType: "Link", SMSrc: "https://nodejs.org/docs/latest/api/" },
      { SMName: "Express guide", SMType: "Link", SMSrc: "https://expressjs.com/en/guide/routing.html" },
    ],
    batches: [
      {
        startInDays: 52,
        lengthDays: 5,
        startTime: "09:30",
        endTime: "17:30",
        location: "Client Site – Pune (Hinjewadi)",
        mode: "On-Site",
      },
    ],
  },
  {
    key: "web-development-internship",
    ictName: "Summer Internship in Web Development",
    ictType: "Internship",
    ictSDesc: "An 80-hour summer internship where students build and deploy a responsive web application.",
    ictDesc:
      "The Summer Internship in Web Development is our most popular internship for engineering and computer application students. Interns learn HTML, CSS, JavaScript and React for the front end and Node.js with a database for the back end, then build and deploy a team project such as a college fest website or a small-business booking app. Weekly mentor reviews, a GitHub portfolio and an internship certificate help students stand out in campus placements.",
    ictImg: "/images/courses/fullstack.svg",
    status: "A",
    domainId: 15,
    hours: { TrainingHour: 30, LabHour: 50 },
    cost: { ictMrp: 7500, sellPrice: 5499 },
    modules: [
      { moduleTitle: "HTML and CSS", moduleDesc: "Semantic markup, Flexbox, Grid and responsive design." },
      { moduleTitle: "JavaScript Essentials", moduleDesc: "DOM manipulation, events, fetch and modern syntax." },
      { moduleTitle: "React Basics", moduleDesc: "Components, state and building a single-page application." },
      { moduleTitle: "Back-end Basics", moduleDesc: "A simple Node.js API with a database." },
      {
        moduleTitle: "Team Project and Deployment",
        moduleDesc: "Building, deploying and presenting the team project.",
      },
    ],
    benefits: [
      "Internship certificate",
      "Deployed project and GitHub portfolio",
      "Weekly mentor reviews",
      "Open to students from any college in India",
    ],
    prerequisites: ["Second-year students onwards from any engineering or computer application programme"],
    faqs: [
      {
        faq: "Is the internship online?",
        faqAnswer: "Yes, the internship is live online with recorded sessions for revision.",
      },
      {
        faq: "What if I have exams during the internship?",
        faqAnswer: "You can shift to the next batch once without any extra fee.",
      },
      {
        faq: "Do I get a letter of recommendation?",
        faqAnswer: "Top-performing interns receive a letter of recommendation from their mentor.",
      },
    ],
    materials: [
      {
        SMName: "MDN: Learn web development",
        SMType: "Link",
        SMSrc: "https://developer.mozilla.org/en-US/docs/Learn_web_development",
      },
      { SMName: "React: Quick Start", SMType: "Link", SMSrc: "https://react.dev/learn" },
    ],
    batches: [
      {
        startInDays: -60,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 27,
        lengthDays: 40,
        startTime: "10:00",
        endTime: "13:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "angularjs-1x-legacy",
    ictName: "AngularJS 1.x Front-end Development",
    ictType: "Certificate Course",
    ictSDesc: "The legacy AngularJS course, retired after AngularJS reached end of support.",
    ictDesc:
      "AngularJS reached the end of long-term support in January 2022, so this course has been retired. Learners should choose React Front-end Development or the MERN Stack Front-end & Back-end Bootcamp instead.",
    ictImg: "/images/courses/fullstack.svg",
    status: "I",
    domainId: 15,
    hours: null,
    cost: { ictMrp: 25000, sellPrice: 18000 },
    modules: [],
    benefits: [],
    prerequisites: [],
    faqs: [],
    materials: [],
    batches: [],
  },
  {
    key: "sap-fico",
    ictName: "SAP S/4HANA Finance (FICO)",
    ictType: "Certificate Course",
    ictSDesc: "Configure SAP S/4HANA Financial Accounting and Controlling and prepare for the SAP FI certification.",
    ictDesc:
      "SAP FICO remains one of the most sought-after ERP skills among chartered accountants, MBA finance graduates and finance professionals in India. This course covers enterprise structure, general ledger, accounts payable and receivable, asset accounting, bank accounting, cost centre and profit centre accounting, and GST-compliant tax configuration in SAP S/4HANA. Learners work on a live server with an end-to-end implementation case study and receive guidance for the SAP Certified Associate exam.",
    ictImg: "/images/courses/erp.svg",
    status: "A",
    domainId: 16,
    hours: { TrainingHour: 60, LabHour: 40 },
    cost: { ictMrp: 110000, sellPrice: 84999 },
    modules: [
      {
        moduleTitle: "SAP Overview and Navigation",
        moduleDesc: "SAP S/4HANA architecture, Fiori launchpad and the Universal Journal.",
      },
      {
        moduleTitle: "Enterprise Structure",
        moduleDesc: "Company codes, fiscal year variants, chart of accounts and document types.",
      },
      {
        moduleTitle: "General Ledger Accounting",
        moduleDesc: "GL master data, postings, ledgers and period-end closing.",
      },
      {
        moduleTitle: "Accounts Payable and Receivable",
        moduleDesc: "Business partners, invoices, payments, dunning and the automatic payment program.",
      },
      {
        moduleTitle: "Asset and Bank Accounting",
        moduleDesc: "Asset classes, depreciation, bank statements and reconciliation.",
      },
      {
        moduleTitle: "Controlling",
        moduleDesc: "Cost elements, cost centres, internal orders and profit centre accounting.",
      },
      {
        moduleTitle: "Taxes and Indian Localisation",
        moduleDesc: "GST condition types, tax codes and TDS configuration.",
      },
      {
        moduleTitle: "Implementation Case Study",
        moduleDesc: "An end-to-end project from blueprint to go-live support.",
      },
    ],
    benefits: [
      "Live SAP S/4HANA server access",
      "End-to-end implementation case study",
      "GST and TDS configuration for Indian companies",
      "Certification exam guidance",
      "Resume and interview preparation for SAP consultant roles",
    ],
    prerequisites: ["Commerce, finance or accounting background", "Basic knowledge of accounting principles"],
    faqs: [
      {
        faq: "Is the SAP certification exam included?",
        faqAnswer: "No, the exam is booked through SAP's certification hub; we guide you on the subscription options.",
      },
      {
        faq: "Is server access provided after the course?",
        faqAnswer: "Yes, server access continues for 30 days after the batch ends.",
      },
      {
        faq: "Can freshers get SAP FICO jobs?",
        faqAnswer:
          "Freshers with a finance background can start as end users or support consultants; domain experience helps move into implementation roles.",
      },
    ],
    materials: [
      {
        SMName: "SAP Help Portal: SAP S/4HANA",
        SMType: "Link",
        SMSrc: "https://help.sap.com/docs/SAP_S4HANA_ON-PREMISE",
      },
      { SMName: "SAP Learning", SMType: "Link", SMSrc: "https://learning.sap.com/" },
    ],
    batches: [
      {
        startInDays: -115,
        lengthDays: 60,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
      {
        startInDays: 37,
        lengthDays: 60,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "sap-mm",
    ictName: "SAP S/4HANA Materials Management (MM)",
    ictType: "Certificate Course",
    ictSDesc: "Configure procurement, inventory management and invoice verification in SAP S/4HANA.",
    ictDesc:
      "SAP MM covers the complete procure-to-pay cycle in SAP S/4HANA: organisational structure, material and business partner master data, purchase requisitions and orders, inventory management, valuation and invoice verification. Case studies come from Indian manufacturing and retail companies, including GST on procurement.",
    ictImg: "/images/courses/erp.svg",
    status: "A",
    domainId: 16,
    hours: { TrainingHour: 50, LabHour: 40 },
    cost: { ictMrp: 104000, sellPrice: 79999 },
    modules: [
      {
        moduleTitle: "Organisational Structure",
        moduleDesc: "Plants, storage locations, purchasing organisations and groups.",
      },
      { moduleTitle: "Master Data", moduleDesc: "Material master, business partners, info records and source lists." },
      {
        moduleTitle: "Procurement Processes",
        moduleDesc: "Purchase requisitions, RFQs, purchase orders and release strategies.",
      },
      { moduleTitle: "Inventory Management", moduleDesc: "Goods receipts, issues, transfers and physical inventory." },
      {
        moduleTitle: "Valuation and Invoice Verification",
        moduleDesc: "Account determination, split valuation and logistics invoice verification.",
      },
    ],
    benefits: ["Live SAP S/4HANA server access", "Procure-to-pay case study", "Interview preparation for SAP MM roles"],
    prerequisites: [],
    faqs: [],
    materials: [{ SMName: "SAP Learning", SMType: "Link", SMSrc: "https://learning.sap.com/" }],
    batches: [],
  },
  {
    key: "sap-abap",
    ictName: "SAP ABAP on HANA Development",
    ictType: "Corporate Training",
    ictSDesc: "Upskill SAP development teams in modern ABAP, CDS views, AMDP and the RESTful application model.",
    ictDesc:
      "This corporate programme modernises the skills of SAP developers moving to SAP S/4HANA. Participants learn modern ABAP syntax, code pushdown with Core Data Services and AMDP, performance analysis, and building Fiori-ready services with the ABAP RESTful Application Programming Model. Exercises are aligned with the client's custom code migration projects.",
    ictImg: "/images/courses/erp.svg",
    status: "A",
    domainId: 16,
    hours: { TrainingHour: 48, LabHour: 40 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Modern ABAP Syntax",
        moduleDesc: "Inline declarations, constructor expressions, new Open SQL and string templates.",
      },
      { moduleTitle: "Core Data Services", moduleDesc: "CDS views, associations, annotations and access control." },
      {
        moduleTitle: "AMDP and Code Pushdown",
        moduleDesc: "ABAP-managed database procedures and when to push logic to HANA.",
      },
      {
        moduleTitle: "RESTful Application Programming Model",
        moduleDesc: "Behaviour definitions, service bindings and Fiori elements apps.",
      },
      {
        moduleTitle: "Custom Code Migration",
        moduleDesc: "ATC checks, simplification items and remediation strategies.",
      },
    ],
    benefits: [
      "Exercises aligned with your migration project",
      "SAP BTP trial and on-premise system options",
      "Post-training code review session",
    ],
    prerequisites: ["Classic ABAP development experience"],
    faqs: [
      {
        faq: "Do we need our own SAP system?",
        faqAnswer: "No. We can provide a training system, or use your sandbox if preferred.",
      },
      { faq: "Is ABAP Cloud covered?", faqAnswer: "Yes, we introduce ABAP Cloud and the clean core approach." },
      { faq: "What is the batch size?", faqAnswer: "Up to 20 developers per batch." },
    ],
    materials: [
      {
        SMName: "ABAP Keyword Documentation",
        SMType: "Link",
        SMSrc: "https://help.sap.com/doc/abapdocu_latest_index_htm/latest/en-US/index.htm",
      },
      { SMName: "SAP Learning", SMType: "Link", SMSrc: "https://learning.sap.com/" },
    ],
    batches: [],
  },
  {
    key: "certnexus-cybersec-first-responder",
    ictName: "CyberSec First Responder (CFR-410)",
    ictType: "Certificate Course",
    ictSDesc: "CertNexus CFR-410: identify, protect against, detect, respond to and recover from cyber incidents.",
    ictDesc:
      "CyberSec First Responder (CFR) is a CertNexus certification for professionals who protect critical information systems before, during and after an incident. The course follows the NIST Cybersecurity Framework functions, teaching you to assess risk, analyse threats, collect and analyse log and network data, and lead the incident-response process through containment and recovery. As an authorised CertNexus training partner we deliver it with official courseware and the CFR-410 exam voucher, in classroom batches in Bengaluru and live online.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 40, LabHour: 16 },
    cost: { ictMrp: 72000, sellPrice: 57999 },
    modules: [
      {
        moduleTitle: "Assessing Information Security Risk",
        moduleDesc: "Risk management concepts, frameworks and the threat landscape facing Indian organisations.",
      },
      {
        moduleTitle: "Analysing the Threat Landscape",
        moduleDesc: "Threat actors, attack motivations and threat intelligence sources.",
      },
      {
        moduleTitle: "Analysing Reconnaissance and Attacks",
        moduleDesc: "Footprinting, scanning and common attacks on computing and network environments.",
      },
      {
        moduleTitle: "Analysing Post-Attack Techniques",
        moduleDesc: "Command and control, lateral movement, data exfiltration and anti-forensics.",
      },
      {
        moduleTitle: "Managing Vulnerabilities",
        moduleDesc: "Vulnerability assessment, penetration testing and remediation planning.",
      },
      {
        moduleTitle: "Collecting and Analysing Security Data",
        moduleDesc: "Log analysis, SIEM correlation, packet capture and indicators of compromise.",
      },
      {
        moduleTitle: "Responding to Incidents",
        moduleDesc: "Incident-response process, containment, eradication, recovery and CERT-In reporting.",
      },
      {
        moduleTitle: "Investigating Incidents",
        moduleDesc: "Forensic readiness, evidence handling and post-incident reporting.",
      },
    ],
    benefits: [
      "Official CertNexus courseware and CFR-410 exam voucher",
      "ANSI/ISO/IEC 17024 accredited certification",
      "Hands-on incident-response labs",
      "Meets US DoD 8140 baselines, valued by global clients",
      "Delivered by an authorised CertNexus training partner",
    ],
    prerequisites: [
      "Three to five years of experience in a computing environment",
      "Knowledge of networking, operating systems and security fundamentals",
    ],
    faqs: [
      {
        faq: "What is the CFR-410 exam format?",
        faqAnswer:
          "80 multiple-choice and multiple-response questions in 120 minutes, delivered through Pearson VUE online or at a test centre.",
      },
      {
        faq: "Is the exam voucher included?",
        faqAnswer: "Yes, the CFR-410 exam voucher is included in the course fee.",
      },
      {
        faq: "How does CFR compare with CEH?",
        faqAnswer:
          "CEH focuses on offensive techniques, while CFR focuses on detection and incident response; many SOC professionals hold both.",
      },
      {
        faq: "How long is the certification valid?",
        faqAnswer: "Three years, renewable through CertNexus continuing education credits.",
      },
    ],
    materials: [
      {
        SMName: "CertNexus CyberSec First Responder",
        SMType: "Link",
        SMSrc: "https://certnexus.com/cybersec-first-responder-advanced/",
      },
      {
        SMName: "NIST SP 800-61 Rev. 2: Incident Handling Guide",
        SMType: "PDF",
        SMSrc: "https://nvlpubs.nist.gov/nistpubs/SpecialPublications/NIST.SP.800-61r2.pdf",
      },
      {
        SMName: "CERT-In: Indian Computer Emergency Response Team",
        SMType: "Link",
        SMSrc: "https://www.cert-in.org.in/",
      },
    ],
    batches: [
      {
        startInDays: -45,
        lengthDays: 5,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 19,
        lengthDays: 5,
        startTime: "09:30",
        endTime: "17:30",
        location: "Bengaluru – Koramangala Centre",
        mode: "Classroom",
      },
      {
        startInDays: 48,
        lengthDays: 20,
        startTime: "19:00",
        endTime: "21:30",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "certnexus-cybersafe",
    ictName: "CyberSAFE – Securing Assets for End Users",
    ictType: "Corporate Training",
    ictSDesc: "CertNexus security awareness training that helps every employee recognise and avoid cyber threats.",
    ictDesc:
      "CyberSAFE is a CertNexus security awareness programme for non-technical employees who use computers, mobile devices and the internet at work. Participants learn to recognise phishing, social engineering and malware, protect passwords and data, use Wi-Fi and cloud services safely and report incidents promptly. We deliver it on-site for banks, hospitals and IT services companies across India, and each participant can earn the CyberSAFE credential after a short online assessment.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 6, LabHour: 2 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Identifying the Need for Security",
        moduleDesc: "Why attackers target everyday users and what is at stake for the organisation.",
      },
      {
        moduleTitle: "Securing Devices",
        moduleDesc: "Protecting laptops, phones and removable media at the office and at home.",
      },
      {
        moduleTitle: "Using the Internet Securely",
        moduleDesc: "Browsing, e-mail, social media, Wi-Fi and cloud services safely.",
      },
      {
        moduleTitle: "Recognising Social Engineering",
        moduleDesc: "Phishing, vishing, UPI and OTP frauds, and pretexting scenarios.",
      },
      { moduleTitle: "Reporting Security Incidents", moduleDesc: "What to report, how quickly and to whom." },
    ],
    benefits: [
      "CertNexus CyberSAFE credential for every participant",
      "Examples of frauds common in India, including UPI and OTP scams",
      "Supports compliance with RBI and CERT-In awareness expectations",
      "Short, engaging sessions for non-technical staff",
    ],
    prerequisites: ["No technical background required"],
    faqs: [
      { faq: "How long is the session?", faqAnswer: "About eight hours, usually split into two half-day sessions." },
      {
        faq: "Is there an exam?",
        faqAnswer: "Participants take a short online CyberSAFE assessment to earn the credential.",
      },
      {
        faq: "Can it be delivered in Hindi?",
        faqAnswer: "Yes, our trainers can deliver the sessions in Hindi or English.",
      },
    ],
    materials: [
      { SMName: "CertNexus", SMType: "Link", SMSrc: "https://certnexus.com/" },
      { SMName: "CERT-In security advisories", SMType: "Link", SMSrc: "https://www.cert-in.org.in/" },
    ],
    batches: [
      {
        startInDays: 10,
        lengthDays: 2,
        startTime: "10:00",
        endTime: "14:00",
        location: "Client Site – Mumbai (BKC)",
        mode: "On-Site",
      },
    ],
  },
  {
    key: "certnexus-ceet",
    ictName: "Certified Ethical Emerging Technologist (CEET)",
    ictType: "Certificate Course",
    ictSDesc:
      "CertNexus CEET: identify and manage ethical risks in AI, IoT, data science and other emerging technologies.",
    ictDesc:
      "The Certified Ethical Emerging Technologist programme prepares professionals to recognise and address the ethical risks of emerging technologies such as artificial intelligence, IoT, big data and automation. You will apply ethical frameworks, analyse real case studies of bias and privacy failures, and design governance practices that build trust with customers and regulators. It suits technology leaders, product managers, data scientists and compliance professionals working under India's Digital Personal Data Protection Act.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 24, LabHour: 8 },
    cost: { ictMrp: 45000, sellPrice: 35999 },
    modules: [
      {
        moduleTitle: "Improving Ethical Decision-Making",
        moduleDesc: "Ethical reasoning, frameworks and the business case for ethics.",
      },
      {
        moduleTitle: "Ethical Principles for Emerging Technology",
        moduleDesc: "Transparency, fairness, accountability, privacy and safety.",
      },
      {
        moduleTitle: "Identifying Ethical Risks",
        moduleDesc: "Bias, surveillance, misinformation and security risks in AI and IoT.",
      },
      {
        moduleTitle: "Ethics by Design",
        moduleDesc: "Embedding ethics into requirements, design reviews and testing.",
      },
      {
        moduleTitle: "Developing Ethical Organisations",
        moduleDesc: "Policies, ethics boards, codes of conduct and measuring outcomes.",
      },
    ],
    benefits: [
      "Official CertNexus courseware and CEET exam voucher",
      "Real-world case studies including Indian examples",
      "Templates for ethics reviews and impact assessments",
    ],
    prerequisites: ["Familiarity with emerging technologies at a business level"],
    faqs: [
      {
        faq: "Is CEET technical?",
        faqAnswer:
          "No. It focuses on ethical reasoning and governance, so it suits both technical and non-technical professionals.",
      },
      { faq: "Is the exam voucher included?", faqAnswer: "Yes, the CEET exam voucher is included." },
      {
        faq: "Who should take CEET?",
        faqAnswer: "Product managers, architects, data scientists, compliance officers and technology leaders.",
      },
    ],
    materials: [
      {
        SMName: "CertNexus CEET certification",
        SMType: "Link",
        SMSrc: "https://certnexus.com/certified-ethical-emerging-technologist-ceet/",
      },
      {
        SMName: "NIST AI Risk Management Framework",
        SMType: "Link",
        SMSrc: "https://www.nist.gov/itl/ai-risk-management-framework",
      },
    ],
    batches: [],
  },
  {
    key: "certnexus-caip",
    ictName: "Certified AI Practitioner (CAIP)",
    ictType: "Certificate Course",
    ictSDesc: "CertNexus CAIP: design, build and deploy machine-learning and deep-learning solutions responsibly.",
    ictDesc:
      "Certified Artificial Intelligence Practitioner (CAIP) is a vendor-neutral CertNexus certification for practitioners who build AI solutions. The course covers the full workflow: framing business problems, preparing data, training and tuning regression, classification, clustering and neural-network models, and deploying and monitoring them responsibly. Labs are in Python with scikit-learn and TensorFlow, and the course includes the official courseware and the AIP-210 exam voucher.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 32, LabHour: 24 },
    cost: { ictMrp: 68000, sellPrice: 52999 },
    modules: [
      {
        moduleTitle: "Solving Business Problems with AI",
        moduleDesc: "Framing problems, choosing approaches and defining success metrics.",
      },
      { moduleTitle: "Preparing Data", moduleDesc: "Collecting, cleaning, transforming and engineering features." },
      {
        moduleTitle: "Training and Tuning Models",
        moduleDesc: "Regression, classification and clustering with evaluation and tuning.",
      },
      {
        moduleTitle: "Building Neural Networks",
        moduleDesc: "Multi-layer perceptrons, CNNs and RNNs with TensorFlow.",
      },
      {
        moduleTitle: "Operationalising Models",
        moduleDesc: "Deploying, monitoring and maintaining models in production.",
      },
      { moduleTitle: "Responsible AI", moduleDesc: "Bias, explainability, privacy and security of AI systems." },
    ],
    benefits: [
      "Official CertNexus courseware and AIP-210 exam voucher",
      "Vendor-neutral, ISO/IEC 17024 accredited certification",
      "Python labs with scikit-learn and TensorFlow",
      "Covers responsible AI practices",
    ],
    prerequisites: ["Python programming experience", "Basic statistics and linear algebra"],
    faqs: [
      { faq: "What is the exam code?", faqAnswer: "The current CAIP exam is AIP-210, delivered through Pearson VUE." },
      {
        faq: "Is CAIP tied to a cloud vendor?",
        faqAnswer: "No, CAIP is vendor-neutral, so the skills apply on any platform.",
      },
      {
        faq: "Do I need a powerful laptop?",
        faqAnswer: "No, labs run in hosted notebooks with GPU access when needed.",
      },
    ],
    materials: [
      {
        SMName: "CertNexus CAIP certification",
        SMType: "Link",
        SMSrc: "https://certnexus.com/certified-artificial-intelligence-practitioner-caip/",
      },
      { SMName: "TensorFlow tutorials", SMType: "Link", SMSrc: "https://www.tensorflow.org/tutorials" },
      {
        SMName: "NIST AI Risk Management Framework 1.0",
        SMType: "PDF",
        SMSrc: "https://nvlpubs.nist.gov/nistpubs/ai/NIST.AI.100-1.pdf",
      },
    ],
    batches: [
      {
        startInDays: 44,
        lengthDays: 28,
        startTime: "19:00",
        endTime: "21:00",
        location: "Online (Zoom)",
        mode: "Online",
      },
    ],
  },
  {
    key: "certnexus-ciotp",
    ictName: "Certified Internet of Things Practitioner (CIoTP)",
    ictType: "Certificate Course",
    ictSDesc: "CertNexus CIoTP: plan, design, build, secure and manage IoT systems across their life cycle.",
    ictDesc:
      "The Certified Internet of Things Practitioner programme gives a vendor-neutral view of building IoT systems, from the business case to devices, networking, data processing, security and life-cycle management. Hands-on labs with microcontrollers and cloud services show how each layer fits together, and case studies from smart cities, agriculture and manufacturing illustrate IoT adoption in India. The course includes official CertNexus courseware and the CIoTP exam voucher.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 32, LabHour: 16 },
    cost: { ictMrp: 52000, sellPrice: 39999 },
    modules: [
      {
        moduleTitle: "Planning an IoT Implementation",
        moduleDesc: "Business cases, stakeholders and selecting IoT use cases.",
      },
      {
        moduleTitle: "Constructing and Programming IoT Devices",
        moduleDesc: "Sensors, actuators, microcontrollers and firmware basics.",
      },
      {
        moduleTitle: "Communicating with IoT Devices",
        moduleDesc: "Wireless technologies, protocols such as MQTT and CoAP, and gateways.",
      },
      { moduleTitle: "Processing IoT Data", moduleDesc: "Edge and cloud processing, storage and analytics." },
      {
        moduleTitle: "Managing Risks on IoT Systems",
        moduleDesc: "Security, privacy and safety risks and their mitigations.",
      },
      {
        moduleTitle: "Undertaking an IoT Project",
        moduleDesc: "Project management and life-cycle management of IoT solutions.",
      },
    ],
    benefits: [
      "Official CertNexus courseware and exam voucher",
      "Hands-on IoT kit labs",
      "Vendor-neutral coverage of the whole IoT stack",
    ],
    prerequisites: ["Basic understanding of networking and programming concepts"],
    faqs: [
      { faq: "Is hardware provided?", faqAnswer: "Yes, lab kits are provided during the course." },
      { faq: "Who should attend?", faqAnswer: "Engineers, architects and project managers involved in IoT solutions." },
      { faq: "Is the exam voucher included?", faqAnswer: "Yes, the CIoTP exam voucher is included." },
    ],
    materials: [
      { SMName: "CertNexus", SMType: "Link", SMSrc: "https://certnexus.com/" },
      {
        SMName: "OWASP Internet of Things Project",
        SMType: "Link",
        SMSrc: "https://owasp.org/www-project-internet-of-things/",
      },
    ],
    batches: [],
  },
  {
    key: "certnexus-data-ethics",
    ictName: "Data Ethics for Business Professionals (DEBIZ)",
    ictType: "Corporate Training",
    ictSDesc: "A CertNexus course that helps business teams use data responsibly and comply with privacy laws.",
    ictDesc:
      "Data Ethics for Business Professionals helps managers and business teams understand the ethical implications of collecting, analysing and using data. Participants explore privacy, consent, fairness and transparency through practical scenarios, connect them to regulations such as India's Digital Personal Data Protection Act 2023 and the GDPR, and learn to build a culture of responsible data use. It is delivered as a short corporate workshop, on-site or online.",
    ictImg: "/images/courses/certnexus.svg",
    status: "A",
    domainId: 17,
    hours: { TrainingHour: 8, LabHour: 4 },
    cost: { ictMrp: 0, sellPrice: 0 },
    modules: [
      {
        moduleTitle: "Introduction to Data Ethics",
        moduleDesc: "Why data ethics matters and the cost of getting it wrong.",
      },
      {
        moduleTitle: "Privacy and Consent",
        moduleDesc: "Personal data, consent, purpose limitation and the DPDP Act.",
      },
      { moduleTitle: "Fairness and Bias", moduleDesc: "How bias enters data and decisions, and how to detect it." },
      {
        moduleTitle: "Building an Ethical Data Culture",
        moduleDesc: "Policies, roles and everyday practices for responsible data use.",
      },
    ],
    benefits: [
      "CertNexus DEBIZ credential for participants",
      "Practical scenarios from Indian businesses",
      "Checklist for responsible data projects",
    ],
    prerequisites: ["No technical background required"],
    faqs: [
      {
        faq: "Who is this course for?",
        faqAnswer: "Managers, marketers, HR, sales and anyone who makes decisions using data.",
      },
      {
        faq: "Does it cover the DPDP Act?",
        faqAnswer:
          "Yes, the privacy module explains the key obligations of the Digital Personal Data Protection Act 2023.",
      },
      { faq: "How is it delivered?", faqAnswer: "As a one-day on-site workshop or two half-day online sessions." },
    ],
    materials: [
      { SMName: "CertNexus", SMType: "Link", SMSrc: "https://certnexus.com/" },
      {
        SMName: "Digital Personal Data Protection Act 2023",
        SMType: "PDF",
        SMSrc: "https://www.meity.gov.in/writereaddata/files/Digital%20Personal%20Data%20Protection%20Act%202023.pdf",
      },
    ],
    batches: [],
  },
];
