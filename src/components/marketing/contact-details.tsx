import { site } from "@/content/site";
import type { IconName } from "@/content/types";
import { Icon } from "./icon";

const linkClass = "font-semibold text-ink underline-offset-4 hover:underline";

/** E-mail, phone, WhatsApp, office and opening hours, each behind its icon. */
export function ContactDetails() {
  const { contact } = site;
  const details: { label: string; icon: IconName; value: React.ReactNode }[] = [
    {
      label: "Email",
      icon: "mail",
      value: (
        <a href={`mailto:${contact.email}`} className={linkClass}>
          {contact.email}
        </a>
      ),
    },
    {
      label: "Phone",
      icon: "phone",
      value: (
        <a href={contact.phoneHref} className={linkClass}>
          {contact.phone}
        </a>
      ),
    },
    {
      label: "WhatsApp",
      icon: "chat",
      value: (
        <a href={contact.whatsappHref} className={linkClass}>
          WhatsApp {contact.whatsapp}
        </a>
      ),
    },
    {
      label: "Office",
      icon: "building",
      value: (
        <address className="not-italic">
          {contact.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
    {
      label: "Opening hours",
      icon: "clock",
      value: (
        <>
          {contact.hours}
          <span className="mt-1 block text-sm text-muted">{contact.responseTime}</span>
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="contact-details"
      className="rounded-3xl border border-line bg-card p-8"
    >
      <h2 id="contact-details" className="text-2xl font-bold text-ink">
        Contact details
      </h2>
      <dl className="mt-6 space-y-5">
        {details.map((detail) => (
          <div key={detail.label} className="flex gap-4">
            <dt className="text-accent">
              <Icon name={detail.icon} />
              <span className="sr-only">{detail.label}</span>
            </dt>
            <dd className="text-ink">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
