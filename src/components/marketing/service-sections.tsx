import type { Service } from "@/content/types";
import { IconCard } from "./icon-card";
import { HeadedSection } from "./page-hero";

/** What a service builds: one card a capability. */
export function ServiceCapabilities({ capabilities }: { capabilities: Service["capabilities"] }) {
  return (
    <HeadedSection
      id="capabilities"
      title="What we build"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {capabilities.map((capability) => (
          <IconCard
            key={capability.title}
            icon={capability.icon}
            title={capability.title}
            desc={capability.desc}
          />
        ))}
      </ul>
    </HeadedSection>
  );
}

/** How the work runs, step by step. */
export function ServiceProcess({ steps }: { steps: Service["process"] }) {
  return (
    <HeadedSection
      id="process"
      title="How we work"
      className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
    >
      <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-5">
        {steps.map((step) => (
          <li key={step.step} className="rounded-2xl border border-line bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-full bg-accent-bg text-lg font-bold text-on-accent">
              <span className="sr-only">Step </span>
              {step.step}
            </span>
            <h3 className="mt-4 font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.desc}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

/** Examples by industry: what was automated and what it gave. */
export function ServiceExamples({ examples }: { examples: NonNullable<Service["examples"]> }) {
  return (
    <HeadedSection
      id="examples"
      title="Automation examples"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6"
    >
      <div className="mt-8 overflow-x-auto rounded-2xl border border-line bg-card">
        <table className="w-full text-left">
          <thead className="border-b border-line text-sm uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">
                Industry
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                Automation
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {examples.map((example) => (
              <tr key={example.industry} className="border-b border-line last:border-0">
                <th scope="row" className="px-6 py-4 font-semibold text-ink">
                  {example.industry}
                </th>
                <td className="px-6 py-4 text-muted">{example.automation}</td>
                <td className="px-6 py-4 font-semibold text-accent">{example.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HeadedSection>
  );
}
