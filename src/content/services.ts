import type { AutomationExample, Service } from "./types";

/** Spec §1 automation examples: industry, automation, result. */
export const automationExamples: readonly AutomationExample[] = [
  {
    industry: "Real Estate",
    automation:
      "Instant lead response, qualification and viewing booking across portals and WhatsApp",
    result: "15 hours/week saved and 40% conversion",
  },
  {
    industry: "Construction",
    automation: "Tender documents read into the pricing template; invoices checked against orders",
    result: "80% time reduction",
  },
  {
    industry: "Villa Management",
    automation: "AI booking agent answering availability and prices and closing direct bookings",
    result: "200+ bookings/month",
  },
  {
    industry: "Luxury Hotel",
    automation: "AI concierge with pre-arrival preferences and in-stay check-ins",
    result: "35% satisfaction improvement",
  },
];

/** The four services, in menu order. One template renders them all: pages/services/[slug].tsx. */
export const services: readonly Service[] = [
  {
    slug: "ai-consulting",
    anchor: "ai-consulting",
    name: "AI Consulting",
    theme: "indigo",
    icon: "target",
    summary:
      "A clear plan for where AI pays off in your business — prioritised by return, scoped to your team and your data.",
    hero: {
      title: "AI strategy that starts with your numbers",
      lead: "We find the processes where AI returns the most, prove it with a pilot and hand you a roadmap your team can follow — no hype, no science projects.",
    },
    problem: {
      heading: "Most AI projects never pay back",
      paragraphs: [
        "Businesses buy tools before they know what problem they are solving. Pilots impress in a demo, then stall because the data is not ready, the team was not involved or nobody measured the result.",
        "The technology is rarely the reason. The missing piece is a business case: which process, which number it should move, and who owns it after launch.",
      ],
      stat: { value: "80%", label: "of AI projects fail to deliver their expected value" },
    },
    approach: {
      heading: "Business first, technology second",
      paragraphs: [
        "We interview the people who do the work, map where time and revenue leak, and put a price on each opportunity. Only then do we choose models and tools.",
        "Every recommendation comes with the expected return, the cost to build and run it, and the risks — so you can decide like any other investment.",
      ],
    },
    capabilities: [
      {
        title: "Opportunity audit",
        desc: "A structured review of sales, operations and service processes, ranked by hours saved and revenue gained.",
        icon: "search",
      },
      {
        title: "ROI business case",
        desc: "Costs, savings and payback period for each use case, in figures your finance team can check.",
        icon: "wallet",
      },
      {
        title: "Data readiness review",
        desc: "What data you have, where it lives, what must be cleaned or connected before AI can use it safely.",
        icon: "shield",
      },
      {
        title: "Pilot in weeks",
        desc: "A working prototype on your real data, measured against a baseline, before you commit to a full build.",
        icon: "bolt",
      },
      {
        title: "Team enablement",
        desc: "Workshops and playbooks so your staff use the new tools confidently and know when to hand over to a person.",
        icon: "users",
      },
      {
        title: "Implementation roadmap",
        desc: "A quarter-by-quarter plan with owners, milestones and the measures that show it is working.",
        icon: "calendar",
      },
    ],
    process: [
      {
        step: 1,
        title: "Discovery call",
        desc: "One hour on your goals, your numbers and where you feel the friction today.",
      },
      {
        step: 2,
        title: "Process audit",
        desc: "Two weeks of interviews and data review to map and price every opportunity.",
      },
      {
        step: 3,
        title: "Business case",
        desc: "A ranked shortlist with expected return, cost and risk for each use case.",
      },
      {
        step: 4,
        title: "Pilot",
        desc: "The top opportunity built and measured on your real data in a few weeks.",
      },
      {
        step: 5,
        title: "Roadmap and handover",
        desc: "A plan to scale what works, with your team trained to own it.",
      },
    ],
    results: [
      { value: "100%", label: "project completion" },
      { value: "$63M+", label: "revenue created for clients" },
      { value: "10,000+ hours", label: "saved for client teams" },
    ],
    ctaLabel: "Schedule a Consultation",
    ctaHeading: "Find out where AI pays off for you",
    ctaText:
      "One conversation is enough to see your top three opportunities and what each is worth.",
    description:
      "AI consulting with a business case first: opportunity audit, ROI model, pilot and roadmap. Find where AI pays off in your business before you invest.",
  },
  {
    slug: "ai-smart-website",
    anchor: "ai-smart-website",
    name: "AI Smart Website",
    theme: "cyan",
    icon: "globe",
    summary:
      "A fast website that search engines and AI assistants understand, built on entity-based optimisation and ready to convert.",
    hero: {
      title: "A website built for how people search now",
      lead: "People ask Google's AI answers, ChatGPT and Perplexity for recommendations. We build websites that those systems understand, trust and quote — and that turn visitors into enquiries.",
    },
    problem: {
      heading: "Old SEO is dead",
      paragraphs: [
        "Keyword density, thin location pages and bought backlinks were built for a search engine that matched words. Today's search understands things — businesses, places, services, people — and the relationships between them.",
        "A site that never states clearly who you are, what you offer and where, in a structure machines can read, is invisible in AI answers no matter how many keywords it repeats.",
      ],
      stat: {
        value: "71%",
        label: "of leads are lost when a website cannot answer or capture them",
      },
    },
    approach: {
      heading: "Entity-based search optimisation",
      paragraphs: [
        "We model your business as a set of entities — organisation, services, locations, projects, people — and describe each one consistently in content, structured data and internal links.",
        "The result is a site that search engines can place in their knowledge graph, AI assistants can cite with confidence, and visitors can act on immediately, with an AI agent ready to answer them.",
      ],
    },
    capabilities: [
      {
        title: "Entity and knowledge-graph mapping",
        desc: "Your organisation, services and places defined once and linked everywhere they appear.",
        icon: "globe",
      },
      {
        title: "Structured data throughout",
        desc: "Schema.org markup for organisation, services, projects, FAQs and breadcrumbs, validated on every page.",
        icon: "document",
      },
      {
        title: "Content that answers questions",
        desc: "Pages written around the questions buyers actually ask, so you are the source AI assistants quote.",
        icon: "chat",
      },
      {
        title: "Built-in AI agent",
        desc: "Every visitor can ask a question and get an accurate answer or a booked meeting, day and night.",
        icon: "sparkles",
      },
      {
        title: "Fast and accessible",
        desc: "Top Core Web Vitals and accessibility scores, because speed and clarity are ranking signals too.",
        icon: "bolt",
      },
      {
        title: "Measurable conversion",
        desc: "Every enquiry tracked from source to sale, so you know which pages and channels pay.",
        icon: "chart",
      },
    ],
    process: [
      {
        step: 1,
        title: "Entity audit",
        desc: "How search engines and AI assistants see your business today, and where competitors are cited instead.",
      },
      {
        step: 2,
        title: "Information architecture",
        desc: "Pages, entities and internal links planned around the questions your buyers ask.",
      },
      {
        step: 3,
        title: "Design and content",
        desc: "A distinctive design and copy that states facts clearly for people and machines.",
      },
      {
        step: 4,
        title: "Build and integrate",
        desc: "A fast site with structured data, an AI agent and your CRM connected.",
      },
      {
        step: 5,
        title: "Launch and measure",
        desc: "Monthly reports on visibility in search and AI answers, enquiries and conversions.",
      },
    ],
    results: [
      { value: "3x", label: "more inbound leads" },
      { value: "90%", label: "faster response to website enquiries" },
      { value: "100%", label: "project completion" },
    ],
    ctaLabel: "Start Your Project",
    ctaHeading: "Become the answer in your market",
    ctaText:
      "Tell us who you want to be found by. We will show you how search engines and AI assistants see you today.",
    description:
      "AI smart websites with entity-based search optimisation: structured, fast, accessible sites that search engines and AI assistants understand and quote.",
  },
  {
    slug: "ai-client-acquisition",
    anchor: "ai-client-acquisition",
    name: "AI Client Acquisition",
    theme: "teal",
    icon: "chat",
    summary:
      "Chatbots and WhatsApp agents that answer every lead in seconds, qualify them and book meetings while you sleep.",
    hero: {
      title: "Every lead answered in seconds, around the clock",
      lead: "AI chat and WhatsApp agents that respond instantly, ask the right questions, and put qualified prospects straight into your calendar and CRM.",
    },
    problem: {
      heading: "Slow replies lose most of your leads",
      paragraphs: [
        "Prospects contact several businesses at once and choose the first one that gives them a useful answer. An enquiry that waits until the morning has usually already gone elsewhere.",
        "Hiring people to answer every channel at every hour is expensive, and it still does not solve the weekends, the holidays and the launch-day rush.",
      ],
      stat: { value: "71%", label: "of leads are lost to slow or missing follow-up" },
    },
    approach: {
      heading: "Agents that sound like your best salesperson",
      paragraphs: [
        "We train each agent on your offers, prices and policies, and write its conversation rules with your sales team: what to ask, what never to promise and when to hand over to a person.",
        "The agent works on your website, WhatsApp and social inboxes, qualifies every lead and books meetings directly — with a full transcript for your team.",
      ],
    },
    capabilities: [
      {
        title: "Website chat agent",
        desc: "Answers questions from your own content and turns visitors into booked meetings.",
        icon: "chat",
      },
      {
        title: "WhatsApp agent",
        desc: "Replies on the channel your customers prefer, in their language, with voice-note understanding.",
        icon: "phone",
      },
      {
        title: "Lead qualification",
        desc: "Budget, timeline and needs captured in every conversation and scored for your sales team.",
        icon: "target",
      },
      {
        title: "Calendar booking",
        desc: "Qualified prospects choose a slot and receive reminders, without a single e-mail back and forth.",
        icon: "calendar",
      },
      {
        title: "CRM integration",
        desc: "Contacts, transcripts and scores written to your CRM automatically.",
        icon: "cog",
      },
      {
        title: "Human handover",
        desc: "The agent knows its limits and passes sensitive or high-value conversations to a person instantly.",
        icon: "users",
      },
    ],
    process: [
      {
        step: 1,
        title: "Conversation design",
        desc: "We study your best sales conversations and write the agent's questions, answers and limits.",
      },
      {
        step: 2,
        title: "Knowledge and training",
        desc: "The agent learns your offers, prices and policies from approved sources only.",
      },
      {
        step: 3,
        title: "Channel setup",
        desc: "Website, WhatsApp and social inboxes connected, with your calendar and CRM.",
      },
      {
        step: 4,
        title: "Supervised launch",
        desc: "Your team reviews conversations in the first weeks and we refine the agent daily.",
      },
      {
        step: 5,
        title: "Optimise",
        desc: "Monthly reviews of response times, qualification rates and booked meetings.",
      },
    ],
    results: [
      { value: "90%", label: "faster response times" },
      { value: "3x", label: "more qualified leads" },
      { value: "24/7", label: "coverage on every channel" },
    ],
    ctaLabel: "Get Started Today",
    ctaHeading: "Stop losing leads to slow replies",
    ctaText:
      "Show us where your leads come from and we will show you how many more an AI agent would convert.",
    description:
      "AI client acquisition: chatbots and WhatsApp agents that answer every lead in seconds, qualify prospects and book meetings into your calendar, 24/7.",
  },
  {
    slug: "ai-business-automations",
    anchor: "ai-business-automations",
    name: "AI Business Automations",
    theme: "orange",
    icon: "cog",
    summary:
      "The repetitive work between your systems — documents, data entry, reports, follow-ups — done automatically and accurately.",
    hero: {
      title: "Your business on autopilot",
      lead: "We automate the repetitive work that keeps skilled people busy: reading documents, re-typing data, chasing follow-ups and building reports — accurately, every time.",
    },
    problem: {
      heading: "Skilled people doing robot work",
      paragraphs: [
        "In most businesses, a large share of every week goes to copying information from one place to another: e-mails into the CRM, invoices into accounting, site notes into reports.",
        "It is slow, it is where errors come from, and it caps how much work the business can take on without hiring.",
      ],
      stat: { value: "70%", label: "of repetitive admin time can be automated" },
    },
    approach: {
      heading: "Automate the process, keep people in control",
      paragraphs: [
        "We map each process step by step, automate what is predictable, and route exceptions to a person with everything they need to decide quickly.",
        "AI reads the unstructured parts — e-mails, PDFs, voice notes — and reliable integrations move the data between your existing tools, so nothing needs to be replaced.",
      ],
    },
    capabilities: [
      {
        title: "Document processing",
        desc: "Invoices, contracts, forms and delivery notes read, checked and filed automatically.",
        icon: "document",
      },
      {
        title: "Workflow automation",
        desc: "Tasks created, assigned and chased across your tools when something happens.",
        icon: "cog",
      },
      {
        title: "Automated reporting",
        desc: "Weekly and monthly reports assembled and summarised without anyone building a spreadsheet.",
        icon: "chart",
      },
      {
        title: "E-mail triage",
        desc: "Incoming mail sorted, answered or routed, with urgent items surfaced immediately.",
        icon: "mail",
      },
      {
        title: "System integrations",
        desc: "Your CRM, accounting, booking and project tools connected so data is entered once.",
        icon: "bolt",
      },
      {
        title: "Quality checks",
        desc: "Every automated step validated and logged, with people reviewing only the exceptions.",
        icon: "shield",
      },
    ],
    process: [
      {
        step: 1,
        title: "Process mapping",
        desc: "We follow the work step by step and measure where the hours go.",
      },
      {
        step: 2,
        title: "Automation design",
        desc: "What runs automatically, what a person approves, and how errors are caught.",
      },
      {
        step: 3,
        title: "Build and connect",
        desc: "Automations built on your existing tools, tested on real historical data.",
      },
      {
        step: 4,
        title: "Parallel run",
        desc: "The automation runs alongside your team until the results match or beat the manual process.",
      },
      {
        step: 5,
        title: "Monitor and expand",
        desc: "Monitoring, monthly savings reports and the next process on the list.",
      },
    ],
    results: [
      { value: "70%", label: "time saved on automated processes" },
      { value: "95%", label: "fewer errors" },
      { value: "3x", label: "capacity with the same team" },
    ],
    examples: [...automationExamples],
    ctaLabel: "Automate Your Business",
    ctaHeading: "Give your team its time back",
    ctaText:
      "Pick the process your team complains about most. We will show you what it costs today and what it would cost automated.",
    description:
      "AI business automations: document processing, workflows, reporting and integrations that save 70% of repetitive work and cut errors by 95%.",
  },
];

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
