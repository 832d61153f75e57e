import type { Industry } from "./types";

/** The six industry pages, in menu order. One template renders them all: pages/industry/[slug].tsx. */
export const industries: readonly Industry[] = [
  {
    slug: "property-developer",
    name: "Property Developer",
    heading: "Property Developer",
    theme: "amber",
    tagline: "Sell off-plan faster with buyers who are answered in seconds, not days.",
    narrative: [
      "A launch brings hundreds of enquiries from portals, social ads and brokers — many of them at night and from buyers in other time zones. Every hour a sales team takes to reply, the buyer is talking to the project down the road.",
      "Meanwhile price lists, floor plans and payment plans change weekly, and your website still ranks for last year's phase. We put AI in front of your pipeline so every buyer gets an accurate, immediate answer and your sales team only meets people ready to reserve.",
    ],
    problems: [
      {
        id: 1,
        headline: "Launch-day enquiries go cold",
        problem:
          "Hundreds of leads arrive in the first week of a launch. Sales can only call a fraction back the same day, and the rest quietly buy elsewhere.",
        solution:
          "A WhatsApp and web agent replies within seconds, day and night, answers questions on units and payment plans, and books a viewing straight into your team's calendar.",
        icon: "bolt",
      },
      {
        id: 2,
        headline: "Brokers and buyers ask the same 40 questions",
        problem:
          "Handover dates, service charges, payment milestones: your sales staff spend their days repeating facts that are already in a brochure.",
        solution:
          "An assistant trained on your approved project documents answers consistently in any language, and hands over to a person the moment a buyer asks for one.",
        icon: "chat",
      },
      {
        id: 3,
        headline: "You cannot tell serious buyers from browsers",
        problem:
          "Every lead looks the same in the CRM, so your best closers waste hours on people who were never going to reserve.",
        solution:
          "Each conversation is scored on budget, timeline and financing, and only qualified buyers are routed to your closers — with a summary of everything they asked.",
        icon: "target",
      },
      {
        id: 4,
        headline: "Your projects are invisible to AI search",
        problem:
          "Buyers now ask ChatGPT and Google's AI answers which developments to consider. Keyword pages built for old SEO are not what those systems quote.",
        solution:
          "Entity-based optimisation describes each project, location and amenity as structured facts that search engines and AI assistants understand and cite.",
        icon: "search",
      },
      {
        id: 5,
        headline: "Inventory updates lag behind sales",
        problem:
          "A unit sells on Tuesday and is still offered on Friday. Embarrassing for your brand and a waste of a buyer's trust.",
        solution:
          "Availability syncs from your sales sheet or CRM to the website and the AI agent automatically, so nobody is ever offered a unit that has gone.",
        icon: "building",
      },
      {
        id: 6,
        headline: "Reporting to the board takes a week",
        problem:
          "Marketing spend, lead sources and conversion live in five tools, and someone rebuilds the same spreadsheet every month.",
        solution:
          "An automated pipeline report lands every Monday: cost per lead, viewings and reservations by channel, with the trends that need a decision.",
        icon: "chart",
      },
    ],
    stats: [
      { value: "71%", label: "of leads are lost when follow-up is slow" },
      { value: "90%", label: "faster first response to buyers" },
      { value: "3x", label: "more qualified leads reaching your closers" },
    ],
    ctaLabel: "Plan Your Next Launch",
    ctaText:
      "Tell us about your next phase and we will show you where AI wins back the buyers you are losing today.",
    mobileGlobe: false,
    description:
      "AI sales agents, smart websites and automations for property developers: instant answers for every buyer, qualified viewings and launches that sell out faster.",
  },
  {
    slug: "real-estate",
    name: "Real Estate",
    heading: "Real Estate",
    theme: "emerald",
    tagline: "Answer every portal lead instantly and fill your diary with real viewings.",
    narrative: [
      "Your agents are on the road, in viewings and on the phone with vendors — while portal enquiries, WhatsApp messages and website forms wait for hours. Most of them will not wait that long.",
      "We build AI that works the inbox for you: it replies at once, qualifies the buyer or tenant, books the viewing and keeps the CRM up to date, so your agents spend their time where commission is earned.",
    ],
    problems: [
      {
        id: 1,
        headline: "Portal leads wait hours for a reply",
        problem:
          "A buyer enquires on three agencies' listings at once. The first agent to reply gets the viewing; everyone else gets silence.",
        solution:
          "An AI agent answers every portal, web and WhatsApp enquiry within seconds, matches the lead to listings and proposes viewing slots immediately.",
        icon: "clock",
      },
      {
        id: 2,
        headline: "Agents drown in admin",
        problem:
          "Copying leads into the CRM, chasing documents and confirming viewings eat half of every agent's week.",
        solution:
          "Lead capture, document requests and viewing confirmations run automatically — agents start each morning with an up-to-date pipeline.",
        icon: "document",
      },
      {
        id: 3,
        headline: "No-shows waste afternoons",
        problem:
          "One in five viewings does not happen, and nobody knows until the agent is standing at the door.",
        solution:
          "Automatic reminders by WhatsApp and e-mail, with one-tap rescheduling, confirm each viewing the day before and free the slot if plans change.",
        icon: "calendar",
      },
      {
        id: 4,
        headline: "Valuation requests slip through",
        problem:
          "Vendor leads — the most valuable ones — arrive on the same form as everything else and are handled in the same queue.",
        solution:
          "Vendor enquiries are recognised, prioritised and answered with an instant valuation appointment offer, and the branch manager is alerted.",
        icon: "wallet",
      },
      {
        id: 5,
        headline: "Your website ranks for nothing local",
        problem:
          "Buyers search for neighbourhoods, schools and commute times. Generic listing pages never appear in those answers.",
        solution:
          "Area guides and listings are structured around entities — places, schools, transport — so search engines and AI assistants surface your agency.",
        icon: "search",
      },
      {
        id: 6,
        headline: "Past clients are forgotten",
        problem:
          "Last year's buyers are next year's sellers and landlords, but nobody has time to keep in touch.",
        solution:
          "Personalised check-ins on market value and rental yield go out on schedule, turning your database into a steady source of instructions.",
        icon: "users",
      },
    ],
    stats: [
      { value: "3x", label: "more leads converted into viewings" },
      { value: "15 hours", label: "saved per agent every week" },
      { value: "40%", label: "higher lead-to-viewing conversion" },
    ],
    ctaLabel: "Win More Instructions",
    ctaText:
      "See how an AI agent would have answered your last hundred enquiries — and how many more viewings that would have meant.",
    mobileGlobe: false,
    description:
      "AI lead response, viewing automation and entity-based search for real estate agencies: every enquiry answered in seconds and more viewings in the diary.",
  },
  {
    slug: "construction-company",
    name: "Construction Company",
    heading: "Construction Company",
    theme: "red",
    tagline: "Quote faster, cut paperwork errors and take on more projects with the same team.",
    narrative: [
      "Tenders have deadlines, sites have delays and the office runs on spreadsheets, e-mail chains and paper delivery notes. Estimators re-type the same quantities, project managers chase the same updates, and mistakes surface only when they are expensive.",
      "We automate the paperwork around the build — estimates, documents, site reporting and client updates — so your people spend their time on the work that wins and delivers projects.",
    ],
    problems: [
      {
        id: 1,
        headline: "Estimates take days",
        problem:
          "Every tender means reading drawings and specifications, re-keying quantities and pricing line by line. You bid on fewer jobs than you could win.",
        solution:
          "AI extracts quantities and scope from tender documents into your pricing template, so estimators review and adjust instead of typing from scratch.",
        icon: "document",
      },
      {
        id: 2,
        headline: "Paperwork errors cost margin",
        problem:
          "A mistyped invoice line or a missed variation order is only noticed at the final account — when it is too late to recover.",
        solution:
          "Invoices, delivery notes and variations are read and checked against purchase orders automatically, and mismatches are flagged the same day.",
        icon: "shield",
      },
      {
        id: 3,
        headline: "Site updates arrive late and incomplete",
        problem:
          "Progress reports depend on site managers finding time at the end of a long day, so the office and the client are always a week behind.",
        solution:
          "Site teams send voice notes and photos on WhatsApp; AI turns them into a structured daily report with progress, issues and photos filed to the project.",
        icon: "hardhat",
      },
      {
        id: 4,
        headline: "Clients keep calling for updates",
        problem:
          "Homeowners and developers want to know where their project stands, and project managers lose hours answering the same question.",
        solution:
          "A client portal and assistant answer status questions from the latest reports, and send a weekly summary without anyone writing it.",
        icon: "chat",
      },
      {
        id: 5,
        headline: "Subcontractor compliance is a spreadsheet",
        problem:
          "Insurance certificates, method statements and accreditations expire unnoticed until an auditor or an accident finds them.",
        solution:
          "Documents are read on arrival, expiry dates tracked and reminders sent automatically, with a live compliance view for every site.",
        icon: "check",
      },
      {
        id: 6,
        headline: "Good enquiries get buried",
        problem:
          "A genuine project enquiry sits in the same inbox as suppliers, spam and job applications, and waits days for a reply.",
        solution:
          "Incoming enquiries are sorted, qualified on scope and budget, answered immediately and booked in for a site visit when they fit.",
        icon: "target",
      },
    ],
    stats: [
      { value: "70%", label: "less time spent on estimating and admin" },
      { value: "95%", label: "fewer paperwork errors" },
      { value: "3x", label: "tender capacity with the same team" },
    ],
    ctaLabel: "Automate Your Office",
    ctaText:
      "Bring us one tender pack or one month of paperwork, and we will show you exactly which hours AI can give back.",
    mobileGlobe: false,
    description:
      "AI estimating, document checking and site reporting for construction companies: faster quotes, 95% fewer paperwork errors and more projects with the same team.",
  },
  {
    slug: "villa-management",
    name: "Villa Management",
    heading: "Villa Management",
    theme: "purple",
    tagline: "Run more villas with a guest experience that never sleeps.",
    narrative: [
      "Guests message at 2 a.m. about the pool heater, owners want their monthly statements, cleaners need tomorrow's schedule and three booking channels need the same calendar. Growth usually means hiring another coordinator for every handful of villas.",
      "We automate the operations behind the villas — guest messaging, bookings, housekeeping and owner reporting — so your team manages more properties without losing the personal touch.",
    ],
    problems: [
      {
        id: 1,
        headline: "Guests message around the clock",
        problem:
          "Check-in questions, Wi-Fi codes and restaurant tips arrive at every hour, in every language, and each one waits for a person.",
        solution:
          "A multilingual guest assistant on WhatsApp answers instantly from each villa's guide and escalates real issues to the on-call manager.",
        icon: "chat",
      },
      {
        id: 2,
        headline: "Direct bookings leak to the portals",
        problem:
          "Returning guests book through channels that take a large commission because your own enquiry process is slow.",
        solution:
          "An AI booking agent answers availability and price questions in seconds and closes direct bookings — over 200 a month for our busiest client.",
        icon: "calendar",
      },
      {
        id: 3,
        headline: "Housekeeping runs on group chats",
        problem:
          "Turnovers, linen and maintenance are coordinated by message, and a missed note means a guest arrives to an unprepared villa.",
        solution:
          "Check-outs automatically create cleaning and maintenance tasks, assign them to the right team and confirm completion with photos.",
        icon: "check",
      },
      {
        id: 4,
        headline: "Owner statements take a week",
        problem:
          "Every month someone assembles bookings, costs and income for each owner by hand, and owners still ask what happened.",
        solution:
          "Owner statements and performance summaries are generated and sent automatically, with occupancy and revenue compared to last year.",
        icon: "chart",
      },
      {
        id: 5,
        headline: "Reviews arrive too late to fix anything",
        problem:
          "A broken air conditioner is mentioned for the first time in a three-star review after the guest has gone home.",
        solution:
          "Mid-stay check-ins ask guests how things are going, spot problems early and alert staff while there is still time to put them right.",
        icon: "star",
      },
      {
        id: 6,
        headline: "Growth means hiring for every villa",
        problem:
          "Each new property adds messages, tasks and reports, so the team grows as fast as the portfolio and margins stay thin.",
        solution:
          "With guest communication and operations automated, one coordinator can look after three times as many villas at the same standard.",
        icon: "users",
      },
    ],
    stats: [
      { value: "200+", label: "direct bookings a month handled by AI" },
      { value: "80%", label: "less time spent on guest messages" },
      { value: "3x", label: "villas per coordinator" },
    ],
    ctaLabel: "Scale Your Portfolio",
    ctaText:
      "Tell us how many villas you run today and how many you want to run next year. We will map the automations that get you there.",
    mobileGlobe: false,
    description:
      "AI guest messaging, direct-booking agents and operations automation for villa management companies: run more villas with the same team.",
  },
  {
    slug: "luxury-hotel",
    name: "Luxury Hotel",
    heading: "Luxury Hotel",
    theme: "pink",
    tagline: "Personal service for every guest, at every hour, in every language.",
    narrative: [
      "Your guests expect to be recognised, answered immediately and looked after before they ask. Your team is excellent — but it cannot be at the phone, the inbox, WhatsApp and the front desk at the same time.",
      "We give your hotel an AI concierge and quiet back-office automation that handle the routine perfectly, so your people have more time for the moments guests remember.",
    ],
    problems: [
      {
        id: 1,
        headline: "Pre-arrival requests get lost",
        problem:
          "Airport transfers, dietary needs and anniversary surprises arrive by e-mail, phone and booking notes — and not all of them reach the right department.",
        solution:
          "An AI concierge gathers preferences before arrival, confirms them with the guest and routes each request to the team that delivers it.",
        icon: "mail",
      },
      {
        id: 2,
        headline: "Reservations miss calls after hours",
        problem:
          "High-value enquiries for suites and events come in the evening, when the reservations office is closed.",
        solution:
          "A reservations assistant answers availability, rates and packages any time, holds the booking and passes VIP enquiries to your team at once.",
        icon: "phone",
      },
      {
        id: 3,
        headline: "Guest satisfaction is measured too late",
        problem:
          "Problems are discovered in the post-stay survey or a public review, when the guest has already left unhappy.",
        solution:
          "Gentle in-stay check-ins detect issues early and alert duty managers — our hotel clients improved satisfaction scores by 35%.",
        icon: "star",
      },
      {
        id: 4,
        headline: "Upselling depends on who is on shift",
        problem:
          "Spa treatments, dining and upgrades are offered inconsistently, and revenue depends on how busy the front desk is.",
        solution:
          "Personalised offers are sent at the right moment of the stay, based on the guest's preferences and history, never more than they welcome.",
        icon: "sparkles",
      },
      {
        id: 5,
        headline: "Your website does not tell your story to AI",
        problem:
          "Travellers ask AI assistants for the best boutique hotel in your area. If your rooms, restaurants and awards are not structured facts, you are not the answer.",
        solution:
          "Entity-based optimisation presents your hotel, venues and experiences in the language search engines and AI assistants understand.",
        icon: "globe",
      },
      {
        id: 6,
        headline: "Staff repeat the same answers all day",
        problem:
          "Breakfast times, spa hours and parking questions take the front desk away from the guests standing in front of them.",
        solution:
          "Routine questions are answered instantly by the in-room and WhatsApp assistant, in the guest's language and your hotel's voice.",
        icon: "clock",
      },
    ],
    stats: [
      { value: "35%", label: "improvement in guest satisfaction" },
      { value: "90%", label: "faster response to guest requests" },
      { value: "24/7", label: "concierge in every guest's language" },
    ],
    ctaLabel: "Elevate Your Guest Experience",
    ctaText:
      "Show us one week of guest messages and we will show you how an AI concierge would have handled them — in your hotel's voice.",
    mobileGlobe: false,
    description:
      "AI concierge, reservations assistant and guest-experience automation for luxury hotels: personal service at every hour and 35% higher guest satisfaction.",
  },
  {
    slug: "other",
    name: "Other Businesses",
    heading: "Other Businesses",
    theme: "sky",
    tagline: "Whatever you sell, AI can answer faster, follow up better and do the busywork.",
    narrative: [
      "Clinics, law firms, schools, retailers, logistics companies: the details differ, but the pattern is the same. Enquiries wait, follow-ups are forgotten and skilled people spend their days copying data between systems.",
      "We start from your numbers, not from the technology: where time and revenue leak, which of those leaks AI can close, and what return you should expect before we build anything.",
    ],
    // Card ids follow the original content, where card 3 was retired (spec §2: ids 1, 2, 4, 5, 6, 7).
    problems: [
      {
        id: 1,
        headline: "Leads wait too long",
        problem:
          "Enquiries arrive on your website, social media and WhatsApp, and the slowest reply loses the customer to a faster competitor.",
        solution:
          "An AI agent replies within seconds on every channel, qualifies the request and books an appointment or passes it to the right person.",
        icon: "bolt",
      },
      {
        id: 2,
        headline: "Manual data entry everywhere",
        problem:
          "Orders, forms and invoices are re-typed from one system into another, and every copy is a chance for a mistake.",
        solution:
          "Documents and messages are read, checked and entered automatically, with 95% fewer errors and people reviewing only the exceptions.",
        icon: "document",
      },
      {
        id: 4,
        headline: "Customers ask the same questions",
        problem:
          "Opening hours, prices, order status: your team answers them all day instead of doing the work only they can do.",
        solution:
          "An assistant trained on your own information answers routine questions instantly and hands complex ones to your team with full context.",
        icon: "chat",
      },
      {
        id: 5,
        headline: "Follow-ups fall through the cracks",
        problem: "Quotes are sent and never chased, and past customers never hear from you again.",
        solution:
          "Automated, personal follow-up sequences chase open quotes and bring customers back at the right time, without anyone remembering to.",
        icon: "mail",
      },
      {
        id: 6,
        headline: "Nobody can find your business online",
        problem:
          "Search has changed: people ask AI assistants for recommendations, and keyword-stuffed pages are not what those assistants quote.",
        solution:
          "An AI smart website with entity-based optimisation tells search engines exactly who you are, what you do and where — so you become the answer.",
        icon: "search",
      },
      {
        id: 7,
        headline: "Decisions are made on gut feeling",
        problem:
          "Sales, marketing and operations data sit in separate tools, so the weekly meeting runs on opinions.",
        solution:
          "An automated dashboard brings the numbers together and a weekly AI summary points out what changed and what needs attention.",
        icon: "chart",
      },
    ],
    stats: [
      { value: "70%", label: "time saved on repetitive work" },
      { value: "95%", label: "fewer data-entry errors" },
      { value: "3x", label: "capacity without new hires" },
    ],
    ctaLabel: "Find Your AI Opportunity",
    ctaText:
      "Tell us how your business runs today. In one conversation we will show you the three automations with the fastest payback.",
    mobileGlobe: true,
    description:
      "AI agents, smart websites and business automations for any business: faster answers, fewer errors and more capacity — scoped to a guaranteed return.",
  },
];

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
